import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, LinearProgress, Link, Skeleton, Typography } from '@mui/material';
import { SUMMARY_KEY } from '../providers/useSummary';
import { formatDateTime, formatRupees } from '../format';
import { boardOfStore } from '../board/useBoardStore';
import { getStoreFigures } from './api';

/** Under SUMMARY_KEY: refreshed with the totals after a status or payment change. */
export const STORE_FIGURES_KEY = [...SUMMARY_KEY, 'stores'] as const;

const Figure = ({ label, value }: { label: string; value: string | number }) => (
    <Box sx={{ border: '1px solid', borderColor: 'divider', borderTop: '4px solid #7b2d5b', borderRadius: 2, p: 1.5 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
            {label}
        </Typography>
    </Box>
);

/**
 * The campaign stores on the dashboard (`GET /api/office/store-figures`): open stores, those closing within 7 days,
 * the pieces ordered and (for those who see money) the money collected in them, and the designs still under their
 * minimum at a close that is near, each linked to its store's orders on the board.
 */
export const StoreFigures = () => {
    const { data, isError } = useQuery({ queryKey: STORE_FIGURES_KEY, queryFn: getStoreFigures, staleTime: 30_000 });
    if (isError) return null;
    return (
        <Card variant="outlined" component="section" aria-label="Campaign stores">
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <Typography variant="h6" component="h2">
                    Campaign stores
                </Typography>
                {data ? (
                    <>
                        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
                            <Figure label="Open stores" value={data.open_stores} />
                            <Figure label="Closing in 7 days" value={data.closing_soon} />
                            <Figure label="Pieces ordered" value={data.pieces} />
                            {data.collected !== null ? <Figure label="Collected in open stores" value={formatRupees(data.collected)} /> : null}
                            <Figure label="Designs under their minimum, closing soon" value={data.under_minimum} />
                        </Box>
                        {data.short.length > 0 ? (
                            <Box component="ul" aria-label="Designs under their minimum" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                                {data.short.map(row => (
                                    <Box component="li" key={`${row.store_id}-${row.design}`}>
                                        <Typography variant="body2">
                                            <Link component={RouterLink} to={boardOfStore(row.store_id)}>
                                                {row.store}
                                            </Link>
                                            {` · ${row.design}: ${row.progress} · closes ${formatDateTime(row.closes_at)}`}
                                        </Typography>
                                        <LinearProgress
                                            variant="determinate"
                                            value={Math.min(100, (100 * row.ordered) / Math.max(row.minimum, 1))}
                                            aria-label={`${row.store}, ${row.design}: ${row.progress}`}
                                            sx={{ height: 6, borderRadius: 3, maxWidth: 420 }}
                                        />
                                    </Box>
                                ))}
                            </Box>
                        ) : null}
                    </>
                ) : (
                    <Skeleton width={320} />
                )}
            </CardContent>
        </Card>
    );
};
