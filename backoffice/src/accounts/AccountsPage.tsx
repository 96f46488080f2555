import { useCallback } from 'react';
import { Title, useNotify } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { SUMMARY_KEY, useShop } from '../providers/useShop';
import { TotalsText } from '../layout/TotalsText';
import type { PaymentStatus } from '../types';
import { LedgerTable } from './LedgerTable';
import { OrderPaymentsTable } from './OrderPaymentsTable';
import { usePagedQuery } from './usePagedQuery';

const ACCOUNTS_KEY = ['shop', 'accounts'] as const;

/** Accounts: Credit (Unpaid), Debit (Paid) and Order Payments with the payment toggle. */
export const AccountsPage = () => {
    const shop = useShop();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const unpaid = usePagedQuery([...ACCOUNTS_KEY, 'unpaid'], params => shop.unpaidList(params));
    const paid = usePagedQuery([...ACCOUNTS_KEY, 'paid'], params => shop.paidList(params));
    const payments = usePagedQuery([...ACCOUNTS_KEY, 'payments'], params => shop.paymentList(params));

    const toggle = useCallback(
        async (orderId: string, next: PaymentStatus) => {
            try {
                await shop.paymentStatusSet(orderId, next);
                notify('Payment status updated successfully.', { type: 'success' });
            } catch (error) {
                console.error(error);
                notify('Failed to update payment status.', { type: 'error' });
            } finally {
                await Promise.all([
                    queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
                    queryClient.invalidateQueries({ queryKey: SUMMARY_KEY }),
                    queryClient.invalidateQueries({ queryKey: ['shop', 'board'] }),
                    queryClient.invalidateQueries({ queryKey: ['orders'] }),
                ]);
            }
        },
        [shop, notify, queryClient],
    );

    return (
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
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                <LedgerTable
                    title="Credit (Unpaid)"
                    accent="#e0a21b"
                    rows={(unpaid.data?.items ?? []).map(row => ({ ...row, amount: row.due_amount }))}
                    total={unpaid.data?.total ?? 0}
                    loading={unpaid.isPending}
                    page={unpaid.page}
                    perPage={unpaid.perPage}
                    onPageChange={unpaid.setPage}
                    onPerPageChange={unpaid.setPerPage}
                />
                <LedgerTable
                    title="Debit (Paid)"
                    accent="#2e7d32"
                    rows={(paid.data?.items ?? []).map(row => ({ ...row, amount: row.paid_amount }))}
                    total={paid.data?.total ?? 0}
                    loading={paid.isPending}
                    page={paid.page}
                    perPage={paid.perPage}
                    onPageChange={paid.setPage}
                    onPerPageChange={paid.setPerPage}
                />
            </Box>
            <OrderPaymentsTable
                rows={payments.data?.items ?? []}
                total={payments.data?.total ?? 0}
                loading={payments.isPending}
                page={payments.page}
                perPage={payments.perPage}
                q={payments.q}
                onSearch={payments.setQ}
                onPageChange={payments.setPage}
                onPerPageChange={payments.setPerPage}
                onToggle={toggle}
            />
        </Box>
    );
};

export default AccountsPage;
