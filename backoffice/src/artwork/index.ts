import { lazy } from 'react';
import ArtworkIcon from '@mui/icons-material/Palette';

const ArtworkList = lazy(() => import('./ArtworkList'));
const ArtworkCreate = lazy(() => import('./ArtworkCreate'));
const ArtworkEdit = lazy(() => import('./ArtworkEdit'));

export default {
    list: ArtworkList,
    create: ArtworkCreate,
    edit: ArtworkEdit,
    icon: ArtworkIcon,
    recordRepresentation: 'title',
};
