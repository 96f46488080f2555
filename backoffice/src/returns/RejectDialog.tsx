import { useState } from 'react';
import { TextField } from '@mui/material';
import type { ReturnDetail } from './types';
import { rejectErrors, type StepErrors } from './stepRules';
import { StepDialog, useReturnStep } from './StepDialog';

/** Reject: the reason, which the customer reads in the e-mail. */
export const RejectDialog = ({ record, onClose }: { record: ReturnDetail; onClose: () => void }) => {
    const run = useReturnStep(record);
    const [reason, setReason] = useState('');
    const [errors, setErrors] = useState<StepErrors>({});
    const submit = async () => {
        const found = rejectErrors(reason);
        if (Object.keys(found).length) {
            setErrors(found);
            return found;
        }
        const answer = await run('reject', { reason: reason.trim() }, ['reason']);
        setErrors(answer ?? {});
        return answer;
    };
    return (
        <StepDialog title={`Reject return ${record.number}`} submitLabel="Reject" danger onSubmit={submit} onClose={onClose}>
            <TextField
                label="Reason"
                value={reason}
                onChange={event => setReason(event.target.value)}
                error={Boolean(errors.reason)}
                helperText={errors.reason ?? 'E-mailed to the customer.'}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
            />
        </StepDialog>
    );
};
