import {
    Datagrid,
    FunctionField,
    Labeled,
    NumberField,
    Pagination,
    ReferenceManyField,
    Show,
    SimpleShowLayout,
    TextField,
    useRecordContext,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../format';
import type { BlankItem, StockMovement } from '../types';
import { blankName } from './blankName';
import { StockButtons } from './StockButtons';
import { AvailableField, ColourField } from './StockFields';

const KIND: Record<StockMovement['kind'], string> = {
    receive: 'Received',
    adjust: 'Adjusted',
    reserve: 'Reserved',
    release: 'Released',
    consume: 'Printed',
};

const signed = (value: number) => (value > 0 ? `+${value}` : value === 0 ? '' : String(value));

const Heading = () => {
    const item = useRecordContext<BlankItem>();
    return item ? (
        <Typography variant="h6" component="h1">
            {blankName(item)}
        </Typography>
    ) : null;
};

/** One blank: its counts, Receive and Adjust, and every movement (who, when, why, which order), newest first. */
export const BlankStockShow = () => (
    <Show title="Blank stock">
        <SimpleShowLayout>
            <Heading />
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
                <Labeled label="Colour">
                    <ColourField />
                </Labeled>
                <Labeled label="On hand">
                    <NumberField source="on_hand" />
                </Labeled>
                <Labeled label="Reserved">
                    <NumberField source="reserved" />
                </Labeled>
                <Labeled label="Available">
                    <AvailableField />
                </Labeled>
                <Labeled label="Low at">
                    <NumberField source="low_stock_at" />
                </Labeled>
            </Box>
            <StockButtons />
            <ReferenceManyField
                reference="stock-movements"
                target="item_id"
                label="Movements"
                sort={{ field: 'created_at', order: 'DESC' }}
                perPage={25}
                pagination={<Pagination rowsPerPageOptions={[25]} />}
            >
                <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography color="text.secondary">No movements yet.</Typography>}>
                    <FunctionField label="When" render={(m: StockMovement) => formatDateTime(m.created_at)} />
                    <FunctionField label="What" render={(m: StockMovement) => KIND[m.kind]} />
                    <FunctionField label="On hand" render={(m: StockMovement) => signed(m.on_hand_delta)} />
                    <FunctionField label="Reserved" render={(m: StockMovement) => signed(m.reserved_delta)} />
                    <TextField source="reason" />
                    <FunctionField label="Order / reference" render={(m: StockMovement) => m.order_id ?? m.reference} />
                    <TextField source="actor" label="Who" emptyText="The shop" />
                </Datagrid>
            </ReferenceManyField>
        </SimpleShowLayout>
    </Show>
);

export default BlankStockShow;
