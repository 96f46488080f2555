import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { Chip } from '@mui/material';
import { formatDate } from '../format';
import { QUOTE_STATUS_LABEL, type QuoteRow } from './types';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="QT-26-…" />,
    <SelectInput key="status" source="status" label="Status" choices={Object.entries(QUOTE_STATUS_LABEL).map(([id, name]) => ({ id, name }))} alwaysOn />,
];

/** The desk's quotes, newest first. */
export const QuoteList = () => (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} title="Quotes">
        <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="number" />
            <FunctionField<QuoteRow> label="Made" render={r => formatDate(r.created_at)} />
            <TextField source="customer_name" label="Customer" sortable={false} />
            <FunctionField<QuoteRow> label="Goods" render={r => `${r.quantity} × ${r.product}`} />
            <FunctionField<QuoteRow> label="GSTIN" render={r => r.business_gstin || '-'} />
            <FunctionField<QuoteRow> label="Status" render={r => <Chip size="small" label={QUOTE_STATUS_LABEL[r.status]} />} />
            <FunctionField<QuoteRow> label="Order" render={r => r.order_id ?? ''} />
        </Datagrid>
    </List>
);

export default QuoteList;
