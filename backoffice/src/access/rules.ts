/**
 * Who may use what in the back office: the one table from a resource and an action to the
 * permission codenames (`/api/me/`'s `permissions`) that allow it; any one of them is enough.
 * `authProvider.canAccess` reads it, so menus, routes, screens and buttons follow it. The server
 * checks the same calls on its own: hiding is for the eye, refusing is the server's.
 *
 * Actions are react-admin's (`list`, `show`, `edit`, `create`, `delete`) plus the shop's own on a
 * resource (`status`, `payment`, `ship`, `note`, `export`, `pack`, `reply`, `reset`; a return's steps
 * `approve`, `reject`, `picked_up`, `receive`, `exchange` and `refund`). An action a resource does not
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
    'manage_quotes',
    'plan_production',
    'manage_stock',
    'manage_purchases',
    'handle_ndr',
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
    gstr1: { list: ['view_accounts'] }, // GSTR-1 and the sales register
    'bank-statements': { list: ['change_payment'] }, // upload, match and confirm UPI payments
    'courier-desk': { list: ['view_orders'], upload: ['change_status'] }, // couriers' events; tracking reports
    // the payment gateway's settlements: read with the accounts, uploaded by who marks payments
    settlements: { list: ['view_accounts'], show: ['view_accounts'], create: ['change_payment'] },
    ageing: { list: ['view_accounts'], export: ['view_accounts'] },
    // a company's gift cards: Accounts and the owner read the batches; who marks payments issues them, marks
    // a batch paid and takes its sheet of codes (the server's CHANGE_PAYMENT; the codes are money)
    'gift-card-batches': { list: ['view_accounts'], show: ['view_accounts'], create: ['change_payment'], paid: ['change_payment'], export: ['change_payment'] }, // what each business owes, by age
    remittances: { list: ['view_accounts'], create: ['change_payment'] }, // couriers' COD files; what couriers owe
    // profit per job: the owner and Accounts read it and take the accountant's XLSX
    // the owner's cost figures, courier charges and a month's recompute: `settings`
    'margin-orders': { list: ['view_accounts'], show: ['view_accounts'], export: ['view_accounts'], settings: ['manage_settings'] },
    consent: { list: ['manage_content'], export: ['manage_content'] }, // consent counts per purpose, the ledger's XLSX
    receivables: { show: ['view_orders'] }, // a business order's advance and balance on its page
    items: { list: ['manage_catalogue'] },
    summary: { show: ['view_accounts'] }, // the header's totals
    health: { show: ['manage_settings'] }, // the task queue's state on the dashboard (the owner)
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
    'print-queue': { list: ['print_files'], pack: ['print_files'], printed: ['print_files'] },
    // a business order's proofs: Owner and Order desk upload them and see every revision; the print
    // floor sees the approved ones (the server answers it those only)
    proofs: { list: ['manage_quotes', 'print_files'], create: ['manage_quotes'] },
    // the production calendar: seen with the orders or the print files, moved by whoever plans
    planning: { list: ['view_orders', 'print_files', 'plan_production'], move: ['plan_production'] },
    // the daily capacity per print method: a shop setting (the owner)
    'planning-capacity': { edit: ['manage_settings'] },
    // blank stock: count, receive, adjust (Owner, Order desk, Print floor)
    'blank-stock': {
        list: ['manage_stock'],
        show: ['manage_stock'],
        create: ['manage_stock'],
        receive: ['manage_stock'],
        adjust: ['manage_stock'],
    },
    'stock-movements': { list: ['manage_stock'] },
    // suppliers and purchase orders (Owner, Accounts); whoever keeps blank stock also sees purchase
    // orders and receives what arrives against them
    suppliers: { list: ['manage_purchases'], show: ['manage_purchases'], edit: ['manage_purchases'], create: ['manage_purchases'] },
    'purchase-orders': {
        list: ['manage_purchases', 'manage_stock'],
        show: ['manage_purchases', 'manage_stock'],
        create: ['manage_purchases'],
        edit: ['manage_purchases'],
        send: ['manage_purchases'],
        cancel: ['manage_purchases'],
        receive: ['manage_purchases', 'manage_stock'],
        export: ['manage_purchases'],
    },
    exports: { create: ['export_orders'], list: ['export_orders'], packs: ['print_files'] },
    invoices: { list: ['view_accounts', 'view_orders'] },
    // e-way bills (CGST Rule 138): Accounts, the order desk and the owner (the server's VIEW_ACCOUNTS or CHANGE_STATUS)
    ewaybills: { show: ['view_accounts', 'change_status'], edit: ['view_accounts', 'change_status'] },
    couriers: { list: ['change_status'] },
    // 4x6 labels and the courier's pickup manifest: whoever ships the parcels (the server's Perm.CHANGE_STATUS)
    labels: { print: ['change_status'] },
    // `reset`: a password reset link for the customer (they never see or set the password)
    // `credit`: grant store credit with a reason (audited; the server's CHANGE_PAYMENT)
    customers: { list: ['view_customers'], show: ['view_customers'], edit: ['change_customers'], reset: ['handle_tickets'], credit: ['change_payment'] },
    // grievance tickets (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): reply, note, assign, status
    tickets: {
        list: ['handle_tickets'],
        show: ['handle_tickets'],
        edit: ['handle_tickets'],
        reply: ['handle_tickets'],
        note: ['handle_tickets'],
    },
    // failed deliveries (NDR): the cases, the desk's action (reattempt, reschedule, address, return to
    // origin) and "sent by hand" (Owner, Order desk, Support)
    'ndr-cases': { list: ['handle_ndr'], show: ['handle_ndr'], act: ['handle_ndr'] },
    // returns and exchanges: seen with the orders, each step by whoever handles returns, the refund
    // (money going out) by whoever changes payments
    returns: {
        list: ['view_orders'],
        show: ['view_orders'],
        approve: ['handle_returns'],
        reject: ['handle_returns'],
        picked_up: ['handle_returns'],
        receive: ['handle_returns'],
        exchange: ['handle_returns'],
        refund: ['change_payment'],
        refund_retry: ['change_payment'], // a failed refund to source: asked again, or paid by UTR
    },
    refunds: { list: ['view_accounts'] }, // the accounts screen's Refunds table
    // the shop's catalogue and content
    'catalogue-items': whole('manage_catalogue'),
    'product-types': whole('manage_catalogue'),
    // a product type's bulk table (quantity tiers, setup charges): listed and edited, never made or deleted here
    'price-breaks': { list: ['manage_catalogue'], edit: ['manage_catalogue'] },
    testimonials: whole('manage_content'),
    artwork: whole('manage_content'), // the studio's templates and clip-art: the owner's
    // promotions: the money rules' owner makes vouchers (one or a batch, its sheet) and automatic offers
    vouchers: { list: ['manage_settings'], create: ['manage_settings'], edit: ['manage_settings'] },
    offers: { list: ['manage_settings'], create: ['manage_settings'], edit: ['manage_settings'] },
    'contact-messages': whole('manage_content'),
    'bulk-enquiries': whole('manage_content'),
    'newsletter-signups': whole('manage_content'),
    // the seller's pages (About us, Grievance officer, the policies): the owner's Markdown
    pages: { list: ['manage_content'], show: ['manage_content'], edit: ['manage_content'] },
    // verified-buyer reviews: accept, reject (one or in bulk), reply
    reviews: { list: ['moderate_reviews'], show: ['moderate_reviews'], edit: ['moderate_reviews'] },
    // business quotes: the requests from /bulk, a quote made from one, its draft edited, sent, revised
    'quote-requests': { list: ['manage_quotes'], show: ['manage_quotes'] },
    // campaign stores: the desk makes, closes and extends them; Accounts and the board see the list
    stores: { list: ['manage_quotes', 'view_accounts', 'view_orders'], create: ['manage_quotes'], close: ['manage_quotes'], duplicate: ['manage_quotes'] },
    // a store's batches at the close and each one's production pack: whoever downloads print files
    'store-batches': { list: ['print_files'], pack: ['print_files'] },
    // a store's duplicate, stored as a draft: the desk edits it and opens it
    'store-drafts': { edit: ['manage_quotes'], open: ['manage_quotes'] },
    quotes: { list: ['manage_quotes'], show: ['manage_quotes'], create: ['manage_quotes'], edit: ['manage_quotes'], send: ['manage_quotes'] },
    // the team
    admins: whole('manage_staff'),
    audit: { list: ['manage_staff'] },
};

/** True when one of `permissions` allows `action` on `resource` (unknown resource or action: false). */
export const allows = (permissions: readonly string[], resource: string, action: string): boolean =>
    (RULES[resource]?.[action] ?? []).some(permission => permissions.includes(permission));
