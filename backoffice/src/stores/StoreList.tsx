import { Button, CreateButton, Datagrid, DateField, FunctionField, List, NumberField, SelectInput, TextField, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StoreRow } from '../types';
import { StoreActions } from './StoreActions';
import { StoreDuplicateButton } from './StoreDuplicateButton';
import { StoreBoardLink } from './StoreBoardLink';

const filters = [
    <SelectInput
        key="status"
        source="status"
        alwaysOn
        choices={[
            { id: 'draft', name: 'Draft' },
            { id: 'open', name: 'Open' },
            { id: 'closed', name: 'Closed' },
        ]}
    />,
];

/** Campaign stores, latest closing first: status (drafts too), closing time, each design's progress; money for those
 * who see it; the store's orders on the board; "Duplicate" stores a draft with new dates and opens its edit page, where
 * the desk opens the store. */
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
            <FunctionField<StoreRow>
                label=""
                render={s =>
                    s.status === 'draft' ? (
                        <Button label="Edit draft" component={Link} to={`/store-drafts/${s.id}`} />
                    ) : (
                        <StoreDuplicateButton id={s.id} />
                    )
                }
            />
        </Datagrid>
    </List>
);

export default StoreList;
