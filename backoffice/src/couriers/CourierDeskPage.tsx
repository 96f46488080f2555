import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CanAccess, Title, useGetList, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatDateTime } from '../format';
import type { Courier, TrackingReportResult } from '../types';
import { getUnmatchedEvents, uploadTrackingReport } from './api';

const UNMATCHED_KEY = ['courier-events', 'unmatched'] as const;

const resultText = (r: TrackingReportResult) =>
    `${r.rows} rows: ${r.new} new, ${r.moved} moved a parcel, ${r.unmatched} with an unknown AWB, ${r.unmapped} with a status we do not know.`;

/** A courier without pushes: its tracking report (CSV or XLSX with AWB, Status, Status time, Remark), read as a push. */
const ReportUpload = () => {
    const { data: couriers = [] } = useGetList<Courier>('couriers', { pagination: { page: 1, perPage: 100 }, sort: { field: 'position', order: 'ASC' } });
    const [courierId, setCourierId] = useState<number | ''>('');
    const [file, setFile] = useState<File | null>(null);
    const notify = useNotify();
    const queryClient = useQueryClient();
    const upload = useMutation({
        mutationFn: () => uploadTrackingReport(Number(courierId), file as File),
        onSuccess: (result) => {
            notify(resultText(result), { type: 'info' });
            void queryClient.invalidateQueries({ queryKey: UNMATCHED_KEY });
        },
        onError: (error: Error) => notify(error.message, { type: 'error' }),
    });
    return (
        <Card variant="outlined" component="section" aria-label="Upload a tracking report">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    Upload a tracking report
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    For a courier that does not push its scans: its report as CSV or XLSX with the columns AWB, Status, Status time and Remark. Each row counts once.
                </Typography>
                <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                    <TextField select size="small" label="Courier" value={courierId} onChange={(e) => setCourierId(Number(e.target.value))} sx={{ minWidth: 200 }}>
                        {couriers.map((courier) => (
                            <MenuItem key={courier.id} value={courier.id}>
                                {courier.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <Button variant="outlined" component="label">
                        {file ? file.name : 'Choose the report'}
                        <input hidden type="file" accept=".csv,.xlsx" aria-label="Tracking report" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
                    </Button>
                    <Button variant="contained" disabled={!courierId || !file || upload.isPending} onClick={() => upload.mutate()}>
                        {upload.isPending ? 'Reading...' : 'Upload'}
                    </Button>
                </Box>
                {upload.data ? <Typography variant="body2">{resultText(upload.data)}</Typography> : null}
                {upload.data?.errors.map((line) => (
                    <Typography key={line} variant="body2" color="error">
                        {line}
                    </Typography>
                ))}
            </CardContent>
        </Card>
    );
};

/** Events whose AWB no shipment had: usually an AWB typed wrong on the order. */
const Unmatched = () => {
    const { data = [] } = useQuery({ queryKey: UNMATCHED_KEY, queryFn: getUnmatchedEvents });
    return (
        <Card variant="outlined" component="section" aria-label="Events with an unknown AWB">
            <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    Events with an unknown AWB
                </Typography>
                {data.length ? (
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>AWB</TableCell>
                                <TableCell>Courier</TableCell>
                                <TableCell>Status</TableCell>
                                <TableCell>Scanned</TableCell>
                                <TableCell>Received</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map((event) => (
                                <TableRow key={event.id}>
                                    <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>{event.awb}</TableCell>
                                    <TableCell>{event.courier}</TableCell>
                                    <TableCell>{event.courier_status}</TableCell>
                                    <TableCell>{formatDateTime(event.happened_at)}</TableCell>
                                    <TableCell>{formatDateTime(event.received_at)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        None: every courier event found its parcel.
                    </Typography>
                )}
            </CardContent>
        </Card>
    );
};

/** The courier desk: tracking reports uploaded, and the events no parcel has. */
export const CourierDeskPage = () => (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
        <Title title="Courier desk" />
        <CanAccess resource="courier-desk" action="upload">
            <ReportUpload />
        </CanAccess>
        <Unmatched />
    </Box>
);

export default CourierDeskPage;
