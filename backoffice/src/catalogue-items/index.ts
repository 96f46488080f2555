import { lazy } from 'react';
import ItemIcon from '@mui/icons-material/Checkroom';

const CatalogueItemList = lazy(() => import('./CatalogueItemList'));
const CatalogueItemCreate = lazy(() => import('./CatalogueItemCreate'));
const CatalogueItemEdit = lazy(() => import('./CatalogueItemEdit'));

export default {
    list: CatalogueItemList,
    create: CatalogueItemCreate,
    edit: CatalogueItemEdit,
    icon: ItemIcon,
    recordRepresentation: 'name',
};
