import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { fieldErrors } from '../api/client';
import { giveEwayBillReason, type EwayBill } from './api';

/** Why the consignment moves without an e-way bill number (kept with the order). */
export const EwayBillReasonForm = ({ orderId, onSaved }: { orderId: string; onSaved: (bill: EwayBill) => void }) => {
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string>();
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        try {
            onSaved(await giveEwayBillReason(orderId, reason));
            setError(undefined);
        } catch (failure) {
            setError(fieldErrors(failure).reason ?? 'The reason could not be saved.');
        }
    };
    return (
        <Stack component="form" onSubmit={submit} noValidate direction="row" spacing={1} alignItems="flex-start">
            <TextField
                size="small"
                label="Or: why it moves without one"
                value={reason}
                onChange={event => setReason(event.target.value)}
                error={Boolean(error)}
                helperText={error}
                sx={{ flex: 1 }}
            />
            <Button type="submit" size="small">
                Save reason
            </Button>
        </Stack>
    );
};
