import { useId, useState, type FormEvent } from 'react';
import { Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { ORDER_STATUSES, isOrderStatus } from '../orders/statuses';
import type { OrderStatus } from '../types';

interface StatusFormProps {
    orderId: string;
    onSubmit: (status: OrderStatus) => Promise<boolean | void> | void;
}

/**
 * 'Update Status': opens a select of the five statuses plus Submit. Submitting with no
 * status selected does nothing visible (only logged); after success the selector closes.
 */
export const StatusForm = ({ orderId, onSubmit }: StatusFormProps) => {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState<OrderStatus | ''>('');
    const [busy, setBusy] = useState(false);
    const labelId = useId();

    if (!open) {
        return (
            <Button size="small" onClick={() => setOpen(true)} sx={{ textTransform: 'none', px: 0.5, minWidth: 0 }}>
                Update Status
            </Button>
        );
    }

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!status) {
            console.info(`Update Status for order ${orderId}: no status selected.`);
            return;
        }
        setBusy(true);
        const ok = await onSubmit(status);
        setBusy(false);
        if (ok !== false) {
            setOpen(false);
            setStatus('');
        }
    };

    return (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', width: '100%' }}>
            <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
                <InputLabel id={labelId}>Status</InputLabel>
                <Select
                    labelId={labelId}
                    label="Status"
                    value={status}
                    onChange={event => {
                        const value = String(event.target.value);
                        setStatus(isOrderStatus(value) ? value : '');
                    }}
                    inputProps={{ 'aria-label': `Status for order ${orderId}` }}
                    sx={{ textTransform: 'capitalize' }}
                >
                    {ORDER_STATUSES.map(value => (
                        <MenuItem key={value} value={value} sx={{ textTransform: 'capitalize' }}>
                            {value}
                        </MenuItem>
                    ))}
                </Select>
            </FormControl>
            <Button type="submit" size="small" variant="contained" disabled={busy}>
                Submit
            </Button>
        </Box>
    );
};
