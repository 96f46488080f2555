import { lazy } from 'react';
import PageIcon from '@mui/icons-material/Article';

const PageList = lazy(() => import('./PageList'));
const PageEdit = lazy(() => import('./PageEdit'));

export default {
    list: PageList,
    edit: PageEdit,
    icon: PageIcon,
    recordRepresentation: 'title',
};
