import { lazy } from 'react';
import VoucherIcon from '@mui/icons-material/ConfirmationNumber';

const VoucherList = lazy(() => import('./VoucherList'));
const VoucherCreate = lazy(() => import('./VoucherCreate'));
const VoucherEdit = lazy(() => import('./VoucherEdit'));

export default { list: VoucherList, create: VoucherCreate, edit: VoucherEdit, icon: VoucherIcon, recordRepresentation: 'code' };
