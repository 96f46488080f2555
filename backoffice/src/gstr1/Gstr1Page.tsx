import { useState } from 'react';
import { Title } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
    Alert,
    Box,
    Card,
    CardContent,
    CardHeader,
    MenuItem,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { formatRupees } from '../format';
import { errorText } from '../providers/errors';
import { Gstr1Downloads } from './Gstr1Downloads';
import { TallyExport } from './TallyExport';
import { EwayBillFiles } from '../ewaybills/EwayBillFiles';
import { isMonth, lastMonth } from './period';
import { getGstr1 } from './api';

/**
 * GSTR-1 for a month or its quarter, from the invoices and credit notes issued: the tables' totals
 * (the server's `core/gst`), the documents issued, and the downloads for the accountant.
 */
export const Gstr1Page = () => {
    const [month, setMonth] = useState(lastMonth());
    const [span, setSpan] = useState<'month' | 'quarter'>('month');
    const valid = isMonth(month);
    const { data, error, isPending } = useQuery({
        queryKey: ['gstr1', month, span],
        queryFn: () => getGstr1(month, span),
        enabled: valid,
    });
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
            <Title title="GSTR-1" />
            <Typography variant="h5" component="h1">
                GSTR-1
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextField
                    label="Month"
                    type="month"
                    value={month}
                    onChange={e => setMonth(e.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={!valid}
                    helperText={valid ? ' ' : 'Choose a month.'}
                    sx={{ width: 220 }}
                />
                <TextField select label="Return period" value={span} onChange={e => setSpan(e.target.value as 'month' | 'quarter')} sx={{ width: 220 }}>
                    <MenuItem value="month">The month</MenuItem>
                    <MenuItem value="quarter">Its quarter (QRMP)</MenuItem>
                </TextField>
            </Box>
            {error && <Alert severity="error">{errorText(error, 'GSTR-1 could not be read')}</Alert>}
            {valid && isPending && <Typography>Reading the invoices...</Typography>}
            {data && (
                <>
                    <Typography color="text.secondary">
                        {data.period} (return period {data.fp}), GSTIN {data.gstin}: {data.documents.toLocaleString('en-IN')} documents.
                        Table 5 takes inter-state invoices above {formatRupees(data.b2cl_threshold)}; HSN codes at {data.hsn_digits} digits.
                    </Typography>
                    <Card variant="outlined">
                        <CardHeader title="Tables" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                        <CardContent sx={{ overflowX: 'auto' }}>
                            <Table size="small" aria-label="GSTR-1 tables">
                                <TableHead>
                                    <TableRow>
                                        {['Table', 'Rows', 'Taxable value', 'IGST', 'CGST', 'SGST'].map(h => (
                                            <TableCell key={h} align={h === 'Table' ? 'left' : 'right'}>{h}</TableCell>
                                        ))}
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {data.tables.map(t => (
                                        <TableRow key={t.table}>
                                            <TableCell>{t.name}</TableCell>
                                            <TableCell align="right">{t.rows}</TableCell>
                                            {[t.taxable, t.igst, t.cgst, t.sgst].map((v, i) => (
                                                <TableCell key={i} align="right">{formatRupees(v)}</TableCell>
                                            ))}
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </CardContent>
                    </Card>
                    <Card variant="outlined">
                        <CardHeader title="Table 13: documents issued" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                        <CardContent sx={{ overflowX: 'auto' }}>
                            {data.documents_issued.length === 0 ? (
                                <Typography>No invoices or credit notes in this period.</Typography>
                            ) : (
                                <Table size="small" aria-label="Documents issued">
                                    <TableHead>
                                        <TableRow>
                                            {['Nature of document', 'From', 'To', 'Total', 'Cancelled', 'Net issued'].map(h => (
                                                <TableCell key={h}>{h}</TableCell>
                                            ))}
                                        </TableRow>
                                    </TableHead>
                                    <TableBody>
                                        {data.documents_issued.map(d => (
                                            <TableRow key={d.first}>
                                                <TableCell>{d.nature}</TableCell>
                                                <TableCell>{d.first}</TableCell>
                                                <TableCell>{d.last}</TableCell>
                                                <TableCell>{d.total}</TableCell>
                                                <TableCell>{d.cancelled}</TableCell>
                                                <TableCell>{d.net_issued}</TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            )}
                        </CardContent>
                    </Card>
                    <Card variant="outlined">
                        <CardHeader title="Downloads" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                        <CardContent>
                            <Gstr1Downloads month={month} span={span} einvoicing={data.einvoicing} />
                        </CardContent>
                    </Card>
                    <Card variant="outlined">
                        <CardHeader title="E-way bills" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                        <CardContent>
                            <EwayBillFiles />
                        </CardContent>
                    </Card>
                </>
            )}
            {valid && (
                <Card variant="outlined">
                    <CardHeader title="Tally export" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                    <CardContent>
                        <TallyExport month={month} span={span} />
                    </CardContent>
                </Card>
            )}
        </Box>
    );
};

export default Gstr1Page;
