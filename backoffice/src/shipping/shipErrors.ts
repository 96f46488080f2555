import { fieldErrors } from '../api/client';

export interface ShipErrors {
    courier_id?: string;
    awb?: string;
    weight_grams?: string;
    length_cm?: string;
    breadth_cm?: string;
    height_cm?: string;
    /** Over the e-way bill limit with no number on record: why it leaves without one (CGST Rule 138). */
    no_ewaybill_reason?: string;
    /** What is not about one field (`status`: a cancelled order, or a failed call). */
    message?: string;
}

/** The server's `{message, errors: {courier_id, awb, status}}` as the dialog shows it. */
export const shipErrors = (error: unknown): ShipErrors => {
    const fields = fieldErrors(error);
    const { courier_id, awb, status, weight_grams, length_cm, breadth_cm, height_cm, no_ewaybill_reason } = fields;
    const parcel = { weight_grams, length_cm, breadth_cm, height_cm };
    const onAField = courier_id || awb || no_ewaybill_reason || Object.values(parcel).some(Boolean);
    const message = status ?? (onAField ? undefined : error instanceof Error ? error.message : 'Could not ship the order.');
    return { courier_id, awb, ...parcel, no_ewaybill_reason, message };
};
