import { useState } from 'react';
import { Button } from '@mui/material';
import type { PaymentStatus } from '../types';

interface PaymentToggleProps {
    orderId: string;
    status: PaymentStatus;
    onToggle: (orderId: string, next: PaymentStatus) => Promise<unknown>;
}

/** 'Mark as Paid' for an unpaid order, 'Mark as Unpaid' for a paid one. */
export const PaymentToggle = ({ orderId, status, onToggle }: PaymentToggleProps) => {
    const [busy, setBusy] = useState(false);
    const next: PaymentStatus = status === 'paid' ? 'unpaid' : 'paid';
    return (
        <Button
            size="small"
            variant={next === 'paid' ? 'contained' : 'outlined'}
            color={next === 'paid' ? 'success' : 'warning'}
            disabled={busy}
            aria-label={`${next === 'paid' ? 'Mark as Paid' : 'Mark as Unpaid'} order ${orderId}`}
            onClick={async () => {
                setBusy(true);
                try {
                    await onToggle(orderId, next);
                } finally {
                    setBusy(false);
                }
            }}
            sx={{ textTransform: 'none', minWidth: 130 }}
        >
            {next === 'paid' ? 'Mark as Paid' : 'Mark as Unpaid'}
        </Button>
    );
};
