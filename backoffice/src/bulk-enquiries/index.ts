import { lazy } from 'react';
import BulkIcon from '@mui/icons-material/Inventory2';

const BulkEnquiryList = lazy(() => import('./BulkEnquiryList'));

export default {
    list: BulkEnquiryList,
    icon: BulkIcon,
    recordRepresentation: 'name',
};
