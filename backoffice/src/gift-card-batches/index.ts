import { lazy } from 'react';
import GiftIcon from '@mui/icons-material/CardGiftcard';

const BatchList = lazy(() => import('./BatchList'));
const BatchCreate = lazy(() => import('./BatchCreate'));
const BatchShow = lazy(() => import('./BatchShow'));

export default { list: BatchList, create: BatchCreate, show: BatchShow, icon: GiftIcon, recordRepresentation: 'company' };
