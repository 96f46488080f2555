import { Box, Card, CardContent, CardHeader, Link, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatRupees } from '../format';
import { RefundStateLine } from './RefundState';
import type { ReturnDetail } from './types';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
    <Card variant="outlined" component="section" aria-label={title}>
        <CardHeader title={title} titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} sx={{ pb: 0 }} />
        <CardContent>{children}</CardContent>
    </Card>
);

const Line = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
            {label}:
        </Box>{' '}
        {children}
    </Typography>
);

const orderHref = (orderId: string) => `#/orders/${encodeURIComponent(orderId)}/show`;

/** The order the return is of: status, payment, amount, delivered date; and the replacement order of an exchange. */
export const ReturnOrderCard = ({ record }: { record: ReturnDetail }) => (
    <Section title="Order">
        <Line label="Order">
            <Link href={orderHref(record.order_id)} sx={{ fontFamily: 'ui-monospace, monospace' }}>
                {record.order_id}
            </Link>
        </Line>
        <Line label="Status">{record.order.status}</Line>
        <Line label="Payment">
            {record.order.payment_method === 'upi' ? 'UPI' : 'Cash on delivery'}, {record.order.payment_status}
        </Line>
        <Line label="Amount">{formatRupees(record.order.amount)}</Line>
        <Line label="Delivered">{record.order.delivered_on ? formatDate(record.order.delivered_on) : 'not recorded'}</Line>
        <Line label="Customer">
            {record.name} · {record.phone_number}
            {record.email ? ` · ${record.email}` : ''}
        </Line>
        {record.replacement_order_id ? (
            <Line label="Replacement order">
                <Link href={orderHref(record.replacement_order_id)} sx={{ fontFamily: 'ui-monospace, monospace' }}>
                    {record.replacement_order_id}
                </Link>
            </Line>
        ) : null}
    </Section>
);

/** The lines coming back, and for an exchange the size wanted instead. */
export const ReturnLinesCard = ({ record }: { record: ReturnDetail }) => (
    <Section title="Lines">
        <Table size="small" aria-label="Returned lines">
            <TableHead>
                <TableRow>
                    <TableCell>Item</TableCell>
                    <TableCell>Size</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    {record.kind === 'exchange' ? <TableCell>New size</TableCell> : null}
                </TableRow>
            </TableHead>
            <TableBody>
                {record.lines.map(line => (
                    <TableRow key={line.line_id}>
                        <TableCell>{line.item}</TableCell>
                        <TableCell>{line.size}</TableCell>
                        <TableCell align="right">{line.quantity}</TableCell>
                        {record.kind === 'exchange' ? <TableCell>{line.exchange_size}</TableCell> : null}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </Section>
);

/** Why: the reason, the customer's note and photos (private: the team and the customer only). */
export const ReturnReasonCard = ({ record }: { record: ReturnDetail }) => (
    <Section title="Reason">
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {record.reason_label}
        </Typography>
        {record.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
                “{record.note}”
            </Typography>
        ) : null}
        {record.photos.length ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }} aria-label="Photos" role="list">
                {record.photos.map((src, index) => (
                    <Link key={src} href={src} target="_blank" rel="noopener" role="listitem">
                        <Box
                            component="img"
                            src={src}
                            alt={`Photo ${index + 1} of return ${record.number}`}
                            sx={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 1, border: '1px solid #ddd' }}
                        />
                    </Link>
                ))}
            </Box>
        ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                No photos.
            </Typography>
        )}
    </Section>
);

/** How it travels back, the quality check, and the money: refund amount, UTR, credit note. */
export const ReturnProgressCard = ({ record }: { record: ReturnDetail }) => (
    <Section title="Pickup and refund">
        {record.pickup ? (
            record.pickup.customer_sends ? (
                <Line label="Pickup">The customer sends it back</Line>
            ) : (
                <Line label="Pickup">
                    {record.pickup.courier}, AWB {record.pickup.awb}
                    {record.pickup.tracking_url ? (
                        <>
                            {' · '}
                            <Link href={record.pickup.tracking_url} target="_blank" rel="noopener noreferrer">
                                Track
                            </Link>
                        </>
                    ) : null}
                </Line>
            )
        ) : (
            <Line label="Pickup">not approved yet</Line>
        )}
        {record.qc_note ? <Line label="Quality check">{record.qc_note}</Line> : null}
        {record.reject_reason ? <Line label="Rejected">{record.reject_reason}</Line> : null}
        {record.kind === 'refund' ? (
            <Line label="Refund to">{record.refund_to === 'credit' ? 'Store credit (the customer’s choice)' : record.refund_to === 'upi_id' ? `UPI ID ${record.upi_id || '—'}` : `UPI payment ${record.upi_reference || '—'}`}</Line>
        ) : null}
        {record.refund_max && record.status === 'received' ? <Line label="Refundable">{formatRupees(record.refund_max)}</Line> : null}
        {record.refunded_at ? (
            <>
                <Line label="Refunded">
                    {formatRupees(record.refund_amount)} on {formatDateTime(record.refunded_at)}
                    {record.refund_to === 'credit' ? ' as store credit' : record.refund_state ? ' to the original payment' : `, UTR ${record.refund_reference}`}
                </Line>
                {record.refund_state ? <RefundStateLine state={record.refund_state} /> : null}
                {record.credit_note_url ? (
                    <Line label="Credit note">
                        <Link href={record.credit_note_url} target="_blank" rel="noopener">
                            {record.credit_note_number || 'Download'}
                        </Link>
                    </Line>
                ) : null}
            </>
        ) : null}
    </Section>
);

/** Every step: what, when, who, and its note. */
export const ReturnHistoryCard = ({ record }: { record: ReturnDetail }) => (
    <Section title="History">
        <List dense disablePadding aria-label="Return history">
            {record.history.map((row, index) => (
                <ListItem key={`${row.status}-${index}`} disableGutters>
                    <ListItemText
                        primary={`${row.label}${row.note ? `: ${row.note}` : ''}`}
                        secondary={`${formatDateTime(row.at)}${row.by ? ` · ${row.by}` : ''}`}
                    />
                </ListItem>
            ))}
        </List>
    </Section>
);
