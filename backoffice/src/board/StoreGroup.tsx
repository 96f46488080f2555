import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import type { StoreRow } from '../types';
import { formatDateTime } from '../format';

/**
 * A campaign store's orders grouped under it: the store's heading (title, link, status, closing time, each design's
 * progress) with the board's columns of its orders beneath; "All orders" goes back to the whole board.
 */
export const StoreGroup = ({ store, onClear, children }: { store: number; onClear: () => void; children: ReactNode }) => {
    const { data, isPending, error } = useGetOne<StoreRow>('stores', { id: store });
    const title = data ? `Store: ${data.title}` : isPending ? 'Store…' : 'Store not found';
    return (
        <Paper component="section" aria-labelledby="board-store" variant="outlined" sx={{ p: 1.25, borderRadius: 2, borderLeft: '6px solid #7b2d5b' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.25 }}>
                <Typography id="board-store" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {title}
                </Typography>
                {data ? (
                    <>
                        <Chip size="small" label={data.status === 'open' ? 'Open' : 'Closed'} color={data.status === 'open' ? 'success' : 'default'} />
                        <Typography variant="body2" color="text.secondary">
                            /store/{data.slug} · closes {formatDateTime(data.closes_at)} · {data.progress}
                        </Typography>
                    </>
                ) : error ? (
                    <Typography variant="body2" color="error">
                        This store is not in the office's list.
                    </Typography>
                ) : null}
                <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
                    All orders
                </Button>
            </Box>
            {children}
        </Paper>
    );
};
