import { lazy } from 'react';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const PurchaseOrderList = lazy(() => import('./PurchaseOrderList'));
const PurchaseOrderShow = lazy(() => import('./PurchaseOrderShow'));
const PurchaseOrderCreate = lazy(() => import('./PurchaseOrderCreate'));
const PurchaseOrderEdit = lazy(() => import('./PurchaseOrderEdit'));

/** Purchase orders of blanks: write (or suggest), send, receive into blank stock, the PDF. */
export default {
    list: PurchaseOrderList,
    show: PurchaseOrderShow,
    create: PurchaseOrderCreate,
    edit: PurchaseOrderEdit,
    icon: ShoppingCartIcon,
};
