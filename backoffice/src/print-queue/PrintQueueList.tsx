import { List, Pagination, useListContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { Order } from '../types';
import { PrintQueueCard } from './PrintQueueCard';

const Cards = () => {
    const { data, isPending } = useListContext<Order>();
    if (isPending) return null;
    if (!data?.length) {
        return (
            <Typography color="text.secondary" sx={{ p: 2 }}>
                Nothing to print: no confirmed orders.
            </Typography>
        );
    }
    return (
        <Box sx={{ display: 'grid', gap: 1.5, p: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
            {data.map(order => (
                <PrintQueueCard key={order.id} order={order} />
            ))}
        </Box>
    );
};

/** The print floor's screen: confirmed orders, soonest due first (`GET /api/office/print-queue`), each with its files. */
export const PrintQueueList = () => (
    <List
        title="Print queue"
        sort={{ field: 'dispatch_by', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={false}
        pagination={<Pagination rowsPerPageOptions={[25, 50]} />}
    >
        <Cards />
    </List>
);

export default PrintQueueList;
