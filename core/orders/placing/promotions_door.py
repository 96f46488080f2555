"""The door to the vouchers and automatic offers, kept by an app above orders (core.promotions):
`settings.PROMOTIONS_READER` names a function (code, customer) -> (VoucherRule | None, offers).
Without the setting an order has no vouchers and no offers (FEST15 and the club still apply)."""

from django.conf import settings
from django.utils.module_loading import import_string

from core.accounts.models import User
from core.orders.placing.promotion_rules import OfferRule, VoucherRule


def promotions(*, code: str, customer: User | None) -> tuple[VoucherRule | None, tuple[OfferRule, ...]]:
    """(the typed code's voucher or None, the running automatic offers)."""
    path = getattr(settings, "PROMOTIONS_READER", "")
    if not path:
        return None, ()
    return import_string(path)(code=(code or "").strip().upper(), customer=customer)
