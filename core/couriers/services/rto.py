"""What follows a parcel back at the shop (RTO delivered): a SHIPMENT_FOLLOWER, once per shipment.

The order keeps the specification's status (shipped): what happened to the parcel is shown beside
it ("returning", then "returned to us", from its ParcelStatus), so nothing of the spec's five
statuses is replaced. Nothing here touches blank stock: the blanks were consumed when the order was
printed or shipped (core/stock), and a printed blank is not a blank again; no order_update runs
either, so stock's order follower does not see this path at all.

The money: a cash-on-delivery order was never paid and owes nothing. A paid order is, by the owner's
policy (`SHOP_RTO_PREPAID_POLICY`): "refund" (the default) back to its source through the gateway
that paid it (core/payments, once), else due by UPI for the team to pay and record the UTR; or
"credit", kept as the customer's store credit (core/wallet: their balance and its history). An
order paid partly by gift card or store credit gives each tender its pro rata share back first, as
a return's refund does (core/wallet/services/refunds.py: a card's balance, store credit), and only
the money's share goes to the source or is due by UPI. The
loss is recorded per order and day: blanks and print per piece, and shipping both ways
(`SHOP_RTO_COSTS`).
"""

from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from core.common.errors import ApplicationError
from core.common.money import from_paise, paise, rupees
from core.couriers.changes import ParcelState, ShipmentChange
from core.couriers.models import RtoOutcome, Settlement
from core.orders.models import Order, PaymentStatus
from core.orders.shipping.selectors import order_pieces
from core.payments.selectors import gateway_payment_kept, gateway_refunded_paise
from core.payments.services import gateway_refund_create, gateway_refunds_to_source
from core.wallet.models import CreditMoveKind
from core.wallet.services.refunds import RefundShares, tender_refund

REFUND, CREDIT = "refund", "credit"
NO_UTR = "Enter the UTR of the UPI refund."


def _cost(name: str) -> Decimal:
    return rupees(settings.SHOP_RTO_COSTS.get(name, "0"))


RTO_REASON = "Order {order_id} came back to us undelivered"
NO_SHARES = RefundShares(money=Decimal("0.00"))


def _settle(order: Order) -> tuple[str, Decimal, str, RefundShares]:
    """(settlement, money amount, reference, the tenders' shares) for an order whose parcel came
    back: what is not refunded yet shared between the gift cards, store credit and the money as a
    return's refund is (core/wallet/services/refunds.py), each share back where it came from."""
    left = order.amount - order.refunded
    if order.payment_status != PaymentStatus.PAID or left <= 0:
        return Settlement.NOTHING, Decimal("0.00"), "", NO_SHARES
    credit = settings.SHOP_RTO_PREPAID_POLICY == CREDIT
    shares = tender_refund(
        order=order, amount=left, reference=order.order_id, to_credit=credit, kind=CreditMoveKind.RTO,
        reason=RTO_REASON.format(order_id=order.order_id),
    )  # fmt: skip
    if credit:  # every share the customer's store credit (core/wallet)
        return Settlement.CREDITED, shares.credit, "", shares
    tenders = Settlement.TENDERS if shares.gift_cards or shares.credit else Settlement.NOTHING
    if not shares.money:
        return tenders, Decimal("0.00"), "", shares
    if gateway_refunds_to_source(order):
        kept = gateway_payment_kept(order)
        gateway_left = kept.amount_paise - gateway_refunded_paise(kept)
        if gateway_left <= 0:  # already refunded in full (a return, a cancellation)
            return tenders, Decimal("0.00"), "", shares
        money = min(paise(shares.money), gateway_left)
        refund = gateway_refund_create(order=order, amount_paise=money, reason="rto")
        return Settlement.REFUNDED_TO_SOURCE, from_paise(money), refund.refund_id, shares
    return Settlement.REFUND_DUE, shares.money, "", shares


def rto_follow(change: ShipmentChange) -> None:
    """The SHIPMENT_FOLLOWER for a parcel back at the shop: the loss and the money, once."""
    if change.state_to != ParcelState.RTO_DELIVERED:
        return
    shipment = change.shipment
    if RtoOutcome.objects.filter(shipment=shipment).exists():
        return
    order = Order.objects.select_for_update().get(pk=shipment.order_id)
    pieces = order_pieces(order)
    try:
        with transaction.atomic():  # the outcome first: a second delivery of the event settles nothing
            outcome = RtoOutcome.objects.create(
                shipment=shipment, order=order, day=timezone.localdate(change.happened_at),
                payment_method=order.payment_method, settlement=Settlement.NOTHING,
                loss_blanks=_cost("blank_per_piece") * pieces, loss_print=_cost("print_per_piece") * pieces,
                loss_shipping=_cost("shipping_forward") + _cost("shipping_return"),
            )  # fmt: skip
            settlement, amount, reference, shares = _settle(order)
            gift_cards, credit = (
                (shares.gift_cards, shares.credit) if settlement != Settlement.CREDITED else (0, 0)
            )
            RtoOutcome.objects.filter(pk=outcome.pk).update(
                settlement=settlement, amount=amount, refund_reference=reference, gift_cards=gift_cards,
                credit=credit,
            )  # fmt: skip
    except IntegrityError:  # recorded by a delivery of the same event running beside this one
        return


@transaction.atomic
def rto_refund_record(*, outcome: RtoOutcome, utr: str) -> RtoOutcome:
    """The team paid a due RTO refund by UPI: its UTR recorded (once)."""
    locked = RtoOutcome.objects.select_for_update().get(pk=outcome.pk)
    utr = "".join((utr or "").split())[:64]
    if not utr:
        raise ApplicationError(NO_UTR, errors={"utr": [NO_UTR]})
    if locked.settlement == Settlement.REFUND_DUE and not locked.refund_reference:
        locked.refund_reference = utr
        locked.save(update_fields=["refund_reference"])
    return locked
