import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { formatRupees } from '../format';
import { type PriceBreaksRecord, tiersLine } from './types';

/** Every product type with its bulk table: the tiers' one-side prices and the setup charges. */
export const PriceBreakList = () => (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'position', order: 'ASC' }} pagination={false} perPage={100}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" label="Product type" />
            <FunctionField<PriceBreaksRecord> label="One side, by quantity" render={r => tiersLine(r.tiers, formatRupees)} />
            <FunctionField<PriceBreaksRecord>
                label="Setup charges"
                render={r => r.setup.map(c => `${c.label} ${formatRupees(c.amount)}`).join(' · ') || '—'}
            />
        </Datagrid>
    </List>
);

export default PriceBreakList;
