import { BooleanInput, Datagrid, FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { Chip } from '@mui/material';
import { DayTimeField } from '../common/fields';
import { formatDate } from '../format';
import type { NdrCase } from '../types';
import { NdrCountsBar } from './NdrCountsBar';
import { NdrWhatsApp } from './NdrWhatsApp';
import { FLAG_TEXT, STATUS_LABEL, answerText, countdown } from './ndrText';

const STATUS_CHOICES = Object.entries(STATUS_LABEL).map(([id, name]) => ({ id, name }));

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Order id, AWB" />,
    <BooleanInput key="live" source="live" label="Not settled" alwaysOn />,
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
    <BooleanInput key="flagged" source="flagged" label="Flagged only" />,
];

/** Flagged rows stand out: the courier returns the parcel unless someone acts. */
const rowSx = (record: NdrCase) => (record.flagged ? { bgcolor: '#fdecea', '& td:first-of-type': { borderLeft: '4px solid #c62828' } } : {});

/**
 * Failed deliveries: flagged first (past the attempts or the courier's cut-off with nothing done),
 * then the nearest deadline, as the server sorts them. A click opens the case and its actions.
 */
export const NdrList = () => (
    <List
        filters={filters}
        filterDefaultValues={{ live: true }}
        sort={{ field: 'urgent', order: 'ASC' }}
        perPage={25}
        empty={false}
        title="Failed deliveries"
    >
        <NdrCountsBar />
        <Datagrid rowClick="show" bulkActionButtons={false} rowSx={rowSx}>
            <TextField source="order_id" label="Order" sortable={false} sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }} />
            <FunctionField<NdrCase>
                label="Deadline (IST)"
                sortBy="deadline"
                render={record => (
                    <span>
                        {countdown(record)}
                        {record.flagged ? <Chip size="small" color="error" label={FLAG_TEXT} sx={{ ml: 1 }} /> : null}
                    </span>
                )}
            />
            <FunctionField<NdrCase> label="Attempts" sortBy="attempts" render={record => record.attempts} />
            <TextField source="reason" label="Courier's reason" sortable={false} />
            <FunctionField<NdrCase> label="Customer's answer" sortable={false} render={record => answerText(record, formatDate)} />
            <FunctionField<NdrCase> label="Status" sortable={false} render={record => STATUS_LABEL[record.status]} />
            <TextField source="customer_name" label="Customer" sortable={false} />
            <FunctionField<NdrCase> label="Call or message" sortable={false} render={record => <NdrWhatsApp record={record} />} />
            <FunctionField<NdrCase> label="Courier" sortable={false} render={record => `${record.courier} ${record.awb}`.trim()} />
            <DayTimeField source="attempted_at" label="Failed at" sortable={false} />
        </Datagrid>
    </List>
);

export default NdrList;
