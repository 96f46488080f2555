import { lazy } from 'react';
import QuoteIcon from '@mui/icons-material/Description';

const QuoteList = lazy(() => import('./QuoteList'));
const QuoteShow = lazy(() => import('./QuoteShow'));

export default {
    list: QuoteList,
    show: QuoteShow,
    icon: QuoteIcon,
    recordRepresentation: 'number',
};
