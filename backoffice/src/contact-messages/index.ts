import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';

const ContactMessageList = lazy(() => import('./ContactMessageList'));

export default {
    list: ContactMessageList,
    icon: MailIcon,
    recordRepresentation: 'name',
};
