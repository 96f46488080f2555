import { CreateButton, Datagrid, DateField, FunctionField, List, NumberField, SelectInput, TextField, TopToolbar } from 'react-admin';
import type { StoreRow } from '../types';
import { StoreActions } from './StoreActions';
import { storeCopy } from './api';
import { StoreDraftButton } from './StoreDraftButton';
import { StoreBoardLink } from './StoreBoardLink';

const filters = [
    <SelectInput
        key="status"
        source="status"
        alwaysOn
        choices={[
            { id: 'open', name: 'Open' },
            { id: 'closed', name: 'Closed' },
        ]}
    />,
];

/** Campaign stores, latest closing first: status, closing time, each design's progress; money for those who see it;
 * the store's orders on the board; a store's copy (new dates) as a new store's form. */
export const StoreList = () => (
    <List title="Stores" filters={filters} actions={<TopToolbar><CreateButton label="New store" /></TopToolbar>} exporter={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="title" sortable={false} />
            <FunctionField<StoreRow> label="Link" render={s => `/store/${s.slug}`} />
            <TextField source="status" sortable={false} />
            <DateField source="closes_at" label="Closes" showTime />
            <TextField source="progress" sortable={false} />
            <NumberField source="collected" sortable={false} options={{ style: 'currency', currency: 'INR' }} />
            <FunctionField<StoreRow> label="" render={s => <StoreBoardLink store={s} />} />
            <FunctionField<StoreRow> label="" render={s => <StoreActions store={s} />} />
            <FunctionField<StoreRow> label="" render={s => <StoreDraftButton label="Copy" draft={() => storeCopy(s.id)} />} />
        </Datagrid>
    </List>
);

export default StoreList;
