import { DateField, FunctionField, NumberField, useRecordContext, type DateFieldProps, type NumberFieldProps } from 'react-admin';
import { Chip } from '@mui/material';
import { STATUS_COLOR } from '../board/statuses';
import { isOrderStatus } from '../board/statuses';
import { formatDate } from '../format';

/** Dates as the specification shows them: dd/mm/yyyy. */
export const DayField = (props: DateFieldProps) => <DateField locales="en-GB" {...props} />;

/** A shop date (`YYYY-MM-DD`, the shop's own calendar day) as dd/mm/yyyy; sorts by `sortBy`. */
export const ShopDateField = ({ source, label, sortBy }: { source: string; label?: string; sortBy?: string }) => (
    <FunctionField
        source={source}
        label={label}
        sortBy={sortBy}
        render={(record: Record<string, string>) => formatDate(record[source])}
    />
);

export const DayTimeField = (props: DateFieldProps) => (
    <DateField locales="en-GB" showTime options={{ dateStyle: 'short', timeStyle: 'short' }} {...props} />
);

export const RupeeField = (props: NumberFieldProps) => (
    <NumberField locales="en-IN" options={{ style: 'currency', currency: 'INR', maximumFractionDigits: 2 }} {...props} />
);

export const OrderStatusField = ({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const value = String(record?.[source] ?? '');
    if (!value) return null;
    const colour = isOrderStatus(value) ? STATUS_COLOR[value] : '#999';
    return (
        <Chip
            size="small"
            label={value}
            sx={{ textTransform: 'capitalize', bgcolor: `${colour}22`, color: colour, fontWeight: 600, border: `1px solid ${colour}55` }}
        />
    );
};

export const PaymentStatusField = ({ source = 'payment_status' }: { source?: string; label?: string; sortable?: boolean }) => {
    const record = useRecordContext();
    const value = String(record?.[source] ?? '');
    if (!value) return null;
    return <Chip size="small" variant="outlined" label={value} color={value === 'paid' ? 'success' : 'warning'} />;
};

export const ORDER_STATUS_CHOICES = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'].map(id => ({ id, name: id }));
export const PAYMENT_STATUS_CHOICES = [
    { id: 'paid', name: 'paid' },
    { id: 'unpaid', name: 'unpaid' },
];
export const PAYMENT_METHOD_CHOICES = [
    { id: 'cod', name: 'Cash on delivery' },
    { id: 'upi', name: 'UPI' },
];
