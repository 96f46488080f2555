import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import { formatDate, formatDateTime, formatRupees } from '../format';
import type { RemittanceDetail } from '../types';
import type { LineGroup } from './api';
import { LinesTable, MissingTable } from './GroupTable';
import { useBankMatch, useRemittance } from './useRemittances';

type Shown = LineGroup | 'missing';

const tabs = (f: RemittanceDetail): { value: Shown; label: string }[] => [
    { value: 'exact', label: `Exact (${f.exact})` },
    { value: 'short', label: `Short or over-paid (${f.short})` },
    { value: 'unknown', label: `Unknown AWB (${f.unknown})` },
    { value: 'missing', label: 'Missing parcels' },
    ...(f.duplicate ? [{ value: 'duplicate' as const, label: `Already counted (${f.duplicate})` }] : []),
];

/** The file's transfers (one per UTR) and the bank statement credit each was found as. */
const Transfers = ({ file }: { file: RemittanceDetail }) => {
    const match = useBankMatch(file.id);
    const notifyError = useNotifyError();
    const { canAccess } = useCanAccess({ resource: 'remittances', action: 'create' });
    if (!file.transfers.length) return <Typography color="text.secondary">The file gives no UTR to find on the bank statements.</Typography>;
    return (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
            {file.transfers.map(t => (
                <Typography key={t.utr}>
                    UTR {t.utr}
                    {t.paid_on ? ` of ${formatDate(t.paid_on)}` : ''}: {formatRupees(t.amount)} for {t.lines} lines ·{' '}
                    {t.matched
                        ? Number(t.difference) === 0
                            ? 'credited in full on the bank statement'
                            : `the bank credited ${formatRupees(t.credit_amount)} (${formatRupees(t.difference)} apart)`
                        : 'not on a bank statement yet'}
                </Typography>
            ))}
            {canAccess && file.transfers.some(t => !t.matched) && (
                <Box>
                    <Button size="small" variant="outlined" disabled={match.isPending} onClick={() => match.mutate(undefined, { onError: e => notifyError(e, 'The bank statements could not be searched') })}>
                        Look on the bank statements again
                    </Button>
                </Box>
            )}
        </Box>
    );
};

/** One remittance file as the worker moves it on: reading, failed, or its four groups. */
export const RemittancePanel = ({ id }: { id: string }) => {
    const { data: file } = useRemittance(id);
    const [shown, setShown] = useState<Shown>('exact');
    if (!file) return <LinearProgress />;
    return (
        <Card variant="outlined">
            <CardHeader
                title={`${file.courier}: ${file.file_name}`}
                subheader={`Uploaded ${formatDateTime(file.created_at)}`}
                titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            />
            <CardContent sx={{ display: 'grid', gap: 2 }}>
                {file.status === 'queued' && (
                    <Box role="status">
                        <Typography>
                            {file.rows_total == null ? 'Reading the file...' : `Reading the file: ${file.rows_done} of ${file.rows_total} lines checked against the parcels...`}
                        </Typography>
                        {file.rows_total ? <LinearProgress variant="determinate" value={(100 * file.rows_done) / file.rows_total} /> : <LinearProgress />}
                    </Box>
                )}
                {file.status === 'failed' && (
                    <Alert severity="error" role="alert">
                        The file could not be read. {file.error}
                    </Alert>
                )}
                {file.status === 'ready' && (
                    <>
                        <Typography>
                            {formatRupees(file.total)} remitted in the file; {formatRupees(file.counted)} counted against our COD parcels.
                        </Typography>
                        <Transfers file={file} />
                        <Tabs value={shown} onChange={(_, value: Shown) => setShown(value)} variant="scrollable" allowScrollButtonsMobile aria-label="Groups">
                            {tabs(file).map(t => (
                                <Tab key={t.value} value={t.value} label={t.label} />
                            ))}
                        </Tabs>
                        {shown === 'missing' ? (
                            <MissingTable fileId={file.id} cycleDays={file.cycle_days} />
                        ) : (
                            <LinesTable key={shown} fileId={file.id} group={shown} label={tabs(file).find(t => t.value === shown)?.label ?? ''} />
                        )}
                    </>
                )}
            </CardContent>
        </Card>
    );
};
