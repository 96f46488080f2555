import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Menu, useCanAccess } from 'react-admin';
import { Divider } from '@mui/material';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import orders from './orders';
import customers from './customers';
import testimonials from './testimonials';
import artwork from './artwork';
import offers from './offers';
import vouchers from './vouchers';
import giftCardBatches from './gift-card-batches';
import contactMessages from './contact-messages';
import bulkEnquiries from './bulk-enquiries';
import newsletterSignups from './newsletter-signups';
import catalogueItems from './catalogue-items';
import productTypes from './product-types';
import priceBreaks from './price-breaks';
import admins from './admins';
import printQueue from './print-queue';
import blankStock from './blank-stock';
import purchaseOrders from './purchase-orders';
import margins from './margins';
import consent from './consent';
import stores from './stores';
import storeBatches from './store-batches';
import suppliers from './suppliers';
import settlements from './settlements';
import audit from './audit';
import tickets from './tickets';
import pages from './pages';
import returns from './returns';
import ndrCases from './ndr';
import reviews from './reviews';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import quoteRequests from './quote-requests';
import quotes from './quotes';
import { MENU, type MenuEntry, type MenuKey } from './access/menu';
import { OfficeLayout } from './layout/OfficeLayout';

const icon = (component: ComponentType) => createElement(component);

/** The screens' icons; a resource's is its own (its folder's `index.ts`). */
const ICONS: Record<MenuKey, ReactElement> = {
    dashboard: <DashboardIcon />,
    board: <ViewKanbanIcon />,
    'print-queue': icon(printQueue.icon),
    'store-batches': icon(storeBatches.icon),
    planning: <CalendarMonthIcon />,
    'blank-stock': icon(blankStock.icon),
    'purchase-orders': icon(purchaseOrders.icon),
    suppliers: icon(suppliers.icon),
    accounts: <AccountBalanceWalletIcon />,
    gstr1: <ReceiptLongIcon />,
    'bank-statements': <AccountBalanceIcon />,
    'courier-desk': <LocalShippingIcon />,
    settlements: icon(settlements.icon),
    ageing: <HourglassBottomIcon />,
    remittances: <LocalShippingIcon />,
    'margin-orders': icon(margins.icon),
    'gift-card-batches': icon(giftCardBatches.icon),
    consent: icon(consent.icon),
    items: <StorefrontIcon />,
    orders: icon(orders.icon),
    returns: icon(returns.icon),
    'ndr-cases': icon(ndrCases.icon),
    'quote-requests': icon(quoteRequests.icon),
    quotes: icon(quotes.icon),
    stores: icon(stores.icon),
    customers: icon(customers.icon),
    tickets: icon(tickets.icon),
    testimonials: icon(testimonials.icon),
    artwork: icon(artwork.icon),
    vouchers: icon(vouchers.icon),
    offers: icon(offers.icon),
    reviews: icon(reviews.icon),
    'contact-messages': icon(contactMessages.icon),
    'bulk-enquiries': icon(bulkEnquiries.icon),
    'newsletter-signups': icon(newsletterSignups.icon),
    pages: icon(pages.icon),
    'catalogue-items': icon(catalogueItems.icon),
    'product-types': icon(productTypes.icon),
    'price-breaks': icon(priceBreaks.icon),
    admins: icon(admins.icon),
    audit: icon(audit.icon),
};

/** One entry of `access/menu.ts`, shown only when canAccess allows its screen. */
const MenuEntryItem = ({ entry }: { entry: MenuEntry }) => {
    const { canAccess } = useCanAccess({ resource: entry.resource, action: 'list' });
    if (!canAccess) return null;
    return (
        <>
            {entry.divider ? <Divider sx={{ my: 1 }} /> : null}
            <Menu.Item to={entry.to} primaryText={entry.label} leftIcon={ICONS[entry.key]} />
        </>
    );
};

/** Side menu: the specification's screens first, then the resources; each member sees theirs. */
export const OfficeMenu = () => (
    <Menu>
        {MENU.map(entry => (
            <MenuEntryItem key={entry.key} entry={entry} />
        ))}
    </Menu>
);

/** The layout with this menu (the layout itself, in `layout/`, knows no resource). */
export const OfficeShell = ({ children }: { children: ReactNode }) => <OfficeLayout menu={OfficeMenu}>{children}</OfficeLayout>;
