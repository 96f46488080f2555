import { BooleanField, BooleanInput, Datagrid, DeleteButton, EmailField, List, SearchInput, TextField, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { DayTimeField } from '../common/fields';
import { HandledToggle } from '../common/HandledToggle';

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="handled" source="handled" label="Handled" />,
];

const MessagePanel = () => {
    const record = useRecordContext<{ message: string }>();
    return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', px: 2, py: 1 }}>
            {record?.message}
        </Typography>
    );
};

/** Messages sent through Contact Us: read them, mark them handled, delete. */
export const ContactMessageList = () => (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
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
