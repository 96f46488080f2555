import { Box, Stack, Typography } from '@mui/material';
import type { Order } from '../types';

type Line = NonNullable<Order['designs']>[number];

/** A setup charge's own words ("Setup: Screen setup (up to 4 colours)"): it prints no piece. */
const setupOf = (line: Line) => (line.kind === 'setup' ? `Setup: ${line.size}` : null);

/** A design's picture: the catalogue item's first picture, or the order's own front thumbnail. */
const Picture = ({ src, label, size }: { src: string | null | undefined; label: string; size: number }) => (
    <Box
        sx={{
            width: size,
            height: size,
            flex: 'none',
            borderRadius: 1,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: '#f4f1f6',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
        }}
    >
        {src ? <img src={src} alt={label} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
    </Box>
);

/**
 * What each line prints, with its size and quantity: "Medieval Pink · M × 1" beside the item's picture, or
 * "Own design: front, back" beside the customer's front thumbnail (`OfficeOrderOut.designs`); a business order's setup
 * charge (screens, digitising) as what it is, with no picture and no pieces. Board cards and the print queue.
 */
export const LineDesigns = ({ order, size = 28 }: { order: Pick<Order, 'designs' | 'front_thumbnail' | 'back_thumbnail'>; size?: number }) => (
    <Stack component="ul" aria-label="Designs" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
        {(order.designs ?? []).map((line: Line, i) => (
            <Box component="li" key={`${i}-${line.size}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                <Picture
                    src={line.kind === 'setup' ? null : line.catalogue_item_id ? line.picture : (order.front_thumbnail ?? order.back_thumbnail)}
                    label={line.design}
                    size={size}
                />
                <Typography variant="body2" noWrap sx={{ minWidth: 0 }} title={setupOf(line) ?? line.design}>
                    {setupOf(line) ?? line.design}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', ml: 'auto' }}>
                    {line.kind === 'setup' ? 'once' : `${line.size} × ${line.quantity}`}
                </Typography>
            </Box>
        ))}
    </Stack>
);
