"""Whether an order may go to the print queue once its advance is paid.

The proofs' gate (core/proofs, settings.ORDER_FOLLOWERS) refuses "confirm" to an order whose proof is
not approved; a paid advance confirms the order only when the proofs allow it, and otherwise leaves it
pending until the proof is approved (then the proofs' approval calls `receivable_release_order`,
through settings.PROOF_APPROVED_FOLLOWERS). This is the one place that asks."""

from core.orders.models import Order
from core.proofs.selectors import proof_approved


def cleared_for_print(order: Order) -> bool:
    return proof_approved(order)
