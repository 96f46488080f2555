import { useQuery } from '@tanstack/react-query';
import { Box, Chip, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { formatDateTime } from '../format';
import { getCourierTracking } from './api';

const RETURNING = new Set(['rto_initiated', 'rto_in_transit', 'rto_delivered', 'lost', 'ndr']);

/** The order page's parcel: its state from the courier beside the order's status, and every courier event (a late one kept, greyed: it did not move the parcel). */
export const OrderParcel = ({ orderId }: { orderId: string }) => {
    const { data, isPending } = useQuery({
        queryKey: ['courier-tracking', orderId],
        queryFn: () => getCourierTracking(orderId),
        staleTime: 30_000,
    });
    if (isPending) return <Skeleton variant="rounded" height={60} />;
    if (!data) return null;
    return (
        <Box component="section" aria-label="Parcel">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle2">Parcel</Typography>
                <Chip size="small" label={data.label} color={RETURNING.has(data.state) ? 'warning' : 'default'} />
                {data.state_at ? (
                    <Typography variant="body2" color="text.secondary">
                        {formatDateTime(data.state_at)}
                    </Typography>
                ) : null}
            </Box>
            {data.reason ? <Typography variant="body2">{data.reason}</Typography> : null}
            {data.events.length ? (
                <List dense disablePadding>
                    {data.events.map((event) => (
                        <ListItem key={event.id} disableGutters sx={{ opacity: event.moved ? 1 : 0.6 }}>
                            <ListItemText
                                primary={`${event.courier_status}${event.reason ? `: ${event.reason}` : ''}`}
                                secondary={`${formatDateTime(event.happened_at)} · ${event.source}${event.location ? ` · ${event.location}` : ''}${event.moved ? '' : ' · history only'}`}
                            />
                        </ListItem>
                    ))}
                </List>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    No courier scan yet.
                </Typography>
            )}
        </Box>
    );
};
