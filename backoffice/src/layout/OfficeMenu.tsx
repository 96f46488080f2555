import { Menu } from 'react-admin';
import { Divider } from '@mui/material';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import StorefrontIcon from '@mui/icons-material/Storefront';

/** Side menu: the specification's screens first, then the resources. */
export const OfficeMenu = () => (
    <Menu>
        <Menu.Item to="/" primaryText="Order board" leftIcon={<ViewKanbanIcon />} />
        <Menu.Item to="/dashboard" primaryText="Team dashboard" leftIcon={<DashboardIcon />} />
        <Menu.Item to="/accounts" primaryText="Accounts" leftIcon={<AccountBalanceWalletIcon />} />
        <Menu.Item to="/items" primaryText="Items" leftIcon={<StorefrontIcon />} />
        <Divider sx={{ my: 1 }} />
        <Menu.ResourceItem name="orders" />
        <Menu.ResourceItem name="customers" />
        <Menu.ResourceItem name="testimonials" />
        <Menu.ResourceItem name="contact-messages" />
        <Menu.ResourceItem name="bulk-enquiries" />
        <Menu.ResourceItem name="newsletter-signups" />
        <Menu.ResourceItem name="catalogue-items" />
        <Menu.ResourceItem name="product-types" />
        <Menu.ResourceItem name="admins" />
    </Menu>
);
