"""Reading the promotions: the door the placing code prices through (`promotions_for_bag`), the
running offers the storefront shows, and the back office's lists."""

from django.db.models import Q, QuerySet
from django.utils import timezone

from core.accounts.models import User
from core.common.ist import ist_datetime
from core.orders.models import Order, OrderStatus
from core.orders.placing.promotion_rules import OfferRule, VoucherRule
from core.promotions.models import Offer, Voucher, VoucherKind, VoucherUse


def vouchers() -> QuerySet[Voucher]:
    return Voucher.objects.prefetch_related("product_types")


def offers() -> QuerySet[Offer]:
    return Offer.objects.prefetch_related("product_types")


def running_offers(now=None) -> QuerySet[Offer]:
    """The offers on now (served by the index on (active, ends_at)); few at a time."""
    now = now or timezone.now()
    return (
        offers()
        .filter(active=True)
        .filter(Q(ends_at__isnull=True) | Q(ends_at__gt=now))
        .filter(Q(starts_at__isnull=True) | Q(starts_at__lte=now))
        .order_by("id")
    )


def offer_rule(offer: Offer) -> OfferRule:
    return OfferRule(
        name=offer.name,
        kind=offer.kind,
        percent=offer.percent,
        quantity=offer.quantity,
        product_types=frozenset(t.pk for t in offer.product_types.all()),
        min_order=offer.min_order,
    )


USED_UP = "{code} has been used as many times as it can be."
FIRST_ORDER_ONLY = "{code} is for a first order only."


def per_customer_refusal(voucher: Voucher) -> str:
    limit = voucher.max_uses_per_customer
    times = "once" if limit == 1 else f"{limit} times"
    return f"{voucher.code} can be used {times} per customer; you have used it already."


def _customer_id(customer) -> int | None:
    return customer.pk if customer is not None and getattr(customer, "is_authenticated", False) else None


def first_order(customer_id: int, *, besides: int | None = None) -> bool:
    """The customer has no order (but `besides`, the one being placed) that was not cancelled."""
    others = Order.objects.filter(customer_id=customer_id).exclude(status=OrderStatus.CANCELLED)
    return not (others.exclude(pk=besides) if besides else others).exists()


def voucher_refusal(voucher: Voucher, *, customer_id: int | None, now=None) -> str:
    """Why a voucher does not apply to this customer now, judged before the bag ("" when it does)."""
    now = now or timezone.now()
    code = voucher.code
    if not voucher.active:
        return f"{code} is no longer running."
    if voucher.starts_at and now < voucher.starts_at:
        return f"{code} starts on {ist_datetime(voucher.starts_at)}."
    if voucher.ends_at and now >= voucher.ends_at:
        return f"{code} ended on {ist_datetime(voucher.ends_at)}."
    if voucher.max_uses and voucher.uses >= voucher.max_uses:
        return USED_UP.format(code=code)
    if customer_id is not None:
        if voucher.first_order_only and not first_order(customer_id):
            return FIRST_ORDER_ONLY.format(code=code)
        if voucher.max_uses_per_customer:
            used = VoucherUse.objects.filter(voucher=voucher, customer_id=customer_id).count()
            if used >= voucher.max_uses_per_customer:
                times = (
                    "once" if voucher.max_uses_per_customer == 1 else f"{voucher.max_uses_per_customer} times"
                )
                return f"{code} can be used {times} per customer; you have used it already."
    return ""


def voucher_rule(voucher: Voucher, *, refusal: str = "") -> VoucherRule:
    percent = voucher.kind == VoucherKind.PERCENT
    return VoucherRule(
        code=voucher.code,
        percent=voucher.value if percent else voucher.value * 0,
        amount=voucher.value if not percent else voucher.value * 0,
        product_types=frozenset(t.pk for t in voucher.product_types.all()),
        min_order=voucher.min_order,
        min_quantity=voucher.min_quantity,
        combinable=voucher.combinable,
        refusal=refusal,
    )


def promotions_for_bag(
    *, code: str, customer: User | None
) -> tuple[VoucherRule | None, tuple[OfferRule, ...]]:
    """settings.PROMOTIONS_READER: the typed code's voucher (with the reason it does not apply to this
    customer now, if any) and the running offers."""
    rules = tuple(offer_rule(o) for o in running_offers())
    if not code:
        return None, rules
    voucher = vouchers().filter(code=code).first()
    if voucher is None:
        return None, rules
    return voucher_rule(voucher, refusal=voucher_refusal(voucher, customer_id=_customer_id(customer))), rules
