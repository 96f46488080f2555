import { useState } from 'react';
import { Title, useCanAccess } from 'react-admin';
import { Box, Button, Card, CardContent, CardHeader, List, ListItemButton, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { formatDateTime } from '../format';
import type { RemittanceFile } from '../types';
import { CodAgeing } from './CodAgeing';
import { RemittancePanel } from './RemittancePanel';
import { useCouriers, useRemittances, useUpload } from './useRemittances';

const fileState = (f: RemittanceFile): string => {
    if (f.status === 'queued') return f.rows_total == null ? 'reading' : `reading · ${f.rows_done} of ${f.rows_total} lines`;
    if (f.status === 'failed') return 'failed';
    return `${f.exact} exact · ${f.short} short or over-paid · ${f.unknown} unknown AWB`;
};

/** Accounts uploads a courier's COD remittance file (CSV or XLSX, as the courier's panel exports it). */
const Upload = ({ onUploaded }: { onUploaded: (id: string, repeated: boolean) => void }) => {
    const { data: couriers = [] } = useCouriers();
    const upload = useUpload();
    const notifyError = useNotifyError();
    const [courierId, setCourierId] = useState('');
    const [file, setFile] = useState<File | null>(null);
    const send = () =>
        file &&
        upload.mutate(
            { courierId: Number(courierId), file },
            { onSuccess: f => onUploaded(f.id, !f.new), onError: error => notifyError(error, 'The file could not be uploaded') },
        );
    return (
        <Card variant="outlined">
            <CardHeader title="Upload a remittance file" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            <CardContent>
                <Box component="form" onSubmit={e => { e.preventDefault(); send(); }} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                    <TextField select label="Courier" required value={courierId} onChange={e => setCourierId(e.target.value)} sx={{ minWidth: 200 }}>
                        {couriers.map(c => (
                            <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>
                        ))}
                    </TextField>
                    <Button variant="outlined" component="label">
                        {file ? file.name : 'Choose the file (CSV or XLSX)'}
                        <input hidden type="file" aria-label="Remittance file" accept=".csv,.xlsx,text/csv" onChange={e => setFile(e.target.files?.[0] ?? null)} />
                    </Button>
                    <Button type="submit" variant="contained" disabled={!courierId || !file || upload.isPending}>
                        Upload
                    </Button>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Delhivery's and Shiprocket's COD remittance reports are read as their panels export them; for another courier, the
                    file needs the columns AWB, COD amount, Remittance date and UTR. A line is counted once per courier and AWB, however
                    many files repeat it.
                </Typography>
            </CardContent>
        </Card>
    );
};

/** COD remittances: upload a courier's file, its four groups, and what each courier owes, aged. */
export const RemittancesPage = () => {
    const { data: files = [] } = useRemittances();
    const { canAccess: mayUpload } = useCanAccess({ resource: 'remittances', action: 'create' });
    const [chosen, setChosen] = useState<string | null>(null);
    const [repeated, setRepeated] = useState(false);
    return (
        <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
            <Title title="COD remittances" />
            <Typography variant="h5" component="h1">
                COD remittances
            </Typography>
            {mayUpload && <Upload onUploaded={(id, again) => { setChosen(id); setRepeated(again); }} />}
            {repeated && <Typography role="status">This file was uploaded before: nothing changed.</Typography>}
            {files.length > 0 && (
                <Card variant="outlined">
                    <CardHeader title="Latest files" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                    <List dense>
                        {files.map(f => (
                            <ListItemButton key={f.id} selected={f.id === chosen} onClick={() => { setChosen(f.id); setRepeated(false); }}>
                                <ListItemText primary={`${f.courier}: ${f.file_name}`} secondary={`${formatDateTime(f.created_at)} · ${fileState(f)}`} />
                            </ListItemButton>
                        ))}
                    </List>
                </Card>
            )}
            {chosen && <RemittancePanel key={chosen} id={chosen} />}
            <CodAgeing />
        </Box>
    );
};

export default RemittancesPage;
