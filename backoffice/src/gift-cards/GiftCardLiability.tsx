import { useEffect, useState } from 'react';
import { Box, Paper, TextField, Typography } from '@mui/material';
import { formatRupees } from '../format';
import { getLiability, type Liability } from './api';

const isoDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const firstOfMonth = (d: Date) => `${isoDay(d).slice(0, 8)}01`;

/**
 * The gift cards' money for a period (the accounts screen): what was sold, spent on orders, expired
 * unspent, and what the shop still owes at the end. Read from the maintained days, never the cards.
 */
export const GiftCardLiability = () => {
    const today = new Date();
    const [start, setStart] = useState(firstOfMonth(today));
    const [end, setEnd] = useState(isoDay(today));
    const [found, setFound] = useState<Liability | null>(null);
    const [error, setError] = useState('');
    useEffect(() => {
        if (!start || !end) return;
        getLiability(start, end)
            .then(l => {
                setFound(l);
                setError('');
            })
            .catch((e: unknown) => setError(e instanceof Error ? e.message : 'The liability could not be loaded.'));
    }, [start, end]);
    const figures: [string, number | undefined][] = [
        ['Outstanding at the start', found?.opening],
        ['Sold', found?.sold],
        ['Spent', found?.spent],
        ['Expired', found?.expired],
        ['Outstanding', found?.outstanding],
    ];
    return (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="gift-card-liability">
            <Typography variant="h6" component="h2" id="gift-card-liability">
                Gift card liability
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }}>
                <TextField label="From" type="date" size="small" value={start} onChange={e => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField label="To" type="date" size="small" value={end} onChange={e => setEnd(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            </Box>
            {error ? (
                <Typography color="error" role="alert">
                    {error}
                </Typography>
            ) : (
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, maxWidth: 360 }}>
                    {figures.map(([label, value]) => (
                        <Box key={label} sx={{ display: 'contents' }}>
                            <Box component="dt">{label}</Box>
                            <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                                {value === undefined ? '…' : formatRupees(value)}
                            </Box>
                        </Box>
                    ))}
                </Box>
            )}
        </Paper>
    );
};
