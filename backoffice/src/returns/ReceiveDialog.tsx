import { useState } from 'react';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { ReturnDetail } from './types';
import { receiveErrors, type StepErrors } from './stepRules';
import { StepDialog, useReturnStep } from './StepDialog';

/** Mark received, with the quality check: pass, or fail with a note (which rejects the return with it). */
export const ReceiveDialog = ({ record, onClose }: { record: ReturnDetail; onClose: () => void }) => {
    const run = useReturnStep(record);
    const [passed, setPassed] = useState(true);
    const [note, setNote] = useState('');
    const [errors, setErrors] = useState<StepErrors>({});
    const submit = async () => {
        const found = receiveErrors(passed, note);
        if (Object.keys(found).length) {
            setErrors(found);
            return found;
        }
        const answer = await run('receive', { qc_passed: passed, note: note.trim() }, ['note']);
        setErrors(answer ?? {});
        return answer;
    };
    return (
        <StepDialog
            title={`Receive return ${record.number}`}
            submitLabel={passed ? 'Mark received' : 'Fail the check and reject'}
            danger={!passed}
            onSubmit={submit}
            onClose={onClose}
        >
            <RadioGroup aria-label="Quality check" value={passed ? 'pass' : 'fail'} onChange={event => setPassed(event.target.value === 'pass')}>
                <FormControlLabel value="pass" control={<Radio />} label="Quality check passed" />
                <FormControlLabel value="fail" control={<Radio />} label="Quality check failed" />
            </RadioGroup>
            <TextField
                label={passed ? 'Note (optional)' : 'What failed the check'}
                value={note}
                onChange={event => setNote(event.target.value)}
                error={Boolean(errors.note)}
                helperText={errors.note ?? (passed ? undefined : 'The return is rejected with this note; the customer reads it.')}
                required={!passed}
                multiline
                minRows={2}
            />
        </StepDialog>
    );
};
