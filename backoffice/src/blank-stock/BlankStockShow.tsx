import {
    Datagrid,
    FunctionField,
    Labeled,
    NumberField,
    Pagination,
    ReferenceManyField,
    Show,
    SimpleList,
    SimpleShowLayout,
    TextField,
    useRecordContext,
} from 'react-admin';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
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

const counts = (m: StockMovement) =>
    [m.on_hand_delta ? `${signed(m.on_hand_delta)} on hand` : '', m.reserved_delta ? `${signed(m.reserved_delta)} reserved` : ''].filter(Boolean).join(', ');

const NO_MOVEMENTS = <Typography color="text.secondary">No movements yet.</Typography>;

/** A wide screen: a row per movement. */
const MovementRows = () => (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={NO_MOVEMENTS}>
        <FunctionField label="When" render={(m: StockMovement) => formatDateTime(m.created_at)} />
        <FunctionField label="What" render={(m: StockMovement) => KIND[m.kind]} />
        <FunctionField label="On hand" render={(m: StockMovement) => signed(m.on_hand_delta)} />
        <FunctionField label="Reserved" render={(m: StockMovement) => signed(m.reserved_delta)} />
        <TextField source="reason" />
        <FunctionField label="Order / reference" render={(m: StockMovement) => m.order_id ?? m.reference} />
        <TextField source="actor" label="Who" emptyText="The shop" />
    </Datagrid>
);

/** A phone: a short entry per movement (what and how many; when, reason, order or reference, who). */
const MovementEntries = () => (
    <SimpleList<StockMovement>
        linkType={false}
        empty={NO_MOVEMENTS}
        primaryText={m => `${KIND[m.kind]}: ${counts(m)}`}
        secondaryText={m => [formatDateTime(m.created_at), m.reason, m.order_id ?? m.reference, m.actor ?? 'The shop'].filter(Boolean).join(' · ')}
        rowSx={() => ({ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
    />
);

const Heading = () => {
    const item = useRecordContext<BlankItem>();
    return item ? (
        <Typography variant="h6" component="h1">
            {blankName(item)}
        </Typography>
    ) : null;
};

/** One blank: its counts, Receive and Adjust, and every movement (who, when, why, which order), newest first. */
export const BlankStockShow = () => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    return (
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
                    {phone ? <MovementEntries /> : <MovementRows />}
                </ReferenceManyField>
            </SimpleShowLayout>
        </Show>
    );
};

export default BlankStockShow;
