"""Django's permission checks answered from the roles: a model permission (`orders.view_order`, what
the Django admin asks) is held when the member holds one of the shop's permissions that
core/common/permissions.py::MODEL_ACCESS names for it; a shop permission (`accounts.view_orders`) as
its group grants it. Listed in AUTHENTICATION_BACKENDS after Django's, it authenticates nobody."""

from core.common.permissions import APP, MODEL_ACCESS, Perm, may


class RoleBackend:
    def authenticate(self, request, **credentials):
        return None

    def has_perm(self, user_obj, perm: str, obj=None) -> bool:
        if not getattr(user_obj, "is_staff", False):
            return False
        app, _, codename = perm.partition(".")
        if app == APP and codename in Perm.values:
            return may(user_obj, Perm(codename))
        needs = MODEL_ACCESS.get(perm)
        return bool(needs) and may(user_obj, *needs)

    def has_module_perms(self, user_obj, app_label: str) -> bool:
        prefix = f"{app_label}."
        return any(key.startswith(prefix) and may(user_obj, *needs) for key, needs in MODEL_ACCESS.items())
