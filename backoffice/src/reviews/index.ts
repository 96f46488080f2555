import { lazy } from 'react';
import ReviewIcon from '@mui/icons-material/RateReview';

const ReviewList = lazy(() => import('./ReviewList'));
const ReviewEdit = lazy(() => import('./ReviewEdit'));

export default {
    list: ReviewList,
    edit: ReviewEdit,
    icon: ReviewIcon,
    recordRepresentation: 'title',
};
