import { HttpError } from 'react-admin';

export interface ShipErrors {
    courier_id?: string;
    awb?: string;
    /** What is not about one field (`status`: a cancelled order, or a failed call). */
    message?: string;
}

/** The server's `{message, errors: {courier_id, awb, status}}` as the dialog shows it. */
export const shipErrors = (error: unknown): ShipErrors => {
    const fields = (error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined) ?? {};
    const { courier_id, awb, status } = fields;
    const message = status ?? (courier_id || awb ? undefined : error instanceof Error ? error.message : 'Could not ship the order.');
    return { courier_id, awb, message };
};
