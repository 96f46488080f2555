import { useQuery } from '@tanstack/react-query';
import { Datagrid, FunctionField, List, SearchInput, SimpleList, TextField, useListContext } from 'react-admin';
import { Chip, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { DayTimeField, RupeeField } from '../common/fields';
import { formatDateTime } from '../format';
import { RETURN_STATUSES, RETURN_STATUS_COLOR, RETURN_STATUS_LABEL, type ReturnRow } from './types';
import { getReturnCounts } from './api';

export const RETURN_COUNTS_KEY = ['office', 'returns', 'counts'] as const;

/** The returns per status (maintained on the server), for the tabs. */
const useReturnCounts = () => {
    return useQuery({ queryKey: RETURN_COUNTS_KEY, queryFn: () => getReturnCounts(), staleTime: 5_000 });
};

/** All, then one tab per status with its count; a tab filters the list by that status. */
const StatusTabs = () => {
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const { data: counts } = useReturnCounts();
    const current = typeof filterValues.status === 'string' ? filterValues.status : 'all';
    const label = (text: string, key: string) => `${text} (${counts?.[key as keyof typeof counts] ?? 0})`;
    return (
        <Tabs
            value={current}
            onChange={(_, value: string) => {
                const { status: _omit, ...rest } = filterValues as Record<string, unknown>;
                setFilters(value === 'all' ? rest : { ...rest, status: value }, displayedFilters);
            }}
            variant="scrollable"
            scrollButtons="auto"
            aria-label="Return status"
            // as wide as the list, never wider: the eight tabs scroll on a phone instead of widening the page
            sx={{ width: 0, minWidth: '100%' }}
        >
            <Tab value="all" label={label('All', 'all')} />
            {RETURN_STATUSES.map(status => (
                <Tab key={status} value={status} label={label(RETURN_STATUS_LABEL[status], status)} />
            ))}
        </Tabs>
    );
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Return number, order id or phone" />];

const StatusChip = ({ record }: { record: ReturnRow }) => (
    <Chip size="small" label={record.status_label} sx={{ bgcolor: `${RETURN_STATUS_COLOR[record.status] ?? '#999'}22`, fontWeight: 600 }} />
);

const kindText = (r: ReturnRow) => (r.kind === 'exchange' ? 'Exchange' : 'Refund');

/** On a phone: a short entry per return (number and status; order, name, kind, reason, when), no wider than the screen. */
const PhoneList = () => (
    <SimpleList<ReturnRow>
        linkType="show"
        primaryText={r => r.number}
        secondaryText={r => `${r.order_id} · ${r.name} · ${kindText(r)}, ${r.reason_label} · ${formatDateTime(r.created_at)}`}
        tertiaryText={r => <StatusChip record={r} />}
        rowSx={() => ({ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
    />
);

/** The team's returns queue: status tabs with counts, newest first; a row opens the return. A phone gets the short list. */
export const ReturnList = () => {
    const small = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
            <StatusTabs />
            {small ? (
                <PhoneList />
            ) : (
                <Datagrid rowClick="show" bulkActionButtons={false}>
                    <TextField source="number" label="Return" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }} />
                    <TextField source="order_id" label="Order" sortable={false} sx={{ fontFamily: 'ui-monospace, monospace' }} />
                    <DayTimeField source="created_at" label="Asked" />
                    <TextField source="name" sortable={false} />
                    <TextField source="phone_number" label="Phone number" sortable={false} />
                    <FunctionField<ReturnRow> label="Kind" sortable={false} render={kindText} />
                    <TextField source="reason_label" label="Reason" sortable={false} />
                    <TextField source="quantity" label="Pieces" sortable={false} />
                    <RupeeField source="refund_amount" label="Refunded" sortable={false} />
                    <FunctionField<ReturnRow> label="Status" sortBy="status" render={r => <StatusChip record={r} />} />
                </Datagrid>
            )}
        </List>
    );
};

export default ReturnList;
