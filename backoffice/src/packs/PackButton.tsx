import { Button } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { packFilename, packUrl } from './packUrl';

/**
 * 'Production pack' (board card, order page): the order's ZIP with its front and back print files
 * and the one-page job sheet, downloaded by the browser from the same origin (the session cookie).
 */
export const PackButton = ({ orderId, compact = false }: { orderId: string; compact?: boolean }) => (
    <Button
        size="small"
        href={packUrl(orderId)}
        download={packFilename(orderId)}
        startIcon={<Inventory2Outlined fontSize="small" />}
        aria-label={`Production pack of order ${orderId}`}
        sx={compact ? { textTransform: 'none', px: 0.5, minWidth: 0 } : undefined}
    >
        Production pack
    </Button>
);
