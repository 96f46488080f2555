import { lazy } from 'react';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';

const PriceBreakList = lazy(() => import('./PriceBreakList'));
const PriceBreakEdit = lazy(() => import('./PriceBreakEdit'));

export default {
    list: PriceBreakList,
    edit: PriceBreakEdit,
    icon: StackedBarChartIcon,
    recordRepresentation: 'name',
};
