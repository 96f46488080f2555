import { Button } from '@mui/material';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useCanAccess } from 'react-admin';
import { storeBatchPackUrl } from '../providers/fileUrls';
import type { StoreBatchRow } from '../types';

/**
 * 'Production pack' of a store batch: one ZIP with a print file per buyer (the design with their name and
 * number), the job sheet by size and colour and the packing list by person, downloaded by the browser from the
 * same origin (the session cookie).
 */
export const BatchPackButton = ({ batch }: { batch: StoreBatchRow }) => {
    const { canAccess } = useCanAccess({ resource: 'store-batches', action: 'pack' });
    if (!canAccess) return null;
    return (
        <Button
            size="small"
            href={storeBatchPackUrl(batch.id)}
            startIcon={<Inventory2Outlined fontSize="small" />}
            aria-label={`Production pack of ${batch.store}: ${batch.design}`}
            title="Production pack: a print file per buyer, the job sheet and the packing list (ZIP)"
        >
            Production pack
        </Button>
    );
};
