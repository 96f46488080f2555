import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatDate } from '../format';
import { DUE_LOOK } from './due';
import { useTodayLoad } from './usePlan';

const Figure = ({ label, value, accent }: { label: string; value: string; accent: string }) => (
    <Card variant="outlined" sx={{ borderLeft: `6px solid ${accent}` }}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary">
                {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {value}
            </Typography>
        </CardContent>
    </Card>
);

/** Today on the print floor: pieces planned to print, parcels shipped today for the courier to collect (the pickup manifest's), orders already late. */
export const TodayFigures = () => {
    const { data } = useTodayLoad();
    if (!data) return <Skeleton variant="rounded" height={88} />;
    const late = data.late_orders === null ? '999+' : String(data.late_orders);
    return (
        <Box component="section" aria-label={`Today, ${formatDate(data.day)}`} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <Figure label="Pieces to print today" value={String(data.pieces_to_print)} accent="#3469b7" />
            <Figure label="Parcels to hand over today" value={String(data.parcels_to_hand_over)} accent={DUE_LOOK.today.color} />
            <Figure label="Orders already late" value={late} accent={DUE_LOOK.late.color} />
        </Box>
    );
};
