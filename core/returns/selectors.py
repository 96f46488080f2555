"""Reads of the returns app: the policy every page and check reads, what of an order can still come
back, and the returns themselves (a customer's, one by number, the back office's lists)."""

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta

from django.db.models import Prefetch, Q, QuerySet, Sum
from django.utils import timezone

from core.accounts.models import User
from core.catalogue.selectors import studio_size_codes
from core.common.errors import NotAllowed, NotFound
from core.common.ist import ist_date
from core.common.prepared import Prepared
from core.orders.models import Order, OrderEvent, OrderLine, OrderStatus, PaymentMethod
from core.orders.selectors import order_get_for
from core.returns.models import RefundTo, ReturnLine, ReturnRequest, ReturnSettings, ReturnStatus, ReturnTally
from core.returns.numbering import NUMBER
from core.returns.reasons import REASON_RULES


@dataclass(frozen=True)
class ReasonOut:
    code: str
    label: str
    shop_fault: bool
    photo_required: bool
    catalogue: bool  # offered for catalogue designs
    custom: bool  # offered for custom-printed orders


@dataclass(frozen=True)
class ReturnPolicy:
    window_days: int
    free_return_shipping: bool
    custom_prints_returnable: bool
    reasons: list[ReasonOut]

    def reasons_for(self, *, custom_print: bool) -> list[ReasonOut]:
        """The reasons a customer may pick for an order of that kind."""
        return [reason for reason in self.reasons if (reason.custom if custom_print else reason.catalogue)]

    def window_ends(self, delivered: date | None) -> date | None:
        """The last day a return may be asked: the delivered day plus the window (the one place it is
        worked out; returns, tracking and, through the API, the storefront read it)."""
        return delivered + timedelta(days=self.window_days) if delivered else None


_SETTINGS = ("window_days", "free_return_shipping", "custom_prints_returnable")
# the owner's row as values, compiled once per connection (every timeline page and return screen reads it)
_SAVED = Prepared(lambda: ReturnSettings.objects.filter(pk=1).values(*_SETTINGS))


def return_policy() -> ReturnPolicy:
    saved = _SAVED.rows()  # none until the owner saves one: the defaults (ReturnSettings.current)
    row = ReturnSettings(pk=1, **saved[0]) if saved else ReturnSettings(pk=1)
    reasons = [
        ReasonOut(
            code=reason.value,
            label=reason.label,
            shop_fault=rule.shop_fault,
            photo_required=rule.photo_required,
            catalogue=True,
            custom=rule.custom_prints and row.custom_prints_returnable,
        )
        for reason, rule in REASON_RULES.items()
    ]
    return ReturnPolicy(
        window_days=row.window_days,
        free_return_shipping=row.free_return_shipping,
        custom_prints_returnable=row.custom_prints_returnable,
        reasons=reasons,
    )


# --- what of an order can come back ---------------------------------------------------------------

NOT_DELIVERED = "Only delivered orders can be returned or exchanged."
ALL_RETURNED = "Every item of this order is already in a return."
REPLACEMENT = "A replacement order cannot be returned again; write to us if something is wrong with it."


def window_closed(ends: date, days: int) -> str:
    return f"Returns for this order closed on {ist_date(ends)} ({days} days after delivery)."


@dataclass
class LineLeft:
    line: OrderLine
    item: str
    returnable_quantity: int
    exchange_sizes: list[str]

    @property
    def line_id(self) -> int:
        return self.line.pk

    @property
    def size(self) -> str:
        return self.line.size

    @property
    def quantity(self) -> int:
        return self.line.quantity

    @property
    def unit_price(self):
        return self.line.unit_price


@dataclass
class Returnable:
    order: Order
    refusal: str | None
    delivered_on: date | None
    window_ends: date | None
    custom_print: bool
    reasons: list[ReasonOut]
    refund_to: str
    lines: list[LineLeft] = field(default_factory=list)
    # why not, as a code and the values a storefront words it from in its language (the English: refusal)
    refusal_code: str = ""
    refusal_values: dict = field(default_factory=dict)

    def refuse(self, code: str, words: str, **values) -> "Returnable":
        self.refusal, self.refusal_code, self.refusal_values = words, code, values
        return self

    @property
    def order_id(self) -> str:
        return self.order.order_id

    @property
    def returnable(self) -> bool:
        return self.refusal is None

    @property
    def upi_reference(self) -> str:
        return self.order.upi_reference if self.refund_to == RefundTo.UPI_REFERENCE else ""

    max_photos: int = 3


def delivered_on(order: Order, status_events: Iterable[OrderEvent] | None = None) -> date | None:
    """The shop's local day a delivered order was last marked delivered, from its status history (the
    one source of "delivered on"; `status_events` are the order's status events in time order when the
    caller has them prefetched). An order that is not delivered now has no such day."""
    if order.status != OrderStatus.DELIVERED:
        return None
    if status_events is None:
        marked = OrderEvent.objects.filter(order=order, kind=OrderEvent.Kind.STATUS)
        event = marked.filter(to_value=OrderStatus.DELIVERED).order_by("-created_at", "-id").first()
    else:
        event = next((e for e in reversed(list(status_events)) if e.to_value == OrderStatus.DELIVERED), None)
    return timezone.localdate(event.created_at) if event else timezone.localdate(order.created_at)


def is_custom_print(order: Order, lines: list[OrderLine]) -> bool:
    """A custom print: the customer's own design, not a catalogue item (cannot be resold)."""
    return order.catalogue_item_id is None and not any(line.catalogue_item_id for line in lines)


def item_name(order: Order, line: OrderLine) -> str:
    if line.catalogue_item_id:
        return line.catalogue_item.name
    return ", ".join(p for p in (order.product_type.name, order.sleeve) if p)


def returned_quantities(order: Order) -> dict[int, int]:
    """Per order line, how many are in returns that were not rejected."""
    rows = (
        ReturnLine.objects.filter(order_line__order=order)
        .exclude(request__status=ReturnStatus.REJECTED)
        .values("order_line_id")
        .annotate(n=Sum("quantity"))
        .order_by()
    )
    return {r["order_line_id"]: r["n"] for r in rows}


def _sizes(order: Order, line: OrderLine, studio: list[str]) -> list[str]:
    if line.catalogue_item_id:
        codes = [size.code for size in line.catalogue_item.sizes.all()]
    else:
        codes = studio if order.product_type.has_sizes else []
    return [code for code in codes if code != line.size]


def refund_to_for(order: Order) -> str:
    """A UPI order's refund goes back to its UPI payment; a COD order's to a UPI ID the customer gives."""
    if order.payment_method == PaymentMethod.UPI and order.upi_reference:
        return RefundTo.UPI_REFERENCE
    return RefundTo.UPI_ID


def order_returnable(order: Order, *, today: date | None = None) -> Returnable:
    """What of `order` can still come back today, and for which reasons (or why nothing can)."""
    policy = return_policy()
    lines = list(
        OrderLine.objects.filter(order=order)
        .select_related("catalogue_item")
        .prefetch_related("catalogue_item__sizes")
        .order_by("id")
    )
    custom = is_custom_print(order, lines)
    delivered = delivered_on(order)
    ends = policy.window_ends(delivered)
    found = Returnable(
        order=order,
        refusal=None,
        delivered_on=delivered,
        window_ends=ends,
        custom_print=custom,
        reasons=policy.reasons_for(custom_print=custom),
        refund_to=refund_to_for(order),
    )
    if delivered is None:
        return found.refuse("not_delivered", NOT_DELIVERED)
    if ReturnRequest.objects.filter(replacement_order=order).exists():
        return found.refuse("replacement", REPLACEMENT)
    if (today or timezone.localdate()) > ends:
        days = policy.window_days
        return found.refuse("window_closed", window_closed(ends, days), closed_on=ends, days=days)
    taken = returned_quantities(order)
    studio = studio_size_codes()
    found.lines = [
        LineLeft(
            line=line,
            item=item_name(order, line),
            returnable_quantity=max(line.quantity - taken.get(line.pk, 0), 0),
            exchange_sizes=_sizes(order, line, studio),
        )
        for line in lines
    ]
    if not any(left.returnable_quantity for left in found.lines):
        found.refuse("all_returned", ALL_RETURNED)
    elif not found.reasons:
        found.refuse("no_reason", "This order cannot be returned.")
    return found


def order_returnable_for(*, user: User, order_id: str) -> Returnable:
    return order_returnable(order_get_for(user=user, order_id=order_id))


# --- the returns ---------------------------------------------------------------------------------

NO_RETURN = "Return not found."


def with_details(qs: QuerySet[ReturnRequest]) -> QuerySet[ReturnRequest]:
    lines = ReturnLine.objects.select_related("order_line__catalogue_item").order_by("id")
    return qs.select_related(
        "order__product_type", "customer", "courier", "credit_note", "replacement_order"
    ).prefetch_related(Prefetch("lines", queryset=lines), "photos", "events__actor")


def return_get(*, pk: int) -> ReturnRequest:
    found = with_details(ReturnRequest.objects.filter(pk=pk)).first()
    if found is None:
        raise NotFound(NO_RETURN)
    return found


def return_get_for(*, user: User, number: str) -> ReturnRequest:
    """One return by number, for its customer or a team member whose role reaches others' orders."""
    if not NUMBER.match(number or ""):
        raise NotFound(NO_RETURN)
    found = with_details(ReturnRequest.objects.filter(number=number)).first()
    if found is None:
        raise NotFound(NO_RETURN)
    if found.customer_id != user.pk and not getattr(user, "may_act_for_others", False):
        raise NotAllowed("This return belongs to another customer.")
    return found


def order_returns(*, order: Order) -> QuerySet[ReturnRequest]:
    return ReturnRequest.objects.filter(order=order).order_by("created_at", "id")


def return_search(qs: QuerySet[ReturnRequest], text: str) -> QuerySet[ReturnRequest]:
    """A return number or order id from its start, or a customer's 10-digit phone: each by an index."""
    word = text.strip().upper()
    if word.isdigit() and len(word) == 10:
        return qs.filter(customer__phone_number=word)
    return qs.filter(Q(number__startswith=word) | Q(order__order_id__startswith=word))


def return_counts() -> dict[str, int]:
    """Returns per status and all of them, from the maintained tally (a few rows)."""
    found = dict(ReturnTally.objects.values_list("status", "returns"))
    counts = {status.value: int(found.get(status.value, 0)) for status in ReturnStatus}
    return {"all": sum(counts.values()), **counts}


def refunds() -> QuerySet[ReturnRequest]:
    """Refunded returns, newest refund first (index return_refunded_recent); a page's columns are read
    by core/returns/office_rows.py::refund_rows, so a count joins nothing."""
    return ReturnRequest.objects.filter(refunded_at__isnull=False).order_by("-refunded_at", "-id")
