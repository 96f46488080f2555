import { useRecordContext } from 'react-admin';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { formatRupees } from '../format';
import type { PurchaseLine, PurchaseOrder } from '../types';

type Head = 'cgst' | 'sgst' | 'igst';

const headsOf = (order: PurchaseOrder): readonly Head[] => (order.intra_state ? ['cgst', 'sgst'] : ['igst']);
const taxWords = (order: PurchaseOrder) => `Input tax ${order.intra_state ? '(intra-state: CGST + SGST)' : '(inter-state: IGST)'}`;
const headsText = (heads: readonly Head[], of: Record<Head, number>) => heads.map(h => `${h.toUpperCase()} ${formatRupees(of[h])}`).join(' · ');

/** A wide screen: one row per blank, the tax heads as columns, the input tax's totals last. */
const LinesTable = ({ order, heads }: { order: PurchaseOrder; heads: readonly Head[] }) => (
    // the table scrolls inside its own box when the window is narrower than it
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label="Blanks ordered">
            <TableHead>
                <TableRow>
                    <TableCell>Blank</TableCell>
                    <TableCell align="right">Ordered</TableCell>
                    <TableCell align="right">Received</TableCell>
                    <TableCell align="right">Rate</TableCell>
                    <TableCell align="right">Taxable</TableCell>
                    <TableCell align="right">GST</TableCell>
                    {heads.map(h => (
                        <TableCell key={h} align="right">
                            {h.toUpperCase()}
                        </TableCell>
                    ))}
                    <TableCell align="right">Total</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {order.lines.map(line => (
                    <TableRow key={line.id}>
                        <TableCell>{line.description}</TableCell>
                        <TableCell align="right">{line.quantity}</TableCell>
                        <TableCell align="right">{line.received}</TableCell>
                        <TableCell align="right">{formatRupees(line.rate)}</TableCell>
                        <TableCell align="right">{formatRupees(line.taxable)}</TableCell>
                        <TableCell align="right">{line.gst_rate}%</TableCell>
                        {heads.map(h => (
                            <TableCell key={h} align="right">
                                {formatRupees(line[h])}
                            </TableCell>
                        ))}
                        <TableCell align="right">{formatRupees(line.total)}</TableCell>
                    </TableRow>
                ))}
                <TableRow>
                    <TableCell colSpan={4}>
                        <strong>{taxWords(order)}</strong>
                    </TableCell>
                    <TableCell align="right">{formatRupees(order.taxable)}</TableCell>
                    <TableCell />
                    {heads.map(h => (
                        <TableCell key={h} align="right">
                            {formatRupees(order[h])}
                        </TableCell>
                    ))}
                    <TableCell align="right">
                        <strong>{formatRupees(order.total)}</strong>
                    </TableCell>
                </TableRow>
            </TableBody>
        </Table>
    </Box>
);

const cardSx = { p: 1.25, display: 'grid', gap: 0.25, overflowWrap: 'anywhere' } as const;

const LineCard = ({ line, heads }: { line: PurchaseLine; heads: readonly Head[] }) => (
    <Paper component="li" variant="outlined" sx={cardSx}>
        <Typography variant="subtitle2" component="p">
            {line.description}
        </Typography>
        <Typography variant="body2">
            Ordered {line.quantity} · Received {line.received}
            {line.to_come > 0 ? ` · ${line.to_come} to come` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            {formatRupees(line.rate)} a piece · taxable {formatRupees(line.taxable)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            GST {line.gst_rate}%: {headsText(heads, line)}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
            Total {formatRupees(line.total)}
        </Typography>
    </Paper>
);

/** A phone: a card per blank, stacked, then the input tax's totals; nothing wider than the screen. */
const LineCards = ({ order, heads }: { order: PurchaseOrder; heads: readonly Head[] }) => (
    <Box sx={{ display: 'grid', gap: 1 }}>
        <Box component="ul" aria-label="Blanks ordered" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {order.lines.map(line => (
                <LineCard key={line.id} line={line} heads={heads} />
            ))}
        </Box>
        <Paper variant="outlined" sx={{ ...cardSx, bgcolor: '#f4f1f6' }}>
            <Typography variant="subtitle2" component="p">
                {taxWords(order)}
            </Typography>
            <Typography variant="body2">Taxable {formatRupees(order.taxable)}</Typography>
            <Typography variant="body2">{headsText(heads, order)}</Typography>
            <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 700 }}>
                Total {formatRupees(order.total)}
            </Typography>
        </Paper>
    </Box>
);

/** The blanks, what arrived of each, and the input tax (CGST + SGST, or IGST from another state). */
export const PurchaseLines = () => {
    const order = useRecordContext<PurchaseOrder>();
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // a row of the list stands in until the purchase order's own answer arrives: it has no lines yet
    if (!order?.lines) return null;
    const heads = headsOf(order);
    return phone ? <LineCards order={order} heads={heads} /> : <LinesTable order={order} heads={heads} />;
};
