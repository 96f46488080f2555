import { DateField, FunctionField, useRecordContext, type DateFieldProps } from 'react-admin';
import { Chip } from '@mui/material';
import { STATUS_COLOR, isOrderStatus } from '../orders/statuses';
import { formatDate, formatRupees } from '../format';

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

interface RupeeFieldProps {
    source: string;
    label?: string;
    sortable?: boolean;
    sx?: object;
}

/** Money in a list or a page, through the one formatter (₹1,23,837.10), right-aligned. */
export const RupeeField = ({ source, ...props }: RupeeFieldProps) => (
    <FunctionField
        source={source}
        render={(record: Record<string, number | null>) => (record[source] == null ? '' : formatRupees(record[source]))}
        {...props}
    />
);
/** Read by Datagrid for the column's header and cells, as for NumberField. */
RupeeField.textAlign = 'right' as const;

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
