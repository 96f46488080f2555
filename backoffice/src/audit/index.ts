import { lazy } from 'react';
import AuditIcon from '@mui/icons-material/History';

const AuditList = lazy(() => import('./AuditList'));

/** The audit trail: a list only, nobody edits a row. */
export default {
    list: AuditList,
    icon: AuditIcon,
};
