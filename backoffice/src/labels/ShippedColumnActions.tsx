import { useState } from 'react';
import { Box, Button } from '@mui/material';
import LocalPrintshopOutlined from '@mui/icons-material/LocalPrintshopOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { PickupDialog, type PickupKind } from './PickupDialog';

/** Under the board's shipped heading: a day's labels and a courier's pickup manifest. */
export const ShippedColumnActions = () => {
    const [open, setOpen] = useState<PickupKind | null>(null);
    return (
        <Box sx={{ display: 'flex', gap: 0.5, px: 1, pb: 0.5, flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<LocalPrintshopOutlined fontSize="small" />} onClick={() => setOpen('labels')}>
                Print labels
            </Button>
            <Button size="small" startIcon={<AssignmentOutlined fontSize="small" />} onClick={() => setOpen('manifest')}>
                Pickup manifest
            </Button>
            {open ? <PickupDialog kind={open} onClose={() => setOpen(null)} /> : null}
        </Box>
    );
};
