import type { ReactNode } from 'react';
import { Datagrid, FilterLiveSearch, ListBase, Pagination, useListContext, type RowClickFunction } from 'react-admin';
import { Box, Card, CardHeader, Typography } from '@mui/material';

interface AccountsTableProps {
    title: string;
    accent: string;
    /** The server-side filter that makes this table (`{"due": true}`, `{"payment_status": "paid"}`). */
    filter?: Record<string, unknown>;
    search?: boolean;
    /** `orders` unless told (the Refunds table reads `refunds`), its rows counted as `noun` */
    resource?: string;
    noun?: string;
    sortField?: string;
    searchLabel?: string;
    /** where a row leads (react-admin's rowClick); an order's page unless told */
    rowClick?: RowClickFunction | 'show' | false;
    children: ReactNode;
}

const RowCount = ({ noun }: { noun: string }) => {
    const { total } = useListContext();
    return (
        <>
            {total ?? '…'} {total === 1 ? noun.replace(/s$/, '') : noun}
        </>
    );
};

/** One accounts table: a page of `GET /api/office/orders` (or `refunds`) with its filter, newest first; a row opens it. */
export const AccountsTable = ({
    title,
    accent,
    filter,
    search = false,
    resource = 'orders',
    noun = 'orders',
    sortField = 'created_at',
    searchLabel = 'Order id, name or phone',
    rowClick = 'show',
    children,
}: AccountsTableProps) => (
    <Card variant="outlined" sx={{ borderTop: `4px solid ${accent}`, minWidth: 0 }}>
        <ListBase
            resource={resource}
            filter={filter}
            sort={{ field: sortField, order: 'DESC' }}
            perPage={10}
            disableSyncWithLocation
            storeKey={false}
        >
            <CardHeader
                title={title}
                titleTypographyProps={{ variant: 'h6', component: 'h2' }}
                subheader={<RowCount noun={noun} />}
                action={search ? <FilterLiveSearch label={searchLabel} sx={{ mt: 1, mr: 1, width: 260 }} /> : null}
                sx={{ flexWrap: 'wrap', gap: 1 }}
            />
            <Box sx={{ overflowX: 'auto' }}>
                <Datagrid
                    aria-label={title}
                    bulkActionButtons={false}
                    rowClick={rowClick}
                    empty={
                        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                            No {noun} found.
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
