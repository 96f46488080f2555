import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { OrderDetail } from './types';
import { formatDateTime } from '../format';

/** Every status and payment change: who, when, from, to (written by the services). */
export const OrderHistory = ({ record }: { record: OrderDetail }) => (
    <Card variant="outlined">
        <CardHeader title="History" titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} />
        <CardContent sx={{ pt: 0 }}>
            {record.history.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    No changes yet.
                </Typography>
            ) : (
                <List dense disablePadding aria-label="Order history">
                    {record.history.map(event => (
                        <ListItem key={event.id} disableGutters>
                            <ListItemText
                                primary={`${event.kind === 'payment' ? 'Payment' : 'Status'}: ${event.from_value} → ${event.to_value}`}
                                secondary={`${formatDateTime(event.created_at)}${event.actor ? ` · ${event.actor}` : ''}`}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </CardContent>
    </Card>
);
