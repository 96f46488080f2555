import type { Role } from '../access/roles';

/**
 * What each role holds when the shop is new: the same table as `core/accounts/roles.py::ROLE_PERMS` and docs/api.md
 * ("Roles"), kept equal by core/accounts/tests/test_role_table.py. (The owner may change a role's permissions in the
 * Django admin; the server checks what the role holds now.)
 */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
    owner: ['all'],
    order_desk: [
        'view_orders', 'change_status', 'add_notes', 'print_files', 'view_customers', 'handle_returns',
        'manage_quotes', 'manage_stock', 'plan_production', 'handle_ndr',
    ],
    accounts: ['view_orders', 'change_payment', 'view_accounts', 'export_orders', 'view_customers', 'manage_purchases'],
    support: ['view_orders', 'view_customers', 'add_notes', 'export_orders', 'handle_returns', 'handle_tickets', 'moderate_reviews', 'handle_ndr'],
    print_floor: ['print_files', 'manage_stock', 'plan_production'],
};

/** Each permission in the team's words: `core/common/permissions.py::Perm`'s labels. */
export const PERMISSION_WORDS: Record<string, string> = {
    view_orders: "See the board, orders and their history",
    change_status: "Change orders' status and shipping (courier, AWB)",
    change_payment: 'Mark orders paid or unpaid',
    add_notes: 'Write internal notes and resend e-mails',
    print_files: 'See the print queue; download print files, job sheets and packs',
    export_orders: 'Export orders to spreadsheets',
    view_accounts: 'See payments, totals, invoices and the accounts screen',
    view_customers: 'See customers and their orders',
    change_customers: "Edit customers' details",
    manage_catalogue: 'Edit catalogue items, product types and prices',
    manage_content: 'Testimonials, contact messages, enquiries, newsletter',
    manage_settings: 'Shop, tax, money and delivery settings; couriers; backups',
    manage_staff: 'Register staff, change their roles, read the audit trail',
    handle_returns: 'Approve, reject and receive returns; make exchanges',
    handle_tickets: 'Answer support tickets; send customers a password-reset link',
    moderate_reviews: "Accept, reject and answer customers' reviews",
    manage_quotes: 'Quote business enquiries; upload proofs for the customer to approve',
    manage_stock: 'Count, adjust and receive blank stock',
    manage_purchases: 'Suppliers, purchase orders and the purchase register',
    plan_production: "Plan the print floor's days: move an order to another day",
    handle_ndr: 'Act on failed deliveries (NDR): reattempt, new address, return to origin',
};

/** One line saying what a role may do, for the staff screen. */
export const roleDescription = (role: string | null | undefined): string => {
    const perms = role && role in ROLE_PERMISSIONS ? ROLE_PERMISSIONS[role as Role] : null;
    if (!perms) return '';
    if (perms.includes('all')) return 'Everything, including staff, roles and settings.';
    return `${perms.map(p => PERMISSION_WORDS[p] ?? p).join('. ')}.`;
};
