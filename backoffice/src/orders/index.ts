import { lazy } from 'react';
import OrderIcon from '@mui/icons-material/ShoppingBag';

const OrderList = lazy(() => import('./OrderList'));
const OrderShow = lazy(() => import('./OrderShow'));

export default {
    list: OrderList,
    show: OrderShow,
    icon: OrderIcon,
    recordRepresentation: 'order_id',
};
