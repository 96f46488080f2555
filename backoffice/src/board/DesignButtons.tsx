import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useShop } from '../providers/useShop';
import { designFilename, saveBlob } from './download';

type Side = 'front' | 'back';

/** 'Front Image' and 'Back Image': download the order's design as `<order_id>-<side>.png`. */
export const DesignButtons = ({ orderId, hasFront = true, hasBack = true }: { orderId: string; hasFront?: boolean; hasBack?: boolean }) => {
    const shop = useShop();
    const notify = useNotify();
    const [busy, setBusy] = useState<Side | null>(null);

    const download = async (side: Side) => {
        setBusy(side);
        try {
            saveBlob(await shop.designImage(orderId, side), designFilename(orderId, side));
        } catch (error) {
            notify(error instanceof Error ? error.message : `This order has no ${side} design.`, { type: 'warning' });
        } finally {
            setBusy(null);
        }
    };

    const button = (side: Side, label: string, enabled: boolean) => (
        <Button
            size="small"
            variant="outlined"
            onClick={() => download(side)}
            disabled={!enabled || busy !== null}
            startIcon={busy === side ? <CircularProgress size={12} /> : undefined}
            sx={{ textTransform: 'none', flex: 1, minWidth: 0, px: 0.5, fontSize: '0.75rem', whiteSpace: 'nowrap' }}
        >
            {label}
        </Button>
    );

    return (
        <Stack direction="row" spacing={0.75} sx={{ width: '100%' }}>
            {button('front', 'Front Image', hasFront)}
            {button('back', 'Back Image', hasBack)}
        </Stack>
    );
};
