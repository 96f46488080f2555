import { useEffect, useState } from 'react';
import { Box, TextField } from '@mui/material';
import type { Parcel } from '../types';
import { getParcel } from './api';

export type ParcelKey = keyof Parcel;
/** What the fields hold while typed: digits as text ('' for left blank). */
export type ParcelDraft = Record<ParcelKey, string>;

const FIELDS: { key: ParcelKey; label: string }[] = [
    { key: 'weight_grams', label: 'Weight (g)' },
    { key: 'length_cm', label: 'Length (cm)' },
    { key: 'breadth_cm', label: 'Breadth (cm)' },
    { key: 'height_cm', label: 'Height (cm)' },
];

export const EMPTY_PARCEL: ParcelDraft = { weight_grams: '', length_cm: '', breadth_cm: '', height_cm: '' };

/** The draft as the ship call takes it: whole numbers, a blank one left out (the server proposes it). */
export const parcelBody = (draft: ParcelDraft): Partial<Parcel> =>
    Object.fromEntries(
        FIELDS.flatMap(({ key }) => (/^\d+$/.test(draft[key].trim()) ? [[key, Number(draft[key].trim())]] : [])),
    ) as Partial<Parcel>;

/**
 * The parcel's weight and size for its label and the courier's manifest, proposed for the order's
 * product type and pieces (or as it shipped) by `GET /api/office/orders/{id}/parcel`; the team
 * corrects them after weighing the packed parcel.
 */
export const useParcelDraft = (orderId: string) => {
    const [draft, setDraft] = useState<ParcelDraft>(EMPTY_PARCEL);
    useEffect(() => {
        let live = true;
        getParcel(orderId)
            .then(parcel => {
                if (live) setDraft(Object.fromEntries(FIELDS.map(({ key }) => [key, String(parcel[key])])) as ParcelDraft);
            })
            .catch(() => undefined); // left blank: the server proposes them when shipping
        return () => {
            live = false;
        };
    }, [orderId]);
    return [draft, setDraft] as const;
};

export const ParcelFields = ({
    draft,
    onChange,
    errors,
}: {
    draft: ParcelDraft;
    onChange: (draft: ParcelDraft) => void;
    errors: Partial<Record<ParcelKey, string>>;
}) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
        {FIELDS.map(({ key, label }) => (
            <TextField
                key={key}
                label={label}
                size="small"
                value={draft[key]}
                onChange={event => onChange({ ...draft, [key]: event.target.value })}
                error={Boolean(errors[key])}
                helperText={errors[key]}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
        ))}
    </Box>
);
