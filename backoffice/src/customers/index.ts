import { lazy } from 'react';
import CustomerIcon from '@mui/icons-material/People';

const CustomerList = lazy(() => import('./CustomerList'));
const CustomerShow = lazy(() => import('./CustomerShow'));
const CustomerEdit = lazy(() => import('./CustomerEdit'));

export default {
    list: CustomerList,
    show: CustomerShow,
    edit: CustomerEdit,
    icon: CustomerIcon,
    recordRepresentation: 'name',
};
