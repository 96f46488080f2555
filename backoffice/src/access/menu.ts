import { allows } from './rules';

export type MenuKey =
    | 'dashboard'
    | 'board'
    | 'accounts'
    | 'gstr1'
    | 'bank-statements'
    | 'courier-desk'
    | 'settlements'
    | 'ageing'
    | 'remittances'
    | 'margin-orders'
    | 'gift-card-batches'
    | 'consent'
    | 'items'
    | 'print-queue'
    | 'store-batches'
    | 'planning'
    | 'blank-stock'
    | 'purchase-orders'
    | 'suppliers'
    | 'orders'
    | 'returns'
    | 'ndr-cases'
    | 'quote-requests'
    | 'quotes'
    | 'stores'
    | 'customers'
    | 'tickets'
    | 'testimonials'
    | 'artwork'
    | 'vouchers'
    | 'offers'
    | 'reviews'
    | 'contact-messages'
    | 'bulk-enquiries'
    | 'newsletter-signups'
    | 'pages'
    | 'catalogue-items'
    | 'product-types'
    | 'price-breaks'
    | 'admins'
    | 'audit';

export interface MenuEntry {
    key: MenuKey;
    label: string;
    to: string;
    /** what canAccess is asked before the entry shows (always `list`) */
    resource: string;
    /** a line above the entry: the resources after the specification's screens */
    divider?: boolean;
}

/**
 * The side menu, in order. The first entry a member may use is their landing screen: the
 * specification's admin order board (`/office`, where the admin log-in goes) for every role that
 * may see orders (owner, order desk, accounts, support), the print queue for the print floor. The
 * team dashboard is the next entry.
 */
export const MENU: readonly MenuEntry[] = [
    { key: 'board', label: 'Order board', to: '/board', resource: 'board' },
    { key: 'dashboard', label: 'Team dashboard', to: '/dashboard', resource: 'dashboard' },
    { key: 'print-queue', label: 'Print queue', to: '/print-queue', resource: 'print-queue' },
    { key: 'store-batches', label: 'Store batches', to: '/store-batches', resource: 'store-batches' },
    { key: 'planning', label: 'Production calendar', to: '/planning', resource: 'planning' },
    { key: 'blank-stock', label: 'Blank stock', to: '/blank-stock', resource: 'blank-stock' },
    { key: 'purchase-orders', label: 'Purchase orders', to: '/purchase-orders', resource: 'purchase-orders' },
    { key: 'suppliers', label: 'Suppliers', to: '/suppliers', resource: 'suppliers' },
    { key: 'accounts', label: 'Accounts', to: '/accounts', resource: 'accounts' },
    { key: 'gstr1', label: 'GSTR-1', to: '/gstr1', resource: 'gstr1' },
    { key: 'bank-statements', label: 'Bank statements', to: '/bank-statements', resource: 'bank-statements' },
    { key: 'courier-desk', label: 'Courier desk', to: '/courier-desk', resource: 'courier-desk' },
    { key: 'settlements', label: 'Settlements', to: '/settlements', resource: 'settlements' },
    { key: 'ageing', label: 'Ageing', to: '/ageing', resource: 'ageing' },
    { key: 'remittances', label: 'COD remittances', to: '/remittances', resource: 'remittances' },
    { key: 'margin-orders', label: 'Margins', to: '/margin-orders', resource: 'margin-orders' },
    { key: 'gift-card-batches', label: 'Gift card batches', to: '/gift-card-batches', resource: 'gift-card-batches' },
    { key: 'items', label: 'Items', to: '/items', resource: 'items' },
    { key: 'orders', label: 'Orders', to: '/orders', resource: 'orders', divider: true },
    { key: 'returns', label: 'Returns', to: '/returns', resource: 'returns' },
    { key: 'ndr-cases', label: 'Failed deliveries', to: '/ndr-cases', resource: 'ndr-cases' },
    { key: 'quote-requests', label: 'Quote requests', to: '/quote-requests', resource: 'quote-requests' },
    { key: 'quotes', label: 'Quotes', to: '/quotes', resource: 'quotes' },
    { key: 'stores', label: 'Stores', to: '/stores', resource: 'stores' },
    { key: 'customers', label: 'Customers', to: '/customers', resource: 'customers' },
    { key: 'tickets', label: 'Tickets', to: '/tickets', resource: 'tickets' },
    { key: 'testimonials', label: 'Testimonials', to: '/testimonials', resource: 'testimonials' },
    { key: 'artwork', label: 'Templates & clip-art', to: '/artwork', resource: 'artwork' },
    { key: 'vouchers', label: 'Vouchers', to: '/vouchers', resource: 'vouchers' },
    { key: 'offers', label: 'Offers', to: '/offers', resource: 'offers' },
    { key: 'reviews', label: 'Reviews', to: '/reviews', resource: 'reviews' },
    { key: 'contact-messages', label: 'Contact messages', to: '/contact-messages', resource: 'contact-messages' },
    { key: 'bulk-enquiries', label: 'Bulk enquiries', to: '/bulk-enquiries', resource: 'bulk-enquiries' },
    { key: 'newsletter-signups', label: 'Newsletter sign-ups', to: '/newsletter-signups', resource: 'newsletter-signups' },
    { key: 'consent', label: 'Consent', to: '/consent', resource: 'consent' },
    { key: 'pages', label: 'Seller pages', to: '/pages', resource: 'pages' },
    { key: 'catalogue-items', label: 'Catalogue items', to: '/catalogue-items', resource: 'catalogue-items' },
    { key: 'product-types', label: 'Product types', to: '/product-types', resource: 'product-types' },
    { key: 'price-breaks', label: 'Price breaks', to: '/price-breaks', resource: 'price-breaks' },
    { key: 'admins', label: 'Admin team', to: '/admins', resource: 'admins' },
    { key: 'audit', label: 'Audit trail', to: '/audit', resource: 'audit' },
];

/** The entries a member with these permissions sees, in menu order. */
export const menuFor = (permissions: readonly string[]): MenuEntry[] =>
    MENU.filter(entry => allows(permissions, entry.resource, 'list'));

/** Where `/` takes a member: their first menu entry (null: nothing to use, say so). */
export const landingFor = (permissions: readonly string[]): string | null => menuFor(permissions)[0]?.to ?? null;
