import { BooleanField, Datagrid, DateField, List, SelectField, TextField } from 'react-admin';
import { OFFER_KINDS } from './OfferInputs';

/** The automatic offers: buy N, free shipping, a festival's percent off. */
export const OfferList = () => (
    <List sort={{ field: 'id', order: 'DESC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
            <TextField source="name" />
            <SelectField source="kind" choices={OFFER_KINDS} />
            <TextField source="banner" />
            <DateField source="ends_at" label="Ends" showTime />
            <BooleanField source="active" label="Running" />
        </Datagrid>
    </List>
);

export default OfferList;
