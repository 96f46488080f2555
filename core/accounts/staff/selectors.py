"""Reads for the admin team: a member's role, and who are the active owners."""

from django.db.models import Q, QuerySet

from core.accounts.models import User
from core.accounts.roles import Role, group_name, role_by_group


def role_of(user: User) -> Role | None:
    """A member's role: the first of their groups that is a role (Owner for a superuser without one)."""
    names = [g.name for g in user.groups.all()]
    for name in names:
        role = role_by_group(name)
        if role is not None:
            return role
    return Role.OWNER if user.is_superuser else None


def active_owners() -> QuerySet[User]:
    """Members who may do everything and are switched on: the Owner role, or superusers."""
    return User.objects.filter(
        Q(groups__name=group_name(Role.OWNER)) | Q(is_superuser=True), is_staff=True, is_active=True
    ).distinct()
