import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';

const BlankStockList = lazy(() => import('./BlankStockList'));
const BlankStockShow = lazy(() => import('./BlankStockShow'));
const BlankStockCreate = lazy(() => import('./BlankStockCreate'));

/** Blank stock: the list, one blank with its movements, adding a blank. */
export default {
    list: BlankStockList,
    show: BlankStockShow,
    create: BlankStockCreate,
    icon: InventoryIcon,
};
