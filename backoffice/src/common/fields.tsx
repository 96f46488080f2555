import { FunctionField, useRecordContext } from 'react-admin';
import { Chip } from '@mui/material';
import { STATUS_COLOR, isOrderStatus } from './orderStatuses';
import { formatDate, formatDateTime, formatRupees } from '../format';

interface TimeFieldProps {
    source: string;
    label?: string;
    sortable?: boolean;
    sortBy?: string;
}

const text = (record: Record<string, unknown> | undefined, source: string) => {
    const value = record?.[source];
    return typeof value === 'string' ? value : null;
};

/** An instant's day as the specification shows it, in India time: dd/mm/yyyy. */
export const DayField = ({ source, ...props }: TimeFieldProps) => (
    <FunctionField source={source} render={(record: Record<string, unknown>) => formatDate(text(record, source))} {...props} />
);

/** A shop date (`YYYY-MM-DD`, the shop's own calendar day) as dd/mm/yyyy, that very day; sorts by `sortBy`. */
export const ShopDateField = DayField;

/** An instant as the team reads it, in India time: 23/11/2026, 23:36. */
export const DayTimeField = ({ source, ...props }: TimeFieldProps) => (
    <FunctionField source={source} render={(record: Record<string, unknown>) => formatDateTime(text(record, source))} {...props} />
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
