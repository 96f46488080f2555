import { useState, type FormEvent } from 'react';
import { useGetList } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import type { Courier, Shipment } from '../types';
import { shipErrors, type ShipErrors } from './shipErrors';
import { ParcelFields, parcelBody, useParcelDraft } from './ParcelFields';
import { shipOrder } from './api';

interface ShipDialogProps {
    orderId: string;
    onCancel: () => void;
    onShipped: (shipment: Shipment) => void;
    /** 'No AWB yet': shipped with the courier not recorded (added later with 'Add AWB') */
    onSkip?: () => void;
}

/** The active couriers, in the team's order (`GET /api/office/couriers?filter={"active":true}`). */
const useCouriers = () =>
    useGetList<Courier>('couriers', {
        filter: { active: true },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'position', order: 'ASC' },
    });

/**
 * Asked when an order moves to shipped, and by 'Add AWB' on a shipped order without a courier: the
 * courier and its AWB number (not needed for a courier without one, "Hand delivery"), the parcel's
 * weight and size (proposed; printed on its label and the pickup manifest), then
 * `POST /api/office/orders/{id}/ship`. Errors show by their field. When moving to shipped, 'Ship
 * without AWB' (`onSkip`) ships it anyway: the courier was booked elsewhere, the AWB comes later.
 */
export const ShipDialog = ({ orderId, onCancel, onShipped, onSkip }: ShipDialogProps) => {
    const { data: couriers = [], isPending } = useCouriers();
    const [courierId, setCourierId] = useState<number | ''>('');
    const [awb, setAwb] = useState('');
    const [errors, setErrors] = useState<ShipErrors>({});
    const [parcel, setParcel] = useParcelDraft(orderId);
    const [busy, setBusy] = useState(false);
    // asked by the server for a consignment over the e-way bill limit without a number on record
    const [reason, setReason] = useState('');
    const [askReason, setAskReason] = useState(false);
    const courier = couriers.find(c => c.id === courierId);
    const needsAwb = courier?.needs_awb ?? true;

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!courier) return setErrors({ courier_id: 'Choose the courier.' });
        if (needsAwb && !awb.trim()) return setErrors({ awb: 'Enter the AWB number.' });
        setBusy(true);
        try {
            const body = { courier_id: courier.id, awb: needsAwb ? awb.trim() : '', ...parcelBody(parcel) };
            onShipped(await shipOrder(orderId, reason.trim() ? { ...body, no_ewaybill_reason: reason.trim() } : body));
        } catch (error) {
            const found = shipErrors(error);
            if (found.no_ewaybill_reason) setAskReason(true);
            setErrors(found);
        } finally {
            setBusy(false);
        }
    };

    return (
        <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="ship-title">
            <form onSubmit={submit} noValidate>
                <DialogTitle id="ship-title">Ship order {orderId}</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    {errors.message ? <Alert severity="error">{errors.message}</Alert> : null}
                    <TextField
                        select
                        label="Courier"
                        value={courierId}
                        disabled={isPending}
                        onChange={event => {
                            setCourierId(Number(event.target.value));
                            setErrors({});
                        }}
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
                        label="AWB number"
                        value={needsAwb ? awb : ''}
                        disabled={!needsAwb}
                        onChange={event => setAwb(event.target.value)}
                        error={Boolean(errors.awb)}
                        helperText={errors.awb ?? (needsAwb ? 'The airway bill number on the parcel.' : 'Not needed for this courier.')}
                        required={needsAwb}
                        slotProps={{ htmlInput: { autoComplete: 'off' } }}
                    />
                    <ParcelFields draft={parcel} onChange={setParcel} errors={errors} />
                    {askReason ? (
                        <TextField
                            label="Why it leaves without an e-way bill"
                            value={reason}
                            onChange={event => setReason(event.target.value)}
                            error={Boolean(errors.no_ewaybill_reason) && !reason.trim()}
                            helperText={errors.no_ewaybill_reason}
                            multiline
                            required
                        />
                    ) : null}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onCancel}>Cancel</Button>
                    {onSkip ? (
                        <Button onClick={onSkip} disabled={busy}>
                            No AWB yet
                        </Button>
                    ) : null}
                    <Button type="submit" variant="contained" disabled={busy}>
                        Ship
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
