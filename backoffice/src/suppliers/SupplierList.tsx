import { BooleanField, CreateButton, Datagrid, EmailField, List, TextField, TextInput, TopToolbar } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';

const filters = [<TextInput key="q" source="q" label="Search name or GSTIN" alwaysOn />];

/** Suppliers by name; a row opens its form. */
export const SupplierList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <List title="Suppliers" filters={filters} actions={<TopToolbar><CreateButton label="New supplier" /></TopToolbar>} exporter={false}>
            <Datagrid rowClick="edit" bulkActionButtons={false}>
                <TextField source="name" />
                <TextField source="gstin" label="GSTIN" sortable={false} />
                {narrow ? null : <EmailField source="email" label="E-mail" sortable={false} />}
                {narrow ? null : <TextField source="phone" sortable={false} />}
                <BooleanField source="active" sortable={false} />
            </Datagrid>
        </List>
    );
};

export default SupplierList;
