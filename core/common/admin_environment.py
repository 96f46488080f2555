"""The environment badge in the admin's header, from settings.SHOP_ENVIRONMENT."""

from django.conf import settings

# Production is red on purpose: a support person must never mistake it for a practice copy.
_BADGE_TYPES = {"production": "danger", "staging": "warning", "test": "info", "development": "success"}


def environment_callback(request) -> list[str]:
    name = (getattr(settings, "SHOP_ENVIRONMENT", "") or "development").lower()
    return [name.capitalize(), _BADGE_TYPES.get(name, "info")]


def environment_title_prefix(request) -> str | None:
    name = (getattr(settings, "SHOP_ENVIRONMENT", "") or "development").lower()
    return None if name == "production" else f"[{name}]"
