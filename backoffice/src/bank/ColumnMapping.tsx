import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import type { BankColumns, BankStatement } from '../types';
import { useMapColumns } from './useBank';

const FIELDS: { name: keyof BankColumns; label: string; required: boolean }[] = [
    { name: 'date', label: 'Date', required: true },
    { name: 'amount', label: 'Credit amount (deposits)', required: true },
    { name: 'narration', label: 'Narration / remarks', required: false },
    { name: 'reference', label: 'UTR / reference number', required: false },
];

/** Which of the statement's columns hold what: asked once per bank, remembered for its next statements. */
export const ColumnMapping = ({ statement }: { statement: BankStatement }) => {
    const map = useMapColumns(statement.id);
    const notifyError = useNotifyError();
    const [columns, setColumns] = useState<BankColumns>({ date: '', amount: '', narration: '', reference: '', ...statement.columns });
    const ready = Boolean(columns.date && columns.amount);
    return (
        <Box component="form" onSubmit={e => { e.preventDefault(); map.mutate(columns, { onError: err => notifyError(err, 'The columns could not be saved') }); }}>
            <Typography sx={{ mb: 2 }}>
                Map the columns of {statement.bank}&apos;s statement once: the next statements of this bank are read with them.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
                {FIELDS.map(({ name, label, required }) => (
                    <TextField
                        key={name}
                        select
                        label={label}
                        required={required}
                        value={columns[name] ?? ''}
                        onChange={e => setColumns(current => ({ ...current, [name]: e.target.value }))}
                    >
                        {!required && <MenuItem value="">(none)</MenuItem>}
                        {statement.headers.map(header => (
                            <MenuItem key={header} value={header}>{header}</MenuItem>
                        ))}
                    </TextField>
                ))}
            </Box>
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!ready || map.isPending}>
                Save columns and read the statement
            </Button>
        </Box>
    );
};
