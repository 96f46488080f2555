import { BooleanInput, Edit, SimpleForm, TextInput, required } from 'react-admin';
import { Box } from '@mui/material';
import { SaveOnlyToolbar } from '../common/SaveOnlyToolbar';
import { KEEP_TYPED } from '../common/keepTyped';

/** Edit a customer's name, email, address, or switch the account off. */
export const CustomerEdit = () => (
    <Edit mutationMode="pessimistic" redirect="show">
        <SimpleForm resetOptions={KEEP_TYPED} toolbar={<SaveOnlyToolbar />}>
            <TextInput source="phone_number" label="Phone number" disabled />
            <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
                <TextInput source="name" validate={required()} sx={{ flex: 1, minWidth: 220 }} />
                <TextInput source="email" type="email" sx={{ flex: 1, minWidth: 220 }} />
            </Box>
            <TextInput source="area" validate={required()} fullWidth />
            <TextInput source="landmark" validate={required()} fullWidth />
            <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
                <TextInput source="city" label="City/town" validate={required()} />
                <TextInput source="state" validate={required()} />
                <TextInput source="pin_code" label="PIN code" validate={required()} />
            </Box>
            <BooleanInput source="is_active" label="Active (can log in)" />
        </SimpleForm>
    </Edit>
);

export default CustomerEdit;
