import { lazy } from 'react';
import BatchIcon from '@mui/icons-material/Layers';

const StoreBatchList = lazy(() => import('./StoreBatchList'));

/** The print floor's store batches: a store's design at the close, one run, one pack; a list only. */
export default { list: StoreBatchList, icon: BatchIcon, recordRepresentation: 'design' };
