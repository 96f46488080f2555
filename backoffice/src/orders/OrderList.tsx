import {
    DatagridConfigurable,
    DateInput,
    ExportButton,
    List,
    ReferenceInput,
    SearchInput,
    SelectColumnsButton,
    SelectInput,
    TextField,
    TextInput,
    TopToolbar,
    FunctionField,
    CanAccess,
} from 'react-admin';
import { ShopDateField, OrderStatusField, PaymentStatusField, RupeeField } from '../common/fields';
import { ORDER_STATUS_CHOICES, PAYMENT_METHOD_CHOICES, PAYMENT_STATUS_CHOICES } from './statuses';
import { formatSizes } from '../format';
import type { Order } from '../types';
import { OrderBulkActions, useCanBulk } from './OrderBulkActions';
import { BackgroundExportButton } from '../exports';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Order id, name, phone" />,
    <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
    <SelectInput key="payment_status" source="payment_status" label="Payment" choices={PAYMENT_STATUS_CHOICES} alwaysOn />,
    <SelectInput key="payment_method" source="payment_method" label="Method" choices={PAYMENT_METHOD_CHOICES} />,
    <ReferenceInput key="product_type_id" source="product_type_id" reference="product-types" sort={{ field: 'position', order: 'ASC' }}>
        <SelectInput optionText="name" label="Product" />
    </ReferenceInput>,
    <TextInput key="color" source="color" label="Colour" />,
    <DateInput key="date_gte" source="date_gte" label="From" />,
    <DateInput key="date_lte" source="date_lte" label="To" />,
];

const ListActions = () => (
    <TopToolbar>
        <SelectColumnsButton />
        <CanAccess resource="orders" action="export">
            <ExportButton maxResults={200} />
            <BackgroundExportButton />
        </CanAccess>
    </TopToolbar>
);

/** Every order: search, filters, sorting, pagination; click a row for the order page. */
export const OrderList = () => {
    const canBulk = useCanBulk();
    return (
        <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} actions={<ListActions />}>
            <DatagridConfigurable rowClick="show" bulkActionButtons={canBulk ? <OrderBulkActions /> : false}>
                <TextField source="order_id" label="Order id" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }} />
                <ShopDateField source="date" label="Date" sortBy="created_at" />
                <TextField source="name" />
                <TextField source="phone_number" label="Phone number" />
                <TextField source="product" />
                <TextField source="color" label="Colour" />
                <FunctionField<Order> label="Sizes" sortable={false} render={record => formatSizes(record.sizes)} />
                <RupeeField source="amount" />
                <OrderStatusField source="status" label="Status" />
                <PaymentStatusField source="payment_status" label="Payment" />
            </DatagridConfigurable>
        </List>
    );
};

export default OrderList;
