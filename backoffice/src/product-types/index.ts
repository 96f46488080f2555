import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';

const ProductTypeList = lazy(() => import('./ProductTypeList'));
const ProductTypeEdit = lazy(() => import('./ProductTypeEdit'));

export default {
    list: ProductTypeList,
    edit: ProductTypeEdit,
    icon: CategoryIcon,
    recordRepresentation: 'name',
};
