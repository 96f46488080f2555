import { lazy } from 'react';
import NewsletterIcon from '@mui/icons-material/MarkEmailRead';

const NewsletterSignupList = lazy(() => import('./NewsletterSignupList'));

export default {
    list: NewsletterSignupList,
    icon: NewsletterIcon,
    recordRepresentation: 'email',
};
