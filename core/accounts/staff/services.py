"""Writes for the admin team: registering a member with a role, changing a role, switching a
member on or off. Each leaves a row in the audit trail. The shop always keeps an active owner:
the last one can neither lose the role nor be switched off.

A deactivated member's sessions stop at once (Django's session auth refuses an inactive user on
every request); a demoted one's permissions are read again on every request.
"""

from django.contrib.auth.models import Group
from django.db import transaction

from core.accounts.models import User
from core.accounts.roles import DEFAULT_ROLE, Role, group_name
from core.accounts.services import user_create
from core.accounts.staff.selectors import active_owners, role_of
from core.accounts.superusers import superuser_change_check
from core.common.errors import ApplicationError, FieldErrors
from core.common.models import AuditAction
from core.common.services import audit_record

BAD_ROLE = "Choose one of the roles: " + ", ".join(role.label for role in Role) + "."
LAST_OWNER = "The shop needs an active owner: make another member Owner first."
OWN_ACCOUNT = "You cannot switch off your own account."


def _role(value: str | None) -> Role:
    try:
        return Role(value or DEFAULT_ROLE)
    except ValueError:
        raise FieldErrors.single("role", BAD_ROLE) from None


def _keep_an_owner(member: User, field: str) -> None:
    """Inside the writing transaction: refuse when `member` is the last active owner (rows locked,
    so two owners cannot demote each other at the same moment)."""
    locked = User.objects.select_for_update().filter(pk__in=active_owners().values("pk"))
    owners = list(locked.values_list("pk", flat=True))
    if member.pk in owners and len(owners) == 1:
        raise ApplicationError(LAST_OWNER, errors={field: [LAST_OWNER]})


@transaction.atomic
def staff_role_set(*, user: User, role: str | Role, actor: User | None = None) -> User:
    """Give `user` the `role` (their only role group); the change is audited."""
    new = _role(role)
    old = role_of(user)
    if old == new and user.groups.filter(name=group_name(new)).exists():
        return user
    if old == Role.OWNER and new != Role.OWNER:
        _keep_an_owner(user, "role")
    user.groups.remove(*Group.objects.filter(name__in=[group_name(r) for r in Role]))
    user.groups.add(Group.objects.get_or_create(name=group_name(new))[0])
    if actor is not None:
        old_label = old.label if old else ""
        audit_record(
            actor=actor, action=AuditAction.ROLE, target=str(user), before=old_label, after=new.label
        )
    return user


@transaction.atomic
def admin_register(
    *, actor: User, name: str, phone_number: str, password: str, role: str | None = None
) -> User:
    """The owner registers a member of the team (the API checks the permission) in `role`
    (default Order desk)."""
    chosen = _role(role)
    user = user_create(name=name, phone_number=phone_number, password=password, is_staff=True)
    staff_role_set(user=user, role=chosen)
    audit_record(actor=actor, action=AuditAction.STAFF_ADDED, target=str(user), after=chosen.label)
    return user


@transaction.atomic
def admin_update(*, actor: User, admin: User, name: str, is_active: bool, role: str | None = None) -> User:
    """A member's name, on/off switch and (when given) role."""
    superuser_change_check(actor=actor, target=admin, is_active=is_active)
    errors = FieldErrors()
    name = errors.required(name, "name")
    if admin.pk == actor.pk and not is_active:
        errors.add("is_active", OWN_ACCOUNT)
    errors.raise_if_any()
    if admin.is_active and not is_active:
        _keep_an_owner(admin, "is_active")
    if role is not None:
        staff_role_set(user=admin, role=role, actor=actor)
    if admin.is_active != is_active:
        audit_record(
            actor=actor,
            action=AuditAction.STAFF_ACTIVE,
            target=str(admin),
            before=admin.is_active,
            after=is_active,
        )
    admin.name, admin.is_active = name, is_active
    admin.save(update_fields=["name", "is_active"])
    return admin
