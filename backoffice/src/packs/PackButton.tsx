import { Button } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { orderFileUrl } from '../providers/fileUrls';
import { packFilename } from './packFilename';

/**
 * 'Production pack' (the order page; 'Pack' on a board card, where room is short): the order's ZIP
 * with its front and back print files and the one-page job sheet, downloaded by the browser from
 * the same origin (the session cookie).
 */
export const PackButton = ({ orderId, compact = false }: { orderId: string; compact?: boolean }) => (
    <Button
        size="small"
        href={orderFileUrl(orderId, 'pack.zip')}
        download={packFilename(orderId)}
        startIcon={<Inventory2Outlined fontSize="small" />}
        aria-label={`Production pack of order ${orderId}`}
        title="Production pack: print files and job sheet (ZIP)"
        sx={compact ? { textTransform: 'none', px: 0.5, minWidth: 0 } : undefined}
    >
        {compact ? 'Pack' : 'Production pack'}
    </Button>
);
