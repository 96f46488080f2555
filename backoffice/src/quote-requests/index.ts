import { lazy } from 'react';
import RequestIcon from '@mui/icons-material/RequestQuote';

const QuoteRequestList = lazy(() => import('./QuoteRequestList'));
const QuoteRequestShow = lazy(() => import('./QuoteRequestShow'));

export default {
    list: QuoteRequestList,
    show: QuoteRequestShow,
    icon: RequestIcon,
    recordRepresentation: 'id',
};
