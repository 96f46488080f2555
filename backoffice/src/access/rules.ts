/**
 * Who may use what in the back office: the one table from a resource and an action to the
 * permission codenames (`/api/me/`'s `permissions`) that allow it; any one of them is enough.
 * `authProvider.canAccess` reads it, so menus, routes, screens and buttons follow it. The server
 * checks the same calls on its own: hiding is for the eye, refusing is the server's.
 *
 * Actions are react-admin's (`list`, `show`, `edit`, `create`, `delete`) plus the shop's own on a
 * resource (`status`, `payment`, `ship`, `note`, `export`, `pack`). An action a resource does not
 * list is refused: a new screen stays hidden until someone says who may use it here.
 */
export const PERMISSIONS = [
    'view_orders',
    'change_status',
    'change_payment',
    'add_notes',
    'print_files',
    'export_orders',
    'view_accounts',
    'view_customers',
    'change_customers',
    'manage_catalogue',
    'manage_content',
    'manage_settings',
    'manage_staff',
    'handle_returns',
    'handle_tickets',
    'moderate_reviews',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

type Rules = Record<string, Record<string, readonly Permission[]>>;

/** Every action of a resource needs the one permission (the content and catalogue screens). */
const whole = (permission: Permission) =>
    ({ list: [permission], show: [permission], edit: [permission], create: [permission], delete: [permission] }) as const;

export const RULES: Rules = {
    // the specification's screens (custom routes)
    dashboard: { list: ['view_accounts'] },
    board: { list: ['view_orders'], drag: ['change_status'] },
    accounts: { list: ['view_accounts'] },
    items: { list: ['manage_catalogue'] },
    summary: { show: ['view_accounts'] }, // the header's totals
    // orders and what is done to one
    orders: {
        list: ['view_orders'],
        show: ['view_orders'],
        edit: ['change_status', 'change_payment'],
        status: ['change_status'],
        payment: ['change_payment'],
        ship: ['change_status'],
        note: ['add_notes'],
        export: ['export_orders'],
        pack: ['print_files'],
    },
    'print-queue': { list: ['print_files'], pack: ['print_files'] },
    exports: { create: ['export_orders'], list: ['export_orders'], packs: ['print_files'] },
    invoices: { list: ['view_accounts', 'view_orders'] },
    couriers: { list: ['change_status'] },
    customers: { list: ['view_customers'], show: ['view_customers'], edit: ['change_customers'] },
    // the shop's catalogue and content
    'catalogue-items': whole('manage_catalogue'),
    'product-types': whole('manage_catalogue'),
    testimonials: whole('manage_content'),
    'contact-messages': whole('manage_content'),
    'bulk-enquiries': whole('manage_content'),
    'newsletter-signups': whole('manage_content'),
    // verified-buyer reviews: accept, reject (one or in bulk), reply
    reviews: { list: ['moderate_reviews'], show: ['moderate_reviews'], edit: ['moderate_reviews'] },
    // the team
    admins: whole('manage_staff'),
    audit: { list: ['manage_staff'] },
};

/** True when one of `permissions` allows `action` on `resource` (unknown resource or action: false). */
export const allows = (permissions: readonly string[], resource: string, action: string): boolean =>
    (RULES[resource]?.[action] ?? []).some(permission => permissions.includes(permission));
