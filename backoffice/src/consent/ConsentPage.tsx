import { useState } from 'react';
import { Title, useCanAccess } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
    Box,
    Button,
    Card,
    CardContent,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { ExportProgress } from '../exports/ExportProgress';
import type { ExportJob } from '../exports/exportJob';
import { useStartExport } from '../exports/useExports';
import { useNotifyError } from '../common/useNotifyError';
import { istMonth } from '../format';
import { getConsentCounts } from './api';

/** The purposes' names as the owner reads them (the customers read the notice's own words). */
export const PURPOSES: Record<string, string> = {
    marketing_email: 'Marketing e-mail (newsletter, bag reminder)',
    whatsapp: 'WhatsApp messages',
    review_photos: 'Review photos on the shop',
};

const thisMonth = (): string => {
    const { year, month } = istMonth();
    return `${year}-${String(month).padStart(2, '0')}`;
};

/** Consent per purpose (DPDP Act 2023, s.6): the maintained counts, and the ledger of a month as XLSX. */
const ConsentPage = () => {
    const counts = useQuery({ queryKey: ['consent', 'counts'], queryFn: getConsentCounts });
    const { canAccess } = useCanAccess({ resource: 'consent', action: 'export' });
    const start = useStartExport();
    const notifyError = useNotifyError();
    const [month, setMonth] = useState(thisMonth);
    const [job, setJob] = useState<ExportJob | null>(null);
    const begin = () =>
        start.mutate({ level: 'consent', month }, { onSuccess: setJob, onError: error => notifyError(error, 'The export could not start') });
    return (
        <Box sx={{ p: 2 }}>
            <Title title="Consent" />
            <Card>
                <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                        Consent per purpose
                    </Typography>
                    <Table size="small" aria-label="Consent per purpose">
                        <TableHead>
                            <TableRow>
                                <TableCell>Purpose</TableCell>
                                <TableCell align="right">Consenting now</TableCell>
                                <TableCell align="right">Withdrawals</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {(counts.data ?? []).map(row => (
                                <TableRow key={row.purpose}>
                                    <TableCell>{PURPOSES[row.purpose] ?? row.purpose}</TableCell>
                                    <TableCell align="right">{row.given.toLocaleString('en-IN')}</TableCell>
                                    <TableCell align="right">{row.withdrawn.toLocaleString('en-IN')}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    {counts.isError && <Typography color="error">The counts could not be read. Please reload.</Typography>}
                </CardContent>
            </Card>
            {canAccess && (
                <Card sx={{ mt: 2 }}>
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography variant="h6" component="h2" sx={{ flexBasis: '100%' }}>
                            The consent ledger
                        </Typography>
                        <TextField
                            label="Month"
                            type="month"
                            size="small"
                            value={month}
                            onChange={e => setMonth(e.target.value)}
                            slotProps={{ inputLabel: { shrink: true } }}
                        />
                        <Button variant="contained" onClick={begin} disabled={start.isPending || !month}>
                            Download XLSX
                        </Button>
                    </CardContent>
                </Card>
            )}
            <Dialog open={job !== null} onClose={() => setJob(null)} aria-labelledby="consent-export-title" fullWidth maxWidth="xs">
                <DialogTitle id="consent-export-title">Consent ledger, {month}</DialogTitle>
                <DialogContent>{job ? <ExportProgress key={job.id} job={job} /> : null}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setJob(null)}>Close</Button>
                </DialogActions>
            </Dialog>
        </Box>
    );
};

export default ConsentPage;
