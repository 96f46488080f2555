import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';

const SupplierList = lazy(() => import('./SupplierList'));
const SupplierCreate = lazy(() => import('./SupplierCreate'));
const SupplierEdit = lazy(() => import('./SupplierEdit'));

/** Suppliers of blanks: GSTIN, address, state, e-mail for their purchase orders. */
export default { list: SupplierList, create: SupplierCreate, edit: SupplierEdit, icon: StorefrontIcon };
