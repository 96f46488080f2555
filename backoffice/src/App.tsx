import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { OfficeAdmin } from './OfficeAdmin';
import { Route } from 'react-router-dom';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import { OfficeLayout } from './layout/OfficeLayout';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import { Landing } from './access/Landing';
import { Screen } from './access/Screen';
import orders from './orders';
import customers from './customers';
import testimonials from './testimonials';
import admins from './admins';
import catalogueItems from './catalogue-items';
import productTypes from './product-types';
import contactMessages from './contact-messages';
import newsletterSignups from './newsletter-signups';
import bulkEnquiries from './bulk-enquiries';
import printQueue from './print-queue';
import audit from './audit';
import reviews from './reviews';

const Board = lazy(() => import('./board/Board'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const ItemsPage = lazy(() => import('./items/ItemsPage'));

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
        layout={OfficeLayout}
        dashboard={Landing}
        theme={theme}
    >
        <Resource name="orders" {...orders} />
        <Resource name="print-queue" {...printQueue} />
        <Resource name="customers" {...customers} />
        <Resource name="testimonials" {...testimonials} />
        <Resource name="reviews" {...reviews} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="bulk-enquiries" {...bulkEnquiries} />
        <Resource name="newsletter-signups" {...newsletterSignups} />
        <Resource name="catalogue-items" {...catalogueItems} />
        <Resource name="product-types" {...productTypes} />
        <Resource name="admins" {...admins} />
        <Resource name="audit" {...audit} />
        <CustomRoutes>
            <Route path="/board" element={<Screen resource="board"><Board /></Screen>} />
            <Route path="/accounts" element={<Screen resource="accounts"><AccountsPage /></Screen>} />
            <Route path="/items" element={<Screen resource="items"><ItemsPage /></Screen>} />
            <Route path="/dashboard" element={<Screen resource="dashboard"><DashboardPage /></Screen>} />
        </CustomRoutes>
    </OfficeAdmin>
);

export default App;
