import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import { designFilename, saveBlob } from './download';
import { getDesign } from './api';

type Side = 'front' | 'back';

/** 'Front Image' and 'Back Image': download the order's design as `<order_id>-<side>.png`. */
export const DesignButtons = ({ orderId, hasFront = true, hasBack = true }: { orderId: string; hasFront?: boolean; hasBack?: boolean }) => {
    const notifyError = useNotifyError();
    const [busy, setBusy] = useState<Side | null>(null);

    const download = async (side: Side) => {
        setBusy(side);
        try {
            saveBlob(await getDesign(orderId, side), designFilename(orderId, side));
        } catch (error) {
            notifyError(error, `Could not download the ${side} design.`);
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
