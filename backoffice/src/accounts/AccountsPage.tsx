import { TextField, Title, WrapperField, type Identifier, type RaRecord } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { DayField, RupeeField, PaymentStatusField, ShopDateField } from '../common/fields';
import { TotalsText } from '../layout/TotalsText';
import { PaymentToggle } from '../orders/PaymentToggle';
import { AccountsTable } from './AccountsTable';
import { GiftCardLiability } from '../gift-cards/GiftCardLiability';

/** Credit (Unpaid) and Debit (Paid): phone number, amount, date (SPEC section 2). */
const ledgerColumns = [
    <TextField key="phone" source="phone_number" label="Phone Number" />,
    <RupeeField key="amount" source="amount" label="Amount" />,
    <ShopDateField key="date" source="date" label="Date" sortBy="created_at" />,
];

/** Refunds: money going back to customers (the order and its return, phone number, amount, date, UTR); a row opens its return. */
const mono = { fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' } as const;
const refundColumns = [
    <TextField key="order" source="order_id" label="Order Id" sortable={false} sx={mono} />,
    <TextField key="return" source="number" label="Return" sortable={false} sx={mono} />,
    <TextField key="phone" source="phone_number" label="Phone Number" sortable={false} />,
    <RupeeField key="amount" source="amount" label="Amount" sortable={false} />,
    <DayField key="date" source="refunded_at" label="Date" />,
    <TextField key="utr" source="reference" label="UTR" sortable={false} sx={mono} />,
];

/** A refund row's return page (the row's `return_id`, else its own id: the return's). */
const refundRow = (id: Identifier, _resource: string, record: RaRecord) => `/returns/${String(record.return_id ?? id)}/show`;

/**
 * Accounts: what is owed (the server's DUE rule: unpaid and not cancelled), what is paid, and every
 * order with the Mark as Paid / Mark as Unpaid toggle; and the refunds, money going back. The header
 * totals are the sums of the first two, the refunds beside them.
 */
export const AccountsPage = () => (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
        <Title title="Accounts" />
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h5" component="h1">
                Accounts
            </Typography>
            <Box sx={{ color: 'text.secondary' }}>
                <TotalsText />
            </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' } }}>
            <AccountsTable title="Credit (Unpaid)" accent="#e0a21b" filter={{ due: true }}>
                {ledgerColumns}
            </AccountsTable>
            <AccountsTable title="Debit (Paid)" accent="#2e7d32" filter={{ payment_status: 'paid' }}>
                {ledgerColumns}
            </AccountsTable>
        </Box>
        <AccountsTable
            title="Refunds"
            accent="#c50404"
            resource="refunds"
            noun="refunds"
            sortField="refunded_at"
            search
            searchLabel="Phone, order id or return number"
            rowClick={refundRow}
        >
            {refundColumns}
        </AccountsTable>
        <GiftCardLiability />
        <AccountsTable title="Order Payments" accent="#3469b7" search>
            <TextField source="order_id" label="Order Id" sx={{ fontFamily: 'ui-monospace, monospace' }} />
            <TextField source="name" label="Name" />
            <TextField source="phone_number" label="Phone Number" />
            <PaymentStatusField source="payment_status" label="Payment Status" />
            <WrapperField label="Action" textAlign="right" sortable={false}>
                <PaymentToggle />
            </WrapperField>
        </AccountsTable>
    </Box>
);

export default AccountsPage;
