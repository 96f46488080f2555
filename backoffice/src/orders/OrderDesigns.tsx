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

/** The catalogue designs of an order's lines (each item once), by name and picture. */
const CatalogueDesigns = ({ record }: { record: OrderDetail }) => {
    const items = new Map<number, { design: string; picture: string | null }>();
    for (const line of record.designs ?? []) {
        if (line.catalogue_item_id !== null && !items.has(line.catalogue_item_id)) items.set(line.catalogue_item_id, line);
    }
    return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} aria-label="Catalogue designs">
            {[...items.entries()].map(([id, item]) => (
                <Box key={id} sx={{ textAlign: 'center', width: 140 }}>
                    <Box sx={{ width: 140, height: 140, borderRadius: 2, overflow: 'hidden', bgcolor: '#f4f1f6', display: 'grid', placeItems: 'center' }}>
                        {item.picture ? (
                            <img src={item.picture} alt={item.design} style={{ maxWidth: '100%', maxHeight: '100%' }} loading="lazy" />
                        ) : null}
                    </Box>
                    <Typography variant="caption">{item.design}</Typography>
                </Box>
            ))}
        </Box>
    );
};

/**
 * What the order prints: the catalogue items of its lines (name and picture), and the customer's front and back designs
 * (thumbnails) with the PNG downloads when it has its own (an exchange's replacement carries its original's).
 */
export const OrderDesigns = ({ record }: { record: OrderDetail }) => {
    const catalogue = (record.designs ?? []).some(line => line.catalogue_item_id !== null);
    const own = record.front !== null || record.back !== null;
    return (
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
                {catalogue ? <CatalogueDesigns record={record} /> : null}
                {own || !catalogue ? (
                    <>
                        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                            <Thumb src={record.front_thumbnail} label="Front" />
                            <Thumb src={record.back_thumbnail} label="Back" />
                        </Box>
                        <Box sx={{ maxWidth: 380 }}>
                            <DesignButtons orderId={record.order_id} hasFront={record.front !== null} hasBack={record.back !== null} />
                        </Box>
                    </>
                ) : null}
            </CardContent>
        </Card>
    );
};
