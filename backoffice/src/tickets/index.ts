import { lazy } from 'react';
import TicketIcon from '@mui/icons-material/SupportAgent';

const TicketList = lazy(() => import('./TicketList'));
const TicketShow = lazy(() => import('./TicketShow'));

export default {
    list: TicketList,
    show: TicketShow,
    icon: TicketIcon,
    recordRepresentation: 'number',
};
