import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { uploadProof } from './api';

/** Upload a proof (PNG, JPEG or PDF) of one design: a new revision, e-mailed to the customer to approve. */
export const ProofUploadForm = ({ orderId, onUploaded }: { orderId: string; onUploaded: () => void }) => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [design, setDesign] = useState('Front logo');
    const [note, setNote] = useState('');
    const [file, setFile] = useState<File | null>(null);
    const [busy, setBusy] = useState(false);
    const [inputKey, setInputKey] = useState(0);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!file || !design.trim()) return;
        setBusy(true);
        try {
            const revision = await uploadProof(orderId, design.trim(), note.trim(), file);
            notify(`Revision ${revision.number} of ${revision.design} uploaded; the customer is e-mailed.`, { type: 'success' });
            setNote('');
            setFile(null);
            setInputKey(n => n + 1);
            onUploaded();
        } catch (error) {
            notifyError(error, 'Could not upload the proof.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box component="form" onSubmit={submit} aria-label="Upload a proof" sx={{ display: 'grid', gap: 1, mt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Upload a proof
            </Typography>
            <TextField label="Design" size="small" required value={design} onChange={e => setDesign(e.target.value)} slotProps={{ htmlInput: { maxLength: 60 } }} />
            <TextField label="Note to the customer" size="small" multiline maxRows={3} value={note} onChange={e => setNote(e.target.value)} />
            <Button component="label" variant="outlined" size="small">
                {file ? file.name : 'Choose a picture or PDF'}
                <input
                    key={inputKey}
                    hidden
                    type="file"
                    aria-label="Proof file"
                    accept="image/png,image/jpeg,application/pdf"
                    onChange={e => setFile(e.target.files?.[0] ?? null)}
                />
            </Button>
            <Button type="submit" variant="contained" size="small" disabled={busy || !file || !design.trim()}>
                Upload proof
            </Button>
        </Box>
    );
};
