import { useRecordContext } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import type { BlankItem } from '../types';

/** The blank's colour swatch and name. */
export const ColourField = (_props: { label?: string }) => {
    const item = useRecordContext<BlankItem>();
    if (!item) return null;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
                aria-hidden
                sx={{ width: 14, height: 14, borderRadius: '50%', border: '1px solid rgba(0,0,0,0.25)', bgcolor: item.colour_hex || 'transparent' }}
            />
            <Typography variant="body2">{item.colour}</Typography>
        </Box>
    );
};

/** Available, with "Low" when at or below the blank's threshold. */
export const AvailableField = (_props: { label?: string }) => {
    const item = useRecordContext<BlankItem>();
    if (!item) return null;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} color={item.available < 0 ? 'error' : undefined}>
                {item.available}
            </Typography>
            {item.low ? <Chip size="small" color="warning" label="Low" /> : null}
        </Box>
    );
};
