import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Groups';

const StoreList = lazy(() => import('./StoreList'));
const StoreCreate = lazy(() => import('./StoreCreate'));
const StoreDraftEdit = lazy(() => import('./StoreDraftEdit'));

/** A store's draft (its duplicate): edited, then opened by the desk. */
export const storeDrafts = { edit: StoreDraftEdit };

/** Campaign stores: a group's link, each buyer pays, one batch at the close. */
export default { list: StoreList, create: StoreCreate, icon: StoreIcon, recordRepresentation: 'title' };
