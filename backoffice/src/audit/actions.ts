/** The kinds of audit rows (`core/common/models.py::AuditAction`), for the list's filter. */
export const AUDIT_ACTION_CHOICES = [
    { id: 'payment', name: 'Payment changed' },
    { id: 'role', name: 'Role changed' },
    { id: 'staff_added', name: 'Staff member registered' },
    { id: 'staff_active', name: 'Staff member switched on or off' },
    { id: 'settings', name: 'Settings changed' },
    { id: 'price', name: 'Catalogue price changed' },
    { id: 'money_rules', name: 'Money rules changed' },
    { id: 'export', name: 'Export started' },
    { id: 'backup', name: 'Backup made' },
];
