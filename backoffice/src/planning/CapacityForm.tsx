import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { CAPACITY_KEY, PLAN_KEY, useCapacity } from './usePlan';
import type { Capacity } from './types';
import { setCapacity } from './api';

const CapacityRow = ({ row }: { row: Capacity }) => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const [pieces, setPieces] = useState(String(row.pieces_per_day));
    const [saving, setSaving] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSaving(true);
        try {
            await setCapacity({ print_method: row.print_method, pieces_per_day: Number(pieces) });
            notify(`${row.print_method}: ${pieces} pieces a day.`, { type: 'info' });
            void queryClient.invalidateQueries({ queryKey: CAPACITY_KEY });
            void queryClient.invalidateQueries({ queryKey: PLAN_KEY });
        } catch (error) {
            notifyError(error, 'Could not save the capacity.');
        } finally {
            setSaving(false);
        }
    };
    return (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
                size="small"
                type="number"
                label={`${row.print_method}, pieces a day`}
                value={pieces}
                onChange={event => setPieces(event.target.value)}
                slotProps={{ htmlInput: { min: 0, max: 100000, step: 1 } }}
                sx={{ width: 260, maxWidth: '100%' }}
            />
            <Button type="submit" size="small" variant="outlined" disabled={saving || pieces === String(row.pieces_per_day) || pieces === ''}>
                Save
            </Button>
        </Box>
    );
};

/** The daily capacity per print method, a shop setting (the owner's). */
export const CapacityForm = () => {
    const { data } = useCapacity();
    if (!data) return null;
    return (
        <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1.25 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                    Daily capacity
                </Typography>
                {data.map(row => (
                    <CapacityRow key={row.print_method} row={row} />
                ))}
            </CardContent>
        </Card>
    );
};
