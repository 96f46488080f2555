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
import orders from './orders';
import customers from './customers';
import testimonials from './testimonials';
import admins from './admins';
import catalogueItems from './catalogue-items';
import productTypes from './product-types';
import contactMessages from './contact-messages';
import newsletterSignups from './newsletter-signups';
import bulkEnquiries from './bulk-enquiries';

const Board = lazy(() => import('./board/Board'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const ItemsPage = lazy(() => import('./items/ItemsPage'));

/** Wiring only: providers, layout, the board as the default screen, resources and custom routes. */
export const App = () => (
    <OfficeAdmin
        title="Rangrez Office"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        layout={OfficeLayout}
        dashboard={Board}
        theme={theme}
    >
        <Resource name="orders" {...orders} />
        <Resource name="customers" {...customers} />
        <Resource name="testimonials" {...testimonials} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="bulk-enquiries" {...bulkEnquiries} />
        <Resource name="newsletter-signups" {...newsletterSignups} />
        <Resource name="catalogue-items" {...catalogueItems} />
        <Resource name="product-types" {...productTypes} />
        <Resource name="admins" {...admins} />
        <CustomRoutes>
            <Route path="/accounts" element={<AccountsPage />} />
            <Route path="/items" element={<ItemsPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
        </CustomRoutes>
    </OfficeAdmin>
);

export default App;
