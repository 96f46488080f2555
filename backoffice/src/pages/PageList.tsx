import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { Link } from '@mui/material';
import { DayTimeField } from '../common/fields';
import type { SellerPage } from '../types';
import { shopPageUrl } from './PageEdit';

/** The seller's pages (About us, Grievance officer, the policies), in the footer's order; a click edits one. */
export const PageList = () => (
    <List pagination={false} perPage={50} sort={{ field: 'position', order: 'ASC' }} exporter={false} empty={false}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="title" sortable={false} />
            <FunctionField<SellerPage>
                label="Address on the shop"
                sortable={false}
                render={record => (
                    <Link href={shopPageUrl(record.slug)} target="_blank" rel="noopener" onClick={event => event.stopPropagation()}>
                        {shopPageUrl(record.slug)}
                    </Link>
                )}
            />
            <DayTimeField source="updated_at" label="Last changed" sortable={false} />
        </Datagrid>
    </List>
);

export default PageList;
