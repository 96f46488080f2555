import { lazy } from 'react';
import TestimonialIcon from '@mui/icons-material/FormatQuote';

const TestimonialList = lazy(() => import('./TestimonialList'));
const TestimonialCreate = lazy(() => import('./TestimonialCreate'));
const TestimonialEdit = lazy(() => import('./TestimonialEdit'));

export default {
    list: TestimonialList,
    create: TestimonialCreate,
    edit: TestimonialEdit,
    icon: TestimonialIcon,
    recordRepresentation: 'name',
};
