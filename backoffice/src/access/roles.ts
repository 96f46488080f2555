/** The shop's staff roles (`/api/me/`'s `role`, the admins' `role`), as the team says them. */
export const ROLES = ['owner', 'order_desk', 'accounts', 'support', 'print_floor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
    owner: 'Owner',
    order_desk: 'Order desk',
    accounts: 'Accounts',
    support: 'Support',
    print_floor: 'Print floor',
};

/** Choices for react-admin's SelectInput and SelectField. */
export const ROLE_CHOICES = ROLES.map(id => ({ id, name: ROLE_LABELS[id] }));

/** A new member's role unless the owner chooses another (the server's default too). */
export const DEFAULT_ROLE: Role = 'order_desk';

export const roleLabel = (role: string | null | undefined): string =>
    role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : 'No role';
