import { useState } from 'react';
import { FormControlLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import type { ReturnDetail } from './types';
import { approveErrors, type StepErrors } from './stepRules';
import { StepDialog, useReturnStep } from './StepDialog';

/** Approve: a reverse pickup (courier and AWB, the customer gets its tracking link) or "customer sends it back". */
export const ApproveDialog = ({ record, onClose }: { record: ReturnDetail; onClose: () => void }) => {
    const run = useReturnStep(record);
    const couriers = record.couriers; // the active couriers, sent with the return (support may not list couriers)
    const [customerSends, setCustomerSends] = useState(false);
    const [courierId, setCourierId] = useState<number | ''>('');
    const [awb, setAwb] = useState('');
    const [errors, setErrors] = useState<StepErrors>({});

    const submit = async () => {
        const found = approveErrors(customerSends, courierId, awb);
        if (Object.keys(found).length) {
            setErrors(found);
            return found;
        }
        const body = customerSends || courierId === '' ? { customer_sends: true } : { customer_sends: false, courier_id: courierId, awb: awb.trim() };
        const answer = await run('approve', body, ['courier_id', 'awb']);
        setErrors(answer ?? {});
        return answer;
    };

    return (
        <StepDialog title={`Approve return ${record.number}`} submitLabel="Approve" onSubmit={submit} onClose={onClose}>
            <RadioGroup
                aria-label="How it comes back"
                value={customerSends ? 'customer' : 'pickup'}
                onChange={event => setCustomerSends(event.target.value === 'customer')}
            >
                <FormControlLabel value="pickup" control={<Radio />} label="Reverse pickup by courier" />
                <FormControlLabel value="customer" control={<Radio />} label="Customer sends it back" />
            </RadioGroup>
            {customerSends ? null : (
                <>
                    <TextField
                        select
                        label="Pickup courier"
                        value={courierId}
                        onChange={event => setCourierId(Number(event.target.value))}
                        error={Boolean(errors.courier_id)}
                        helperText={errors.courier_id}
                        required
                    >
                        {couriers.map(c => (
                            <MenuItem key={c.id} value={c.id}>
                                {c.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        label="Pickup AWB"
                        value={awb}
                        onChange={event => setAwb(event.target.value)}
                        error={Boolean(errors.awb)}
                        helperText={errors.awb ?? 'The reverse pickup’s airway bill number.'}
                        required
                        slotProps={{ htmlInput: { autoComplete: 'off' } }}
                    />
                </>
            )}
        </StepDialog>
    );
};
