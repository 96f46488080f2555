import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { DesignButtons } from './DesignButtons';
import type { OrderDetail } from './types';

const Thumb = ({ src, label }: { src?: string | null; label: string }) => (
    <Box sx={{ textAlign: 'center' }}>
        <Box
            sx={{
                width: 180,
                height: 180,
                borderRadius: 2,
                border: '1px dashed',
                borderColor: 'divider',
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#f4f1f6',
                overflow: 'hidden',
            }}
        >
            {src ? (
                <img src={src} alt={`${label} design`} style={{ maxWidth: '100%', maxHeight: '100%' }} loading="lazy" />
            ) : (
                <Typography variant="caption" color="text.secondary">
                    No {label.toLowerCase()} design
                </Typography>
            )}
        </Box>
        <Typography variant="caption">{label}</Typography>
    </Box>
);

/** The customer's front and back designs (thumbnails) with the PNG downloads. */
export const OrderDesigns = ({ record }: { record: OrderDetail }) => (
    <Card variant="outlined">
        <CardHeader title="Designs" titleTypographyProps={{ variant: 'subtitle1', component: 'h2' }} />
        <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <Box
                    aria-label={`Colour ${record.color}`}
                    sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: record.color_hex, border: '1px solid rgba(0,0,0,0.2)' }}
                />
                <Typography variant="body2">{record.color}</Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Thumb src={record.front_thumbnail} label="Front" />
                <Thumb src={record.back_thumbnail} label="Back" />
            </Box>
            <Box sx={{ maxWidth: 380 }}>
                <DesignButtons orderId={record.order_id} hasFront={record.front !== null} hasBack={record.back !== null} />
            </Box>
        </CardContent>
    </Card>
);
