import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { Button, Stack } from '@mui/material';
import type { ReturnDetail, ReturnStep } from './types';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { ReceiveDialog } from './ReceiveDialog';
import { RefundDialog } from './RefundDialog';
import { StepDialog, useReturnStep } from './StepDialog';

const LABELS: Record<ReturnStep, string> = {
    approve: 'Approve',
    reject: 'Reject',
    picked_up: 'Picked up',
    receive: 'Mark received',
    refund: 'Refund',
    exchange: 'Exchange',
};
const ORDER: ReturnStep[] = ['approve', 'picked_up', 'receive', 'refund', 'exchange', 'reject'];

/** The steps this member may take (access/rules.ts), of those the server allows now (`actions`). */
const useAllowedSteps = (record: ReturnDetail): ReturnStep[] => {
    const allowed: Record<ReturnStep, boolean | undefined> = {
        approve: useCanAccess({ resource: 'returns', action: 'approve' }).canAccess,
        reject: useCanAccess({ resource: 'returns', action: 'reject' }).canAccess,
        picked_up: useCanAccess({ resource: 'returns', action: 'picked_up' }).canAccess,
        receive: useCanAccess({ resource: 'returns', action: 'receive' }).canAccess,
        refund: useCanAccess({ resource: 'returns', action: 'refund' }).canAccess,
        exchange: useCanAccess({ resource: 'returns', action: 'exchange' }).canAccess,
    };
    return ORDER.filter(step => record.actions.includes(step) && allowed[step]);
};

/** A step with no fields: asked once more, then taken. */
const ConfirmDialog = ({ record, step, onClose }: { record: ReturnDetail; step: 'picked_up' | 'exchange'; onClose: () => void }) => {
    const run = useReturnStep(record);
    const message =
        step === 'exchange'
            ? `A replacement order at no charge goes to the board's confirm column with the new sizes and the original print files, and the customer is e-mailed.`
            : 'The courier has collected the parcel from the customer.';
    return (
        <StepDialog
            title={step === 'exchange' ? `Exchange return ${record.number}` : `Return ${record.number} picked up`}
            submitLabel={step === 'exchange' ? 'Create replacement order' : 'Picked up'}
            message={message}
            onSubmit={() => run(step, {}, [])}
            onClose={onClose}
        />
    );
};

/** The return's next steps as buttons; each opens its dialog. */
export const ReturnActions = ({ record }: { record: ReturnDetail }) => {
    const steps = useAllowedSteps(record);
    const [open, setOpen] = useState<ReturnStep | null>(null);
    if (steps.length === 0) return null;
    const close = () => setOpen(null);
    return (
        <>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Return steps">
                {steps.map(step => (
                    <Button
                        key={step}
                        variant={step === 'reject' ? 'outlined' : 'contained'}
                        color={step === 'reject' ? 'error' : 'primary'}
                        onClick={() => setOpen(step)}
                        sx={{ ml: '0 !important' }}
                    >
                        {LABELS[step]}
                    </Button>
                ))}
            </Stack>
            {open === 'approve' ? <ApproveDialog record={record} onClose={close} /> : null}
            {open === 'reject' ? <RejectDialog record={record} onClose={close} /> : null}
            {open === 'receive' ? <ReceiveDialog record={record} onClose={close} /> : null}
            {open === 'refund' ? <RefundDialog record={record} onClose={close} /> : null}
            {open === 'picked_up' || open === 'exchange' ? <ConfirmDialog record={record} step={open} onClose={close} /> : null}
        </>
    );
};
