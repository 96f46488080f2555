import { describe, expect, it } from 'vitest';
import { MENU, landingFor, menuFor } from './menu';
import { PERMISSIONS, RULES, allows } from './rules';

/** The server's role table (its seeding migration), as `/api/me/` lists each role's permissions. */
const ROLE_PERMISSIONS: Record<string, string[]> = {
    owner: [...PERMISSIONS],
    order_desk: [
        'view_orders',
        'change_status',
        'add_notes',
        'print_files',
        'view_customers',
        'handle_returns',
        'manage_quotes',
        'plan_production',
        'manage_stock',
        'handle_ndr',
    ],
    accounts: ['view_orders', 'change_payment', 'view_accounts', 'export_orders', 'view_customers', 'manage_purchases'],
    support: [
        'view_orders',
        'view_customers',
        'add_notes',
        'export_orders',
        'handle_returns',
        'handle_tickets',
        'moderate_reviews',
        'handle_ndr',
    ],
    print_floor: ['print_files', 'plan_production', 'manage_stock'],
};

/** What each role finds in the side menu, in order (the e2e suite checks the same in a browser). */
const EXPECTED_MENU: Record<string, string[]> = {
    owner: [
        'Order board',
        'Team dashboard',
        'Print queue',
        'Store batches',
        'Production calendar',
        'Blank stock',
        'Purchase orders',
        'Suppliers',
        'Accounts',
        'GSTR-1',
        'Bank statements',
        'Courier desk',
        'Settlements',
        'Ageing',
        'COD remittances',
        'Margins',
        'Gift card batches',
        'Items',
        'Orders',
        'Returns',
        'Failed deliveries',
        'Quote requests',
        'Quotes',
        'Stores',
        'Customers',
        'Tickets',
        'Testimonials',
        'Templates & clip-art',
        'Vouchers',
        'Offers',
        'Reviews',
        'Contact messages',
        'Bulk enquiries',
        'Newsletter sign-ups',
        'Consent',
        'Seller pages',
        'Catalogue items',
        'Product types',
        'Price breaks',
        'Admin team',
        'Audit trail',
    ],
    order_desk: ['Order board', 'Print queue', 'Store batches', 'Production calendar', 'Blank stock', 'Purchase orders', 'Courier desk', 'Orders', 'Returns', 'Failed deliveries', 'Quote requests', 'Quotes', 'Stores', 'Customers'],
    accounts: [
        'Order board',
        'Team dashboard',
        'Production calendar',
        'Purchase orders',
        'Suppliers',
        'Accounts',
        'GSTR-1',
        'Bank statements',
        'Courier desk',
        'Settlements',
        'Ageing',
        'COD remittances',
        'Margins',
        'Gift card batches',
        'Orders',
        'Returns',
        'Stores',
        'Customers',
    ],
    support: ['Order board', 'Production calendar', 'Courier desk', 'Orders', 'Returns', 'Failed deliveries', 'Stores', 'Customers', 'Tickets', 'Reviews'],
    print_floor: ['Print queue', 'Store batches', 'Production calendar', 'Blank stock', 'Purchase orders'],
};

/** The specification: after the admin log-in, `/office` is the order board (for every role that sees orders). */
const LANDING: Record<string, string> = {
    owner: '/board',
    order_desk: '/board',
    accounts: '/board',
    support: '/board',
    print_floor: '/print-queue',
};

describe('the menu table', () => {
    it.each(Object.keys(ROLE_PERMISSIONS))('shows %s only its screens', role => {
        expect(menuFor(ROLE_PERMISSIONS[role]).map(entry => entry.label)).toEqual(EXPECTED_MENU[role]);
    });

    it.each(Object.keys(LANDING))('lands %s on its first screen', role => {
        expect(landingFor(ROLE_PERMISSIONS[role])).toBe(LANDING[role]);
    });

    it('has nowhere to land a member without permissions', () => {
        expect(menuFor([])).toEqual([]);
        expect(landingFor([])).toBeNull();
    });

    it('names a rule for every entry, so no screen shows by default', () => {
        for (const entry of MENU) expect(RULES[entry.resource]?.list, entry.key).toBeDefined();
    });
});

describe('the rules table', () => {
    it('names only permissions the server knows', () => {
        const known = new Set<string>(PERMISSIONS);
        for (const actions of Object.values(RULES)) for (const needs of Object.values(actions)) for (const p of needs) expect(known).toContain(p);
    });

    it('lets the order desk change status and ship, not payments; accounts the reverse', () => {
        expect(allows(ROLE_PERMISSIONS.order_desk, 'orders', 'status')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.order_desk, 'orders', 'ship')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.order_desk, 'orders', 'payment')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.accounts, 'orders', 'payment')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.accounts, 'orders', 'status')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.accounts, 'orders', 'edit')).toBe(true);
    });

    it('lets the owner, the order desk and support act on failed deliveries; accounts and the print floor not', () => {
        for (const role of ['owner', 'order_desk', 'support']) expect(allows(ROLE_PERMISSIONS[role], 'ndr-cases', 'act'), role).toBe(true);
        for (const role of ['accounts', 'print_floor']) expect(allows(ROLE_PERMISSIONS[role], 'ndr-cases', 'list'), role).toBe(false);
    });

    it('lets support and the owner answer tickets and send a reset link; the order desk neither', () => {
        for (const role of ['owner', 'support']) {
            expect(allows(ROLE_PERMISSIONS[role], 'tickets', 'reply'), role).toBe(true);
            expect(allows(ROLE_PERMISSIONS[role], 'customers', 'reset'), role).toBe(true);
        }
        expect(allows(ROLE_PERMISSIONS.order_desk, 'tickets', 'list')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.order_desk, 'customers', 'reset')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.support, 'pages', 'edit')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.owner, 'pages', 'edit')).toBe(true);
    });

    it('lets accounts and the owner read settlements and upload their reports; no other role', () => {
        for (const role of ['owner', 'accounts']) {
            expect(allows(ROLE_PERMISSIONS[role], 'settlements', 'list'), role).toBe(true);
            expect(allows(ROLE_PERMISSIONS[role], 'settlements', 'create'), role).toBe(true);
        }
        for (const role of ['order_desk', 'support', 'print_floor']) expect(allows(ROLE_PERMISSIONS[role], 'settlements', 'list'), role).toBe(false);
    });

    it('lets the order desk and support take a return through its steps; only accounts and the owner refund', () => {
        const steps = ['approve', 'reject', 'picked_up', 'receive', 'exchange'];
        for (const role of ['order_desk', 'support', 'owner']) {
            for (const step of steps) expect(allows(ROLE_PERMISSIONS[role], 'returns', step), `${role} ${step}`).toBe(true);
        }
        for (const step of steps) expect(allows(ROLE_PERMISSIONS.accounts, 'returns', step), `accounts ${step}`).toBe(false);
        expect(allows(ROLE_PERMISSIONS.accounts, 'returns', 'refund')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.owner, 'returns', 'refund')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.order_desk, 'returns', 'refund')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.support, 'returns', 'refund')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.print_floor, 'returns', 'list')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.accounts, 'refunds', 'list')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.order_desk, 'refunds', 'list')).toBe(false);
    });

    it('keeps the print floor to the print queue and its packs', () => {
        expect(allows(ROLE_PERMISSIONS.print_floor, 'print-queue', 'list')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.print_floor, 'exports', 'packs')).toBe(true);
        expect(allows(ROLE_PERMISSIONS.print_floor, 'exports', 'create')).toBe(false);
        expect(allows(ROLE_PERMISSIONS.print_floor, 'orders', 'list')).toBe(false);
    });
});
