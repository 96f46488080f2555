import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';

const SettlementList = lazy(() => import('./SettlementList'));
const SettlementShow = lazy(() => import('./SettlementShow'));

/** The payment gateway's settlements: the report uploaded, each payout's lines and the mismatches (Accounts, Owner). */
export default { list: SettlementList, show: SettlementShow, icon: PaymentsIcon };
