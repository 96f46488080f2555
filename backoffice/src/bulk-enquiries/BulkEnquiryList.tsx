import {
    BooleanField,
    Datagrid,
    DeleteButton,
    EmailField,
    List,
    NumberField,
    TextField,
} from 'react-admin';
import { DayTimeField } from '../common/fields';
import { HANDLED_FILTERS, HandledToggle } from '../common/HandledToggle';
import { MessagePanel } from '../common/MessagePanel';

/** Bulk-order enquiries from /bulk: call back, mark handled. */
export const BulkEnquiryList = () => (
    <List filters={HANDLED_FILTERS} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
        <Datagrid expand={<MessagePanel />} rowClick="expand">
            <DayTimeField source="created_at" label="Received" />
            <TextField source="name" />
            <TextField source="phone_number" label="Phone number" />
            <EmailField source="email" />
            <TextField source="product" />
            <NumberField source="quantity" />
            <BooleanField source="handled" />
            <HandledToggle />
            <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
    </List>
);

export default BulkEnquiryList;
