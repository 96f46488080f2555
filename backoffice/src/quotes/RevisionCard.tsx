import { Box, Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatDateTime, formatRupees } from '../format';
import { quotePdfUrl, type QuoteRevision } from './types';

/** One revision as it stands (a sent one never changes): lines, sums, GST, terms, the customer's comment. */
export const RevisionCard = ({ quoteId, revision: r }: { quoteId: number; revision: QuoteRevision }) => (
    <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h2">
                Revision {r.number} · {r.sent_at ? `sent ${formatDateTime(r.sent_at)}` : 'draft'}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>Line</TableCell>
                            <TableCell align="right">Qty</TableCell>
                            <TableCell align="right">Unit</TableCell>
                            <TableCell align="right">Breaks</TableCell>
                            <TableCell>Reason</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {r.lines.map((ln, i) => (
                            <TableRow key={i}>
                                <TableCell>{ln.kind === 'setup' ? `Setup: ${ln.size}` : `${ln.size} (${ln.tier || 'no tier'})`}</TableCell>
                                <TableCell align="right">{ln.quantity}</TableCell>
                                <TableCell align="right">{formatRupees(ln.unit_price)}</TableCell>
                                <TableCell align="right">{formatRupees(ln.list_price)}</TableCell>
                                <TableCell>{ln.reason}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
            <Typography variant="body2">
                Goods {formatRupees(r.goods)} · setup {formatRupees(r.setup)} · delivery {formatRupees(r.delivery)} · taxable {formatRupees(r.taxable)} ·{' '}
                {Number(r.igst) > 0 ? `IGST ${formatRupees(r.igst)}` : `CGST ${formatRupees(r.cgst)} + SGST ${formatRupees(r.sgst)}`} ({r.place_of_supply})
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid={`revision-total-${r.number}`}>
                Total {formatRupees(r.total)}
            </Typography>
            <Typography variant="body2">
                {r.terms} Dispatch by {formatDate(r.dispatch_by)}; valid until {formatDate(r.valid_until)}
                {r.expired ? ' (expired)' : ''}.
            </Typography>
            {r.change_comment ? <Typography variant="body2" color="warning.main">Customer asked: “{r.change_comment}”</Typography> : null}
            {r.sent_at ? (
                <Link href={quotePdfUrl(quoteId, r.number)} target="_blank" rel="noopener">
                    PDF of revision {r.number}
                </Link>
            ) : null}
        </CardContent>
    </Card>
);
