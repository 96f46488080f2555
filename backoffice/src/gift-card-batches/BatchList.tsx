import { CanAccess, CreateButton, Datagrid, FunctionField, List, NumberField, SearchInput, TextField, TopToolbar } from 'react-admin';
import { Chip } from '@mui/material';
import { DayField, DayTimeField, RupeeField } from '../common/fields';
import type { GiftCardBatch } from './api';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Company" />];

/** Companies' gift card batches, newest first: paid, or waiting for the company's payment. */
export const BatchList = () => (
    <List
        empty={false}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
            <TopToolbar>
                <CanAccess resource="gift-card-batches" action="create">
                    <CreateButton label="Issue gift cards" />
                </CanAccess>
            </TopToolbar>
        }
    >
        <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="company" sortable={false} />
            <NumberField source="count" label="Cards" sortable={false} />
            <RupeeField source="amount" label="Each" sortable={false} />
            <TextField source="buyer" sortable={false} />
            <DayField source="expires_on" label="Valid until" sortable={false} />
            <FunctionField<GiftCardBatch>
                label="Payment"
                render={b => (b.paid ? <Chip size="small" color="success" label="Paid" /> : <Chip size="small" color="warning" label="Waiting for payment" />)}
            />
            <DayTimeField source="created_at" label="Issued" />
        </Datagrid>
    </List>
);

export default BatchList;
