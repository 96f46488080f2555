import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { OfficeAdmin } from './OfficeAdmin';
import { Route } from 'react-router-dom';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import { OfficeShell } from './OfficeMenu';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { Landing } from './access/Landing';
import { Screen } from './access/Screen';
import orders from './orders';
import customers from './customers';
import testimonials from './testimonials';
import artwork from './artwork';
import offers from './offers';
import vouchers from './vouchers';
import giftCardBatches from './gift-card-batches';
import admins from './admins';
import catalogueItems from './catalogue-items';
import productTypes from './product-types';
import priceBreaks from './price-breaks';
import contactMessages from './contact-messages';
import newsletterSignups from './newsletter-signups';
import bulkEnquiries from './bulk-enquiries';
import printQueue from './print-queue';
import blankStock from './blank-stock';
import purchaseOrders from './purchase-orders';
import stores, { storeDrafts } from './stores';
import storeBatches from './store-batches';
import suppliers from './suppliers';
import settlements from './settlements';
import audit from './audit';
import tickets from './tickets';
import pages from './pages';
import returns from './returns';
import ndrCases from './ndr';
import reviews from './reviews';
import ageing from './ageing';
import margins from './margins';
import consent from './consent';
import quoteRequests from './quote-requests';
import quotes from './quotes';

const Board = lazy(() => import('./board/Board'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const Gstr1Page = lazy(() => import('./gstr1/Gstr1Page'));
const BankStatementsPage = lazy(() => import('./bank/BankStatementsPage'));
const RemittancesPage = lazy(() => import('./remittances/RemittancesPage'));
const CourierDeskPage = lazy(() => import('./couriers/CourierDeskPage'));
const ItemsPage = lazy(() => import('./items/ItemsPage'));
const PlanningPage = lazy(() => import('./planning/PlanningPage'));

/**
 * Wiring only: providers, layout, resources and custom routes. `/` lands on the member's first
 * screen; resources' routes ask canAccess themselves, custom routes through `<Screen>`.
 */
export const App = () => (
    <OfficeAdmin
        title="Rangrez Office"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={OfficeShell}
        dashboard={Landing}
        theme={theme}
    >
        <Resource name="orders" {...orders} />
        <Resource name="returns" {...returns} />
        <Resource name="ndr-cases" {...ndrCases} options={{ label: 'Failed deliveries' }} />
        <Resource name="print-queue" {...printQueue} />
        <Resource name="blank-stock" {...blankStock} />
        <Resource name="purchase-orders" {...purchaseOrders} />
        <Resource name="suppliers" {...suppliers} />
        <Resource name="stores" {...stores} />
        <Resource name="store-drafts" {...storeDrafts} options={{ label: 'Store drafts' }} />
        <Resource name="store-batches" {...storeBatches} options={{ label: 'Store batches' }} />
        <Resource name="settlements" {...settlements} />
        <Resource name="stock-movements" />
        <Resource name="customers" {...customers} />
        <Resource name="tickets" {...tickets} />
        <Resource name="testimonials" {...testimonials} />
        <Resource name="artwork" {...artwork} options={{ label: 'Templates & clip-art' }} />
        <Resource name="vouchers" {...vouchers} options={{ label: 'Vouchers' }} />
        <Resource name="offers" {...offers} options={{ label: 'Offers' }} />
        <Resource name="reviews" {...reviews} />
        <Resource name="quote-requests" {...quoteRequests} />
        <Resource name="quotes" {...quotes} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="bulk-enquiries" {...bulkEnquiries} />
        <Resource name="newsletter-signups" {...newsletterSignups} />
        <Resource name="pages" {...pages} />
        <Resource name="catalogue-items" {...catalogueItems} />
        <Resource name="product-types" {...productTypes} />
        <Resource name="price-breaks" {...priceBreaks} />
        <Resource name="admins" {...admins} />
        <Resource name="audit" {...audit} />
        <Resource name="ageing" {...ageing} />
        <Resource name="margin-orders" {...margins} options={{ label: 'Margins' }} />
        <Resource name="gift-card-batches" {...giftCardBatches} options={{ label: 'Gift card batches' }} />
        <Resource name="consent" {...consent} options={{ label: 'Consent' }} />
        <CustomRoutes>
            <Route path="/board" element={<Screen resource="board"><Board /></Screen>} />
            <Route path="/accounts" element={<Screen resource="accounts"><AccountsPage /></Screen>} />
            <Route path="/items" element={<Screen resource="items"><ItemsPage /></Screen>} />
            <Route path="/gstr1" element={<Screen resource="gstr1"><Gstr1Page /></Screen>} />
            <Route path="/bank-statements" element={<Screen resource="bank-statements"><BankStatementsPage /></Screen>} />
            <Route path="/remittances" element={<Screen resource="remittances"><RemittancesPage /></Screen>} />
            <Route path="/courier-desk" element={<Screen resource="courier-desk"><CourierDeskPage /></Screen>} />
            <Route path="/dashboard" element={<Screen resource="dashboard"><DashboardPage /></Screen>} />
            <Route path="/planning" element={<Screen resource="planning"><PlanningPage /></Screen>} />
        </CustomRoutes>
        {/* a team member's e-mailed reset link: open before logging in */}
        <CustomRoutes noLayout>
            <Route path="/reset-password/:uid/:token" element={<ResetPasswordPage />} />
        </CustomRoutes>
    </OfficeAdmin>
);

export default App;
