import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useListContext } from 'react-admin';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import type { BlankItem } from '../types';
import { blankName } from './blankName';
import { StockButtons } from './StockButtons';

const Swatch = ({ hex }: { hex: string }) => (
    <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-block', flex: 'none', width: 14, height: 14, borderRadius: '50%', border: '1px solid rgba(0,0,0,0.25)', bgcolor: hex || 'transparent' }}
    />
);

const Card = ({ item }: { item: BlankItem }) => (
    <Paper component="li" variant="outlined" aria-label={blankName(item)} sx={{ p: 1.25, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Swatch hex={item.colour_hex} />
            <Link component={RouterLink} to={`/blank-stock/${item.id}/show`} variant="subtitle2">
                {blankName(item)}
            </Link>
            {item.low ? <Chip size="small" color="warning" label="Low" sx={{ ml: 'auto' }} /> : null}
        </Box>
        <Typography variant="body2">
            On hand {item.on_hand} · Reserved {item.reserved} ·{' '}
            <Box component="strong" sx={{ color: item.available < 0 ? 'error.main' : undefined }}>
                Available {item.available}
            </Box>
        </Typography>
        {item.low_stock_at > 0 ? (
            <Typography variant="caption" color="text.secondary">
                Low at {item.low_stock_at}
            </Typography>
        ) : null}
        <RecordContextProvider value={item}>
            <StockButtons />
        </RecordContextProvider>
    </Paper>
);

/** On a phone: a card per blank (its counts, Receive and Adjust), stacked; nothing wider than the screen. */
export const BlankStockCards = () => {
    const { data, isPending } = useListContext<BlankItem>();
    if (isPending) return null;
    if (!data?.length) {
        return (
            <Typography color="text.secondary" sx={{ p: 2 }}>
                No blanks found.
            </Typography>
        );
    }
    return (
        <Box component="ul" aria-label="Blank stock" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
            {data.map(item => (
                <Card key={item.id} item={item} />
            ))}
        </Box>
    );
};
