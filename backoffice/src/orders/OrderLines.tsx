import { Box, Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatRupees } from '../format';
import type { OrderDetail } from './types';

/** Each line's design (the catalogue item's name and picture, or the customer's own design), size and quantity, and how the
 * amount was computed (stored on the order when it was placed). A team order's lines each show the name and number printed. */
export const OrderLines = ({ record }: { record: OrderDetail }) => {
    const b = record.breakdown;
    const team = record.lines.some((line) => line.name || line.number);
    const cols = team ? 6 : 4;
    const rows: [string, number, boolean?][] = [
        ['Subtotal', b.subtotal],
        [b.discount_code ? `Discount (${b.discount_code})` : 'Discount', -b.discount_amount],
        ['Online payment discount', -b.online_discount],
        ['Shipping', b.shipping],
        ['Cash on delivery fee', b.cod_fee ?? 0],
    ];
    return (
        <Card variant="outlined">
            <CardHeader title="Lines and amount" titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} />
            <Table size="small" aria-label="Order lines">
                <TableHead>
                    <TableRow>
                        <TableCell>Design</TableCell>
                        {team ? <TableCell>Name</TableCell> : null}
                        {team ? <TableCell>Number</TableCell> : null}
                        <TableCell>Size</TableCell>
                        <TableCell align="right">Quantity</TableCell>
                        <TableCell align="right">Unit price</TableCell>
                        <TableCell align="right">Line total</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {record.lines.map((line, i) => (
                        <TableRow key={`${i}-${line.size}`}>
                            <TableCell>
                                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                                    {line.picture ? (
                                        <img src={line.picture} alt={line.design} width={40} height={40} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} />
                                    ) : null}
                                    {line.design}
                                </Box>
                            </TableCell>
                            {team ? <TableCell>{line.name}</TableCell> : null}
                            {team ? <TableCell>{line.number}</TableCell> : null}
                            <TableCell>{line.size}</TableCell>
                            <TableCell align="right">{line.quantity}</TableCell>
                            <TableCell align="right">{formatRupees(line.unit_price)}</TableCell>
                            <TableCell align="right">{formatRupees(line.line_total)}</TableCell>
                        </TableRow>
                    ))}
                    {rows
                        .filter(([, value]) => value !== 0)
                        .map(([label, value]) => (
                            <TableRow key={label}>
                                <TableCell colSpan={cols} align="right" sx={{ color: 'text.secondary' }}>
                                    {label}
                                </TableCell>
                                <TableCell align="right">
                                    {value < 0 ? `− ${formatRupees(-value)}` : formatRupees(value)}
                                </TableCell>
                            </TableRow>
                        ))}
                    <TableRow>
                        <TableCell colSpan={cols} align="right" sx={{ fontWeight: 700 }}>
                            Amount (GST included)
                        </TableCell>
                        <TableCell align="right" sx={{ fontWeight: 700 }}>
                            {formatRupees(b.amount)}
                        </TableCell>
                    </TableRow>
                </TableBody>
            </Table>
        </Card>
    );
};
