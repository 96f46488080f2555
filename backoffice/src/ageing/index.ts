import { lazy } from 'react';
import AgeingIcon from '@mui/icons-material/HourglassBottom';

const AgeingList = lazy(() => import('./AgeingList'));

/** What each business owes, by age of the due date: a list only (Accounts). */
export default {
    list: AgeingList,
    icon: AgeingIcon,
};
