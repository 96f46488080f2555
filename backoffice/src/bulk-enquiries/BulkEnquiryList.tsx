import {
    BooleanField,
    BooleanInput,
    Datagrid,
    DeleteButton,
    EmailField,
    List,
    NumberField,
    SearchInput,
    TextField,
    useRecordContext,
} from 'react-admin';
import { Typography } from '@mui/material';
import { DayTimeField } from '../common/fields';
import { HandledToggle } from '../common/HandledToggle';

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <BooleanInput key="handled" source="handled" label="Handled" />,
];

const EnquiryPanel = () => {
    const record = useRecordContext<{ message: string }>();
    return (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', px: 2, py: 1 }}>
            {record?.message || 'No message.'}
        </Typography>
    );
};

/** Bulk-order enquiries from /bulk: call back, mark handled. */
export const BulkEnquiryList = () => (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} empty={false}>
        <Datagrid expand={<EnquiryPanel />} rowClick="expand">
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
