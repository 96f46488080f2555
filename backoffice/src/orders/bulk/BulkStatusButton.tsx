import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { OrderStatus } from '../../types';

/**
 * All five: shipped in bulk records each shipment as 'Courier not recorded' (hand delivery, a
 * courier booked elsewhere); each order's AWB can be added later with 'Add AWB'.
 */
export const BULK_STATUSES: OrderStatus[] = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'];

interface BulkStatusButtonProps {
    count: number;
    disabled: boolean;
    onApply: (status: OrderStatus) => Promise<void>;
}

/** 'Change status': choose one status for every ticked order, then Apply. */
export const BulkStatusButton = ({ count, disabled, onApply }: BulkStatusButtonProps) => {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState<OrderStatus | ''>('');

    const apply = async () => {
        if (!status) return;
        setOpen(false);
        await onApply(status);
        setStatus('');
    };

    return (
        <>
            <Button size="small" startIcon={<SwapHoriz fontSize="small" />} disabled={disabled} onClick={() => setOpen(true)}>
                Change status
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="bulk-status-title">
                <DialogTitle id="bulk-status-title">Change the status of {count} orders</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    <TextField
                        select
                        label="New status"
                        value={status}
                        onChange={event => setStatus(event.target.value as OrderStatus)}
                        sx={{ '& .MuiSelect-select': { textTransform: 'capitalize' } }}
                    >
                        {BULK_STATUSES.map(value => (
                            <MenuItem key={value} value={value} sx={{ textTransform: 'capitalize' }}>
                                {value}
                            </MenuItem>
                        ))}
                    </TextField>
                    <DialogContentText variant="body2">
                        Each order is changed on its own and keeps a history row. Orders shipped here show 'AWB missing'
                        until their courier and AWB number are added on the board or the order page.
                    </DialogContentText>
                </DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(false)}>Cancel</Button>
                    <Button variant="contained" disabled={!status} onClick={apply}>
                        Apply
                    </Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
