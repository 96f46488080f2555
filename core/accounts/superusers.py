"""Who may change a superuser: only another superuser, and never the last active one off
(the shop would be left without an owner). Used by the back office's admins resource and the Django admin."""

from core.accounts.models import User
from core.common.errors import ApplicationError, NotAllowed

ONLY_SUPERUSERS = "Only a superuser can change a superuser's account."
LAST_SUPERUSER = "The last active superuser cannot be switched off."


def can_change(*, actor: User, target: User) -> bool:
    return actor.is_superuser or not target.is_superuser


def superuser_change_check(*, actor: User, target: User, is_active: bool) -> None:
    """Call inside the writing transaction: the row lock keeps two superusers from switching each
    other off at the same moment."""
    if not can_change(actor=actor, target=target):
        raise NotAllowed(ONLY_SUPERUSERS)
    if target.is_superuser and target.is_active and not is_active:
        others = (
            User.objects.select_for_update().filter(is_superuser=True, is_active=True).exclude(pk=target.pk)
        )
        if not list(others.values_list("pk", flat=True)):
            raise ApplicationError(LAST_SUPERUSER, errors={"is_active": [LAST_SUPERUSER]})
