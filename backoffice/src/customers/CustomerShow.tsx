import {
    BooleanField,
    CanAccess,
    Datagrid,
    EditButton,
    EmailField,
    FunctionField,
    Pagination,
    ReferenceManyField,
    Show,
    TabbedShowLayout,
    TextField,
    TopToolbar,
} from 'react-admin';
import { DayField, ShopDateField, OrderStatusField, PaymentStatusField, RupeeField } from '../common/fields';
import { formatSizes } from '../format';
import type { Order } from '../types';
import { ResetLinkButton } from './ResetLinkButton';
import { StoreCredit } from './StoreCredit';

const Actions = () => (
    <TopToolbar>
        <CanAccess resource="customers" action="reset">
            <ResetLinkButton />
        </CanAccess>
        <EditButton />
    </TopToolbar>
);

/** A customer: details, address, money, their orders and their store credit (granted here with a reason). */
export const CustomerShow = () => (
    <Show actions={<Actions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Orders">
                <ReferenceManyField
                    reference="orders"
                    target="customer_id"
                    label={false}
                    sort={{ field: 'created_at', order: 'DESC' }}
                    perPage={10}
                    pagination={<Pagination />}
                >
                    <Datagrid rowClick="show" bulkActionButtons={false}>
                        <TextField source="order_id" label="Order id" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }} />
                        <ShopDateField source="date" label="Date" sortBy="created_at" />
                        <TextField source="product" />
                        <TextField source="color" label="Colour" />
                        <FunctionField<Order> label="Sizes" render={record => formatSizes(record.sizes)} />
                        <RupeeField source="amount" />
                        <OrderStatusField label="Status" />
                        <PaymentStatusField label="Payment" />
                    </Datagrid>
                </ReferenceManyField>
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="Details">
                <TextField source="name" />
                <TextField source="phone_number" label="Phone number" />
                <EmailField source="email" />
                <FunctionField
                    label="Address"
                    render={(r: Record<string, string>) => [r.area, r.landmark, r.city, r.state, r.pin_code].filter(Boolean).join(', ')}
                />
                <RupeeField source="total_due" label="Total due" />
                <RupeeField source="total_paid" label="Total paid" />
                <RupeeField source="total_refunded" label="Total refunded" />
                <BooleanField source="is_active" label="Active" />
                <DayField source="date_joined" label="Joined" />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="Store credit" path="store-credit">
                <StoreCredit />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export default CustomerShow;
