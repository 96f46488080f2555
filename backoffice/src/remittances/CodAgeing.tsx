import { Box, Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatRupees } from '../format';
import { useCodAgeing } from './useRemittances';

const BUCKETS = [
    ['not_due', 'Not yet due'],
    ['d0_30', '0-30 days'],
    ['d31_60', '31-60 days'],
    ['d61_90', '61-90 days'],
    ['d90_plus', '90+ days'],
] as const;

/** What each courier owes of the COD it collected: delivered COD parcels less what its files paid, by days past due. */
export const CodAgeing = () => {
    const { data: rows = [] } = useCodAgeing();
    return (
        <Card variant="outlined">
            <CardHeader title="COD owed by couriers" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            {rows.length === 0 ? (
                <Typography sx={{ p: 2 }} color="text.secondary">
                    No courier owes COD: none of its cash-on-delivery parcels is delivered and unpaid.
                </Typography>
            ) : (
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="COD owed by couriers">
                        <TableHead>
                            <TableRow>
                                <TableCell>Courier</TableCell>
                                <TableCell align="right">Owed</TableCell>
                                {BUCKETS.map(([key, label]) => (
                                    <TableCell key={key} align="right">{label}</TableCell>
                                ))}
                                <TableCell align="right">Delivered COD</TableCell>
                                <TableCell align="right">Remitted</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map(row => (
                                <TableRow key={row.courier_id}>
                                    <TableCell>
                                        {row.courier} <Typography component="span" variant="body2" color="text.secondary">({row.cycle_days}-day cycle)</Typography>
                                    </TableCell>
                                    <TableCell align="right">{formatRupees(row.owed)}</TableCell>
                                    {BUCKETS.map(([key]) => (
                                        <TableCell key={key} align="right">{formatRupees(row[key])}</TableCell>
                                    ))}
                                    <TableCell align="right">{formatRupees(row.delivered)}</TableCell>
                                    <TableCell align="right">{formatRupees(row.remitted)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            )}
        </Card>
    );
};
