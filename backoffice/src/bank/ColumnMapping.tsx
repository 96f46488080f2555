import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import type { BankColumns, BankStatement } from '../types';
import { useMapColumns } from './useBank';

const FIELDS: { name: keyof BankColumns; label: string; required: boolean }[] = [
    { name: 'date', label: 'Date', required: true },
    { name: 'amount', label: 'Credit amount (deposits, or the one Amount column)', required: true },
    { name: 'narration', label: 'Narration / remarks', required: false },
    { name: 'reference', label: 'UTR / reference number', required: false },
    { name: 'direction', label: 'Dr / Cr column', required: false },
    { name: 'debit', label: 'Debit amount (withdrawals)', required: false },
];

/** Why the columns cannot be saved yet, in the team's words. */
export const missing = (columns: BankColumns): string => {
    const needed = [!columns.date && 'the Date column', !columns.amount && 'the credit amount column', !(columns.direction || columns.debit) && 'the Dr / Cr column or the debit (withdrawals) column'].filter(Boolean);
    return `Choose ${needed.join(', and ')} to save.`;
};

/** Which of the statement's columns hold what: asked once per bank, remembered for its next statements. */
export const ColumnMapping = ({ statement }: { statement: BankStatement }) => {
    const map = useMapColumns(statement.id);
    const notifyError = useNotifyError();
    const [columns, setColumns] = useState<BankColumns>({
        date: '', amount: '', narration: '', reference: '', direction: '', debit: '', ...statement.columns,
    });
    // debits must be told apart, or money paid out (a refund) would be read as a payment received
    const debitsKnown = Boolean(columns.direction || columns.debit);
    const ready = Boolean(columns.date && columns.amount && debitsKnown);
    return (
        <Box component="form" onSubmit={e => { e.preventDefault(); map.mutate(columns, { onError: err => notifyError(err, 'The columns could not be saved') }); }}>
            <Typography sx={{ mb: 2 }}>
                Map the columns of {statement.bank}&apos;s statement once: the next statements of this bank are read with them.
            </Typography>
            <Typography id="debits-how" color={debitsKnown ? 'text.secondary' : 'warning.main'} sx={{ mb: 2 }}>
                Debits are skipped: choose the Dr / Cr column when one Amount column holds both, or the debit
                (withdrawals) column when debits have their own. You need only one of the two: leave the other at (none).
                Without either, money paid out (a refund) would be read as a payment received, so a statement with
                neither cannot be read: export it again from the bank with its Withdrawal or Dr / Cr column.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
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
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!ready || map.isPending} aria-describedby={ready ? undefined : 'columns-missing'}>
                Save columns and read the statement
            </Button>
            {!ready && (
                <Typography id="columns-missing" variant="body2" color="warning.main" sx={{ mt: 1 }}>
                    {missing(columns)}
                </Typography>
            )}
        </Box>
    );
};
