import { BooleanField, Datagrid, DeleteButton, EmailField, List, TextField } from 'react-admin';
import { DayTimeField } from '../common/fields';
import { HANDLED_FILTERS, HandledToggle } from '../common/HandledToggle';
import { MessagePanel } from '../common/MessagePanel';

/** Messages sent through Contact Us: read them, mark them handled, delete. */
export const ContactMessageList = () => (
    <List filters={HANDLED_FILTERS} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
        <Datagrid expand={<MessagePanel />} rowClick="expand">
            <DayTimeField source="created_at" label="Received" />
            <TextField source="name" />
            <EmailField source="email" />
            <TextField source="message" sx={{ display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 420 }} />
            <BooleanField source="handled" />
            <HandledToggle />
            <DeleteButton mutationMode="pessimistic" />
        </Datagrid>
    </List>
);

export default ContactMessageList;
