import { lazy } from 'react';
import MarginIcon from '@mui/icons-material/QueryStats';

const MarginList = lazy(() => import('./MarginList'));

/** Profit per job: charts and the month's orders, losses first (Owner; Accounts reads). */
export default {
    list: MarginList,
    icon: MarginIcon,
};
