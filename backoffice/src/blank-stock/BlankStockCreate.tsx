import { Create, NumberInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { useProductTypes } from './useProductTypes';

/** A blank the shop now counts (nothing on hand: receive it next). Size empty for a one-size product. */
export const BlankStockCreate = () => {
    const { data: types = [] } = useProductTypes();
    return (
        <Create title="Add a blank" redirect="show">
            <SimpleForm>
                <SelectInput source="product_type_id" label="Product type" choices={types} validate={required()} />
                <TextInput source="sleeve" helperText="As the product's sleeve choice says (Half Sleeve), or empty" />
                <TextInput source="colour" validate={required()} helperText="The palette's name, e.g. Black" />
                <TextInput source="size" helperText="S to 5XL; empty for a one-size product" />
                <NumberInput source="low_stock_at" label="Low at (available)" defaultValue={0} min={0} />
            </SimpleForm>
        </Create>
    );
};

export default BlankStockCreate;
