"""The admin team's roles: Django groups holding the shop's permissions (core/common/permissions.py).

The table below is what the migration seeds (accounts 0005) and what the access tests read: a
member's role is their group; the owner may change what a role holds in the Django admin (Groups),
and may give a member another role in the back office's staff list. A superuser (made by
`createsuperuser`) holds every permission whatever its groups.
"""

from django.db import models

from core.common.permissions import Perm


class Role(models.TextChoices):
    OWNER = "owner", "Owner"
    ORDER_DESK = "order_desk", "Order desk"
    ACCOUNTS = "accounts", "Accounts"
    SUPPORT = "support", "Support"
    PRINT_FLOOR = "print_floor", "Print floor"


DEFAULT_ROLE = Role.ORDER_DESK

# role -> the permissions its group holds when the shop is new
ROLE_PERMS: dict[Role, tuple[Perm, ...]] = {
    Role.OWNER: tuple(Perm),
    Role.ORDER_DESK: (
        Perm.VIEW_ORDERS,
        Perm.CHANGE_STATUS,
        Perm.ADD_NOTES,
        Perm.PRINT_FILES,
        Perm.VIEW_CUSTOMERS,
        Perm.HANDLE_RETURNS,
        Perm.MANAGE_QUOTES,
        Perm.MANAGE_STOCK,
        Perm.PLAN_PRODUCTION,
        Perm.HANDLE_NDR,
    ),
    Role.ACCOUNTS: (
        Perm.VIEW_ORDERS,
        Perm.CHANGE_PAYMENT,
        Perm.VIEW_ACCOUNTS,
        Perm.EXPORT_ORDERS,
        Perm.VIEW_CUSTOMERS,
        Perm.MANAGE_PURCHASES,
    ),
    Role.SUPPORT: (
        Perm.VIEW_ORDERS,
        Perm.VIEW_CUSTOMERS,
        Perm.ADD_NOTES,
        Perm.EXPORT_ORDERS,
        Perm.HANDLE_RETURNS,
        Perm.HANDLE_TICKETS,
        Perm.MODERATE_REVIEWS,
        Perm.HANDLE_NDR,
    ),
    Role.PRINT_FLOOR: (Perm.PRINT_FILES, Perm.MANAGE_STOCK, Perm.PLAN_PRODUCTION),
}


def group_name(role: Role) -> str:
    """The Django group of a role: its label ("Order desk")."""
    return role.label


def role_by_group(name: str) -> Role | None:
    return next((role for role in Role if role.label == name), None)
