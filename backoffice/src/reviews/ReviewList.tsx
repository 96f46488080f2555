import {
    CanAccess,
    Datagrid,
    DateInput,
    FunctionField,
    List,
    ReferenceInput,
    SearchInput,
    SelectInput,
    TextField,
} from 'react-admin';
import { Box, Chip } from '@mui/material';
import { DayField } from '../common/fields';
import type { Review } from '../types';
import { ReviewBulkActions } from './ReviewBulkActions';
import { STATUS_CHOICES, StarsField, statusColour } from './Stars';

const RATING_CHOICES = [5, 4, 3, 2, 1].map(n => ({ id: n, name: `${n} star${n === 1 ? '' : 's'}` }));

const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
    <SelectInput key="rating" source="rating" label="Rating" choices={RATING_CHOICES} />,
    <ReferenceInput key="item_id" source="item_id" reference="catalogue-items" sort={{ field: 'position', order: 'ASC' }}>
        <SelectInput optionText="name" label="Item" />
    </ReferenceInput>,
    <ReferenceInput key="product_type_id" source="product_type_id" reference="product-types" sort={{ field: 'position', order: 'ASC' }}>
        <SelectInput optionText="name" label="Product type" />
    </ReferenceInput>,
    <DateInput key="created_at_gte" source="created_at_gte" label="From" />,
    <DateInput key="created_at_lte" source="created_at_lte" label="Until" />,
];

const clamp = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/** Reviews waiting for the team first: accept or reject in bulk, open one to reply. */
export const ReviewList = () => (
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
        <Datagrid
            rowClick="edit"
            bulkActionButtons={
                <CanAccess resource="reviews" action="edit">
                    <ReviewBulkActions />
                </CanAccess>
            }
        >
            <DayField source="created_at" label="Date" />
            <StarsField label="Rating" sortBy="rating" />
            <TextField source="product" sortable={false} />
            <TextField source="customer_name" label="Customer" sortable={false} />
            <FunctionField<Review>
                label="Review"
                render={record => (
                    <Box sx={{ maxWidth: 420 }}>
                        <strong>{record.title}</strong>
                        <Box sx={clamp}>{record.comment}</Box>
                    </Box>
                )}
            />
            <FunctionField<Review> label="Photos" render={record => (record.photos.length ? record.photos.length : '')} />
            <FunctionField<Review>
                label="Status"
                sortBy="status"
                render={record => <Chip size="small" color={statusColour(record.status)} label={record.status} />}
            />
        </Datagrid>
    </List>
);

export default ReviewList;
