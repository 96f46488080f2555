import { useState, type FormEvent } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { fieldErrors } from '../api/client';
import { IST_DATE_TIME_ERROR, IST_DATE_TIME_PLACEHOLDER, parseIstDateTime } from '../common/istDateTime';
import { useNotifyError } from '../common/useNotifyError';
import { enterEwayBill, type EwayBill, type TransportMode } from './api';

const MODES: { value: TransportMode; label: string }[] = [
    { value: '1', label: 'Road' },
    { value: '2', label: 'Rail' },
    { value: '3', label: 'Air' },
    { value: '4', label: 'Ship' },
];

/** The number the portal generated, when (left empty: now) and the distance: the server works out its validity. */
export const EwayBillNumberForm = ({ orderId, onSaved }: { orderId: string; onSaved: (bill: EwayBill) => void }) => {
    const [number, setNumber] = useState('');
    const [generatedAt, setGeneratedAt] = useState('');
    const [distance, setDistance] = useState('');
    const [mode, setMode] = useState<TransportMode>('1');
    const [vehicle, setVehicle] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    const notifyError = useNotifyError();

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const generated = generatedAt.trim() ? parseIstDateTime(generatedAt) : null;
        if (generatedAt.trim() && generated === null) {
            setErrors({ generated_at: IST_DATE_TIME_ERROR });
            return;
        }
        setBusy(true);
        try {
            const body = {
                number,
                distance_km: Number(distance) || 0,
                transport_mode: mode,
                vehicle_number: vehicle,
                // typed on India's clock: the server reads a time without a zone as IST
                generated_at: generated,
            };
            onSaved(await enterEwayBill(orderId, body));
            setErrors({});
        } catch (error) {
            const fields = fieldErrors(error);
            setErrors(fields);
            if (Object.keys(fields).length === 0) notifyError(error, 'The e-way bill could not be saved');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Stack component="form" onSubmit={submit} noValidate spacing={1.5} aria-label="Enter the e-way bill number">
            <TextField
                size="small"
                label="E-way bill number"
                value={number}
                onChange={event => setNumber(event.target.value)}
                error={Boolean(errors.number)}
                helperText={errors.number ?? '12 digits, as the portal gave it.'}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                required
            />
            <Stack direction="row" spacing={1}>
                <TextField
                    size="small"
                    label="Generated at (IST)"
                    placeholder={IST_DATE_TIME_PLACEHOLDER}
                    value={generatedAt}
                    onChange={event => setGeneratedAt(event.target.value)}
                    error={Boolean(errors.generated_at)}
                    helperText={errors.generated_at ?? 'dd/mm/yyyy hh:mm, 24 h. Empty: now.'}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off' } }}
                />
                <TextField
                    size="small"
                    label="Distance (km)"
                    value={distance}
                    onChange={event => setDistance(event.target.value.replace(/\D/g, ''))}
                    error={Boolean(errors.distance_km)}
                    helperText={errors.distance_km ?? 'As in Part B.'}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    required
                />
            </Stack>
            <Stack direction="row" spacing={1}>
                <TextField select size="small" label="Mode" value={mode} onChange={event => setMode(event.target.value as TransportMode)}>
                    {MODES.map(m => (
                        <MenuItem key={m.value} value={m.value}>
                            {m.label}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    size="small"
                    label="Vehicle number"
                    value={vehicle}
                    onChange={event => setVehicle(event.target.value)}
                    error={Boolean(errors.vehicle_number)}
                    helperText={errors.vehicle_number ?? 'If known.'}
                />
            </Stack>
            <Button type="submit" variant="contained" size="small" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
                Save the number
            </Button>
        </Stack>
    );
};
