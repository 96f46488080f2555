import { lazy } from 'react';
import PrintIcon from '@mui/icons-material/Print';

const PrintQueueList = lazy(() => import('./PrintQueueList'));

/** The print floor's queue: confirmed orders with their print files; a list only. */
export default {
    list: PrintQueueList,
    icon: PrintIcon,
};
