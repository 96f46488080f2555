import { lazy } from 'react';
import ReturnIcon from '@mui/icons-material/AssignmentReturn';

const ReturnList = lazy(() => import('./ReturnList'));
const ReturnShow = lazy(() => import('./ReturnShow'));

export default {
    list: ReturnList,
    show: ReturnShow,
    icon: ReturnIcon,
    recordRepresentation: 'number',
};
