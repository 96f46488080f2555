import type { ReactNode } from 'react';
import { Datagrid, FilterLiveSearch, ListBase, Pagination, useListContext } from 'react-admin';
import { Box, Card, CardHeader, Typography } from '@mui/material';

interface AccountsTableProps {
    title: string;
    accent: string;
    /** The server-side filter that makes this table (`{"due": true}`, `{"payment_status": "paid"}`). */
    filter?: Record<string, unknown>;
    search?: boolean;
    children: ReactNode;
}

const OrderCount = () => {
    const { total } = useListContext();
    return <>{total ?? '…'} orders</>;
};

/** One accounts table: a page of `GET /api/office/orders` with its filter, newest first; a row opens the order. */
export const AccountsTable = ({ title, accent, filter, search = false, children }: AccountsTableProps) => (
    <Card variant="outlined" sx={{ borderTop: `4px solid ${accent}`, minWidth: 0 }}>
        <ListBase
            resource="orders"
            filter={filter}
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={10}
            disableSyncWithLocation
            storeKey={false}
        >
            <CardHeader
                title={title}
                titleTypographyProps={{ variant: 'h6', component: 'h2' }}
                subheader={<OrderCount />}
                action={search ? <FilterLiveSearch label="Order id, name or phone" sx={{ mt: 1, mr: 1, width: 260 }} /> : null}
                sx={{ flexWrap: 'wrap', gap: 1 }}
            />
            <Box sx={{ overflowX: 'auto' }}>
                <Datagrid
                    aria-label={title}
                    bulkActionButtons={false}
                    rowClick="show"
                    empty={
                        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                            No orders found.
                        </Typography>
                    }
                >
                    {children}
                </Datagrid>
            </Box>
            <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </ListBase>
    </Card>
);
