import { lazy } from 'react';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';

const AdminList = lazy(() => import('./AdminList'));
const AdminCreate = lazy(() => import('./AdminCreate'));
const AdminEdit = lazy(() => import('./AdminEdit'));

export default {
    list: AdminList,
    create: AdminCreate,
    edit: AdminEdit,
    icon: AdminIcon,
    recordRepresentation: 'name',
};
