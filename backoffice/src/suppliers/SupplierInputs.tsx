import { BooleanInput, SelectArrayInput, SelectInput, TextInput, email, required } from 'react-admin';
import { useProductTypes } from '../blank-stock/useProductTypes';
import { STATE_CHOICES } from './states';

/** The supplier's form, shared by Create and Edit; the server checks the GSTIN and its state. */
export const SupplierInputs = ({ editing = false }: { editing?: boolean }) => {
    const { data: types = [] } = useProductTypes();
    return (
        <>
            <TextInput source="name" validate={required()} fullWidth />
            <TextInput source="gstin" label="GSTIN" validate={required()} helperText="15 characters: the state code, the PAN, 3 more" />
            <SelectInput source="state_code" label="State" choices={STATE_CHOICES} validate={required()} />
            <TextInput source="address" validate={required()} multiline fullWidth />
            <TextInput source="email" label="E-mail" validate={email()} helperText="Purchase orders are sent here" />
            <TextInput source="phone" />
            <SelectArrayInput source="product_type_ids" label="Sells" choices={types} helperText="None: every blank" />
            {editing ? <BooleanInput source="active" /> : null}
        </>
    );
};
