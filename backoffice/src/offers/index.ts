import { lazy } from 'react';
import OfferIcon from '@mui/icons-material/LocalOffer';

const OfferList = lazy(() => import('./OfferList'));
const OfferCreate = lazy(() => import('./OfferCreate'));
const OfferEdit = lazy(() => import('./OfferEdit'));

export default { list: OfferList, create: OfferCreate, edit: OfferEdit, icon: OfferIcon, recordRepresentation: 'name' };
