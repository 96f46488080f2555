import { lazy } from 'react';
import ConsentIcon from '@mui/icons-material/FactCheck';

const ConsentPage = lazy(() => import('./ConsentPage'));

/** Consent per purpose: the counts and the ledger's XLSX (the owner: manage_content). */
export default {
    list: ConsentPage,
    icon: ConsentIcon,
};
