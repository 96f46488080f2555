"""Whether an order may go to the print queue once its advance is paid.

The proofs' gate (core/proofs, settings.ORDER_FOLLOWERS) refuses "confirm" to an order whose proof is
not approved; a paid advance confirms the order only when the proofs allow it, and otherwise leaves it
pending until the proof is approved (then `receivable_release` confirms it). This is the one place
that asks: with core/proofs installed it answers `core.proofs.selectors.proof_approved(order)`."""

from django.conf import settings
from django.utils.module_loading import import_string

from core.orders.models import Order


def cleared_for_print(order: Order) -> bool:
    path = getattr(settings, "SHOP_PROOF_APPROVED", "")
    return import_string(path)(order) if path else True
