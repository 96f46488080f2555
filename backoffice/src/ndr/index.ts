import { lazy } from 'react';
import NdrIcon from '@mui/icons-material/AssignmentReturn';

const NdrList = lazy(() => import('./NdrList'));
const NdrShow = lazy(() => import('./NdrShow'));

export default {
    list: NdrList,
    show: NdrShow,
    icon: NdrIcon,
    recordRepresentation: 'order_id',
};
