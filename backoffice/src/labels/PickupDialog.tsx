import { useState } from 'react';
import { useGetList } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { labelsUrl, manifestUrl } from '../providers/fileUrls';
import { errorText } from '../providers/errors';
import { formatRupees, istDay } from '../format';
import type { Courier } from '../types';
import { ExportProgress, labelsBody, useStartExport, type ExportJob } from '../exports';
import { useNotifyError } from '../common/useNotifyError';
import { LABELS_AT_ONCE, PARCELS_MAX, dayText } from './labelsText';
import { getDayParcels } from './api';

export type PickupKind = 'labels' | 'manifest';

const TITLES: Record<PickupKind, string> = { labels: 'Print labels', manifest: 'Pickup manifest' };

/**
 * A day's parcels (IST) for the shipped column: 'Print labels' (all couriers, or one) or the
 * 'Pickup manifest' of one courier. Shows how many parcels and how much cash on delivery before the
 * PDF is downloaded; more than a board page of labels is drawn by a worker, with its progress.
 */
export const PickupDialog = ({ kind, onClose }: { kind: PickupKind; onClose: () => void }) => {
    const notifyError = useNotifyError();
    const startExport = useStartExport();
    const [day, setDay] = useState(istDay());
    const [courierId, setCourierId] = useState<number | ''>('');
    const [job, setJob] = useState<ExportJob | null>(null);
    const { data: couriers = [] } = useGetList<Courier>('couriers', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'position', order: 'ASC' },
    });
    const courier = courierId === '' ? null : courierId;
    const needsCourier = kind === 'manifest' && courier === null;
    const summary = useQuery({
        queryKey: ['labels', 'day', day, courier],
        queryFn: () => getDayParcels(day, courier),
        enabled: /^\d{4}-\d{2}-\d{2}$/.test(day) && !needsCourier,
        retry: false,
    });
    const parcels = summary.data?.parcels ?? 0;
    const ready = Boolean(summary.data) && parcels > 0 && parcels <= PARCELS_MAX && !needsCourier;
    const inBackground = kind === 'labels' && parcels > LABELS_AT_ONCE;

    const startLabels = () =>
        startExport.mutate(labelsBody({ day, courierId: courier }), {
            onSuccess: setJob,
            onError: error => notifyError(error, 'The labels could not start.'),
        });

    const file = kind === 'manifest' ? (courier === null ? '' : manifestUrl(day, courier)) : labelsUrl({ day, courierId: courier });
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pickup-title">
            <DialogTitle id="pickup-title">{TITLES[kind]}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                <TextField type="date" label="Shipped on" value={day} onChange={e => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField
                    select
                    label="Courier"
                    value={courierId}
                    onChange={e => setCourierId(e.target.value === '' ? '' : Number(e.target.value))}
                    helperText={needsCourier ? 'A manifest is for one courier.' : undefined}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                    {kind === 'labels' ? <MenuItem value="">Every courier</MenuItem> : null}
                    {couriers.map(c => (
                        <MenuItem key={c.id} value={c.id}>
                            {c.name}
                        </MenuItem>
                    ))}
                </TextField>
                {summary.isError ? <Alert severity="error">{errorText(summary.error, 'Could not read the day.')}</Alert> : null}
                {summary.data ? (
                    <Typography role="status">{dayText(summary.data.parcels, summary.data.cod_parcels, formatRupees(summary.data.cod_total))}</Typography>
                ) : null}
                {job ? <ExportProgress job={job} /> : null}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>Close</Button>
                {inBackground ? (
                    <Button variant="contained" onClick={startLabels} disabled={!ready || startExport.isPending || job !== null}>
                        Print {parcels} labels
                    </Button>
                ) : (
                    <Button variant="contained" href={file} disabled={!ready} download>
                        {kind === 'labels' ? 'Download labels' : 'Download manifest'}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
