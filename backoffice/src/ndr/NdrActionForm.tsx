import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { fieldErrors } from '../api/client';
import { useNotifyError } from '../common/useNotifyError';
import type { NdrActionKind, NdrCase } from '../types';
import { actOnNdrCase } from './api';
import { ACTION_LABEL } from './ndrText';

const KINDS = Object.keys(ACTION_LABEL) as NdrActionKind[];

/** The desk's action: reattempt, reschedule with a date, change the address or phone, or return to origin. */
export const NdrActionForm = ({ record, onDone }: { record: NdrCase; onDone: () => void }) => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const canAct = useCanAccess({ resource: 'ndr-cases', action: 'act' }).canAccess === true;
    const [kind, setKind] = useState<NdrActionKind>(record.answer === 'cancel' ? 'rto' : record.answer === 'address' ? 'address' : 'reattempt');
    const [onDate, setOnDate] = useState(record.answer_date ?? '');
    const [address, setAddress] = useState(record.answer_address);
    const [pinCode, setPinCode] = useState(record.answer_pin_code || '');
    const [phone, setPhone] = useState(record.answer_phone);
    const [note, setNote] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [busy, setBusy] = useState(false);
    if (!canAct || record.status === 'closed') return null;

    const submit = async () => {
        setBusy(true);
        setErrors({});
        try {
            const withAddress = kind === 'address' ? { address, pin_code: pinCode, phone } : {};
            await actOnNdrCase(record.id, { kind, on_date: kind === 'reschedule' ? onDate || null : null, note, ...withAddress });
            notify(`${ACTION_LABEL[kind]}: recorded for the courier.`, { type: 'success' });
            onDone();
        } catch (error) {
            setErrors(fieldErrors(error));
            notifyError(error, 'Could not record the action.');
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box component="form" onSubmit={event => { event.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
            <TextField select size="small" label="Action" value={kind} onChange={event => setKind(event.target.value as NdrActionKind)}>
                {KINDS.map(value => (
                    <MenuItem key={value} value={value}>
                        {ACTION_LABEL[value]}
                    </MenuItem>
                ))}
            </TextField>
            {kind === 'reschedule' ? (
                <TextField size="small" type="date" label="New date" value={onDate} onChange={event => setOnDate(event.target.value)}
                    slotProps={{ inputLabel: { shrink: true } }} error={!!errors.on_date} helperText={errors.on_date} />
            ) : null}
            {kind === 'address' ? (
                <>
                    <TextField size="small" label="Address" value={address} onChange={event => setAddress(event.target.value)} error={!!errors.address} helperText={errors.address} multiline />
                    <TextField size="small" label="PIN code" value={pinCode} onChange={event => setPinCode(event.target.value)} error={!!errors.pin_code} helperText={errors.pin_code} />
                    <TextField size="small" label="Phone (10 digits)" value={phone} onChange={event => setPhone(event.target.value)} error={!!errors.phone} helperText={errors.phone} />
                </>
            ) : null}
            <TextField size="small" label="Note for the courier" value={note} onChange={event => setNote(event.target.value)} />
            <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
                {ACTION_LABEL[kind]}
            </Button>
        </Box>
    );
};
