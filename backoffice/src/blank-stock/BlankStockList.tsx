import { useMemo } from 'react';
import { BooleanInput, CreateButton, Datagrid, List, NumberField, SelectInput, TextField, TextInput, TopToolbar, useCanAccess } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { BlankStockCards } from './BlankStockCards';
import { AvailableField, ColourField } from './StockFields';
import { StockButtons } from './StockButtons';
import { useProductTypes } from './useProductTypes';

const NO_TYPES: { id: number; name: string }[] = [];

const useFilters = () => {
    const { data: types = NO_TYPES } = useProductTypes();
    return useMemo(
        () => [
            <SelectInput key="type" source="product_type_id" label="Product type" choices={types} alwaysOn />,
            <TextInput key="colour" source="colour" label="Colour" alwaysOn />,
            <BooleanInput key="low" source="low" label="Low stock" alwaysOn />,
        ],
        [types],
    );
};

const Actions = () => {
    const { canAccess } = useCanAccess({ resource: 'blank-stock', action: 'create' });
    return <TopToolbar>{canAccess ? <CreateButton label="Add a blank" /> : null}</TopToolbar>;
};

/** Blank stock: per product type, colour and size, on hand, reserved (confirmed orders not yet printed) and available; receive and adjust per row. A phone gets a card per blank. */
export const BlankStockList = () => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
        <List title="Blank stock" filters={useFilters()} actions={<Actions />} perPage={25} exporter={false}>
            {phone ? (
                <BlankStockCards />
            ) : (
                <Datagrid rowClick="show" bulkActionButtons={false}>
                    <TextField source="product_type" label="Product type" sortable />
                    <TextField source="sleeve" sortable={false} />
                    <ColourField label="Colour" />
                    <TextField source="size" />
                    <NumberField source="on_hand" label="On hand" />
                    <NumberField source="reserved" />
                    <AvailableField label="Available" />
                    <NumberField source="low_stock_at" label="Low at" />
                    <StockButtons />
                </Datagrid>
            )}
        </List>
    );
};

export default BlankStockList;
