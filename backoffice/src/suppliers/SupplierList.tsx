import { BooleanField, CreateButton, Datagrid, EmailField, List, SimpleList, TextField, TextInput, TopToolbar } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { Supplier } from '../types';

const filters = [<TextInput key="q" source="q" label="Search name or GSTIN" alwaysOn />];

/** On a phone: a short entry per supplier (name; GSTIN, e-mail, switched off), no wider than the screen. */
const PhoneList = () => (
    <SimpleList<Supplier>
        linkType="edit"
        primaryText={s => s.name}
        secondaryText={s => [`GSTIN ${s.gstin}`, s.email, s.active ? '' : 'switched off'].filter(Boolean).join(' · ')}
        rowSx={() => ({ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
    />
);

/** Suppliers by name; a row opens its form. A phone gets the short list. */
export const SupplierList = () => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <List title="Suppliers" filters={filters} actions={<TopToolbar><CreateButton label="New supplier" /></TopToolbar>} exporter={false}>
            {phone ? (
                <PhoneList />
            ) : (
                <Datagrid rowClick="edit" bulkActionButtons={false}>
                    <TextField source="name" />
                    <TextField source="gstin" label="GSTIN" sortable={false} />
                    <EmailField source="email" label="E-mail" sortable={false} />
                    <TextField source="phone" sortable={false} />
                    <BooleanField source="active" sortable={false} />
                </Datagrid>
            )}
        </List>
    );
};

export default SupplierList;
