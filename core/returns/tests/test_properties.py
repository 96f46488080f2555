"""Over any sequence of orders, returns, refunds, exchanges, rejections and cancellations: no line
is refunded beyond what was paid for it, returned quantities never exceed ordered ones, the credit
notes add up to the refunds (their CGST + SGST equal the IGST reading), and the maintained totals
equal the database's sums."""

from collections import defaultdict
from decimal import Decimal

import pytest
from django.db import transaction
from django.db.models import Count, Sum
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.errors import ApplicationError
from core.invoices.models import Invoice
from core.invoices.partial import Part, credit_row
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderLine
from core.orders.tests.test_totals import assert_totals_equal_the_orders
from core.returns.amounts import refund_parts
from core.returns.models import ReturnLine, ReturnRequest, ReturnStatus, ReturnTally
from core.returns.selectors import order_returnable, return_counts, return_policy
from core.returns.services import steps
from core.returns.services.requests import LineAsk, return_request_create
from core.returns.tests.factories import delivered_order

pytestmark = pytest.mark.django_db

SIZES = ["S", "M", "L"]
order_step = st.tuples(
    st.just("order"),
    st.lists(st.integers(1, 4), min_size=1, max_size=3),  # quantities of S, M, L
    st.integers(0, 30),  # discount, % of the goods
    st.sampled_from([Decimal("0"), Decimal("79.00")]),  # shipping
    st.sampled_from(["Delhi", "Maharashtra"]),  # same state as the shop, or not
    st.booleans(),  # a catalogue design (else a custom print)
)
return_step = st.tuples(
    st.just("return"),
    st.integers(0, 20),  # which order
    st.lists(st.tuples(st.integers(0, 2), st.integers(1, 2)), min_size=1, max_size=3),  # line, quantity
    st.integers(0, 5),  # which of the reasons the order allows
    st.sampled_from(["refund", "exchange"]),
    st.sampled_from(["stay", "refund", "refund", "exchange", "reject", "qc_fail"]),  # what the team does next
)
refund_step = st.tuples(st.just("refund"), st.integers(0, 20), st.sampled_from([1, 0.5, 0.01]))
other_step = st.tuples(st.sampled_from(["exchange", "reject", "cancel"]), st.integers(0, 20))
# returns and refunds come often, cancellations now and then
any_step = st.one_of(order_step, return_step, return_step, return_step, refund_step, other_step)


def _order(step, customer):
    _, quantities, discount, shipping, state, catalogue = step
    lines = [(SIZES[i], q) for i, q in enumerate(quantities)]
    subtotal = sum(Decimal("499.00") * q for _, q in lines)
    cut = (subtotal * discount / 100).quantize(Decimal("0.01"))
    delivered_order(
        customer,
        lines=lines,
        catalogue=catalogue,
        subtotal=subtotal,
        discount_amount=cut,
        shipping=shipping,
        amount=subtotal - cut + shipping,
        ship_state=state,
    )


def _step(step, customer, staff) -> None:
    kind = step[0]
    if kind == "order":
        return _order(step, customer)
    orders = list(Order.objects.filter(replaces__isnull=True).order_by("pk"))
    returns = list(ReturnRequest.objects.order_by("pk"))
    if kind == "return" and orders:
        _, i, picks, reason, how, after = step
        order = orders[i % len(orders)]
        reasons = order_returnable(order).reasons or return_policy().reasons
        how = {"exchange": "exchange", "refund": "refund"}.get(after, how)
        lines = list(order.lines.order_by("id"))
        asked = {lines[n % len(lines)].pk: q for n, q in picks}
        ret = return_request_create(
            order=order,
            actor=customer,
            kind=how,
            reason=reasons[reason % len(reasons)].code,
            note="",
            upi_id="priya@okaxis",
            lines=[LineAsk(line_id=pk, quantity=q, exchange_size="XL") for pk, q in asked.items()],
            photos=[],
        )
        _then(ret, after, staff, fraction=Decimal("0.5") if i % 2 else Decimal("1"))
    elif kind == "cancel" and orders:
        order_update(order=orders[step[1] % len(orders)], actor=staff, status="cancelled")
    elif returns:
        if kind in ("refund", "exchange"):  # a return that asked for it, when there is one
            returns = [r for r in returns if r.kind == kind] or returns
        ret = returns[step[1] % len(returns)]
        fraction = Decimal(str(step[2])) if kind == "refund" else Decimal("1")
        _then(ret, kind, staff, fraction=fraction)


def _then(ret: ReturnRequest, after: str, staff, *, fraction: Decimal) -> None:
    """The team's next steps on a return: reject it, fail its check, refund part or all, exchange."""
    if after == "stay":
        return
    if after == "reject":
        steps.return_reject(ret=ret, actor=staff, reason="Worn")
        return
    if ret.status == ReturnStatus.REQUESTED:
        ret = steps.return_approve(ret=ret, actor=staff, customer_sends=True, courier_id=None, awb="")
    if ret.status == ReturnStatus.APPROVED:
        ret = steps.return_receive(ret=ret, actor=staff, qc_passed=after != "qc_fail", note="Washed")
    if after == "exchange":
        steps.return_exchange(ret=ret, actor=staff)
    elif after == "refund":
        most = Decimal(sum(p.paise for p in refund_parts(ret))) / 100
        amount = max((most * fraction).quantize(Decimal("0.01")), Decimal("0.01"))
        steps.return_refund(ret=ret, actor=staff, amount=amount, reference="UTR1234567")


def _run(step, customer, staff) -> None:
    try:
        with transaction.atomic():  # a refused step leaves nothing behind
            _step(step, customer, staff)
    except ApplicationError:
        pass


def assert_returns_hold() -> None:
    # returned quantities never exceed the ordered ones
    taken = (
        ReturnLine.objects.exclude(request__status=ReturnStatus.REJECTED)
        .values("order_line_id")
        .annotate(n=Sum("quantity"))
        .order_by()
    )
    ordered = dict(OrderLine.objects.values_list("pk", "quantity"))
    assert all(row["n"] <= ordered[row["order_line_id"]] for row in taken)

    for invoice in Invoice.objects.filter(kind=Invoice.Kind.INVOICE).prefetch_related("return_credit_notes"):
        notes = list(invoice.return_credit_notes.all())
        credited = defaultdict(int)
        for note in notes:
            for row in note.rows:
                credited[row["row"]] += row["total"]
                # CGST + SGST of the row equal its IGST reading, to the paisa
                part = Part(row=row["row"], quantity=row["quantity"], paise=row["total"])
                source = invoice.rows[row["row"]]
                inter = credit_row(source, part, intra_state=False)
                if not source["igst"]:  # a same-state invoice's row: its note halves the tax as it did
                    intra = credit_row(source, part, intra_state=True)
                    # equal halves, as levied; together within the half's rounding of IGST
                    assert intra["cgst"] == intra["sgst"]
                    assert abs(intra["cgst"] + intra["sgst"] - inter["igst"]) <= 1
                assert row["taxable"] + row["cgst"] + row["sgst"] + row["igst"] == row["total"]
        # no line (nor the shipping) is refunded beyond what was paid for it
        assert all(paise <= invoice.rows[i]["total"] for i, paise in credited.items())
        # the credit notes add up to the refunds
        refunds = ReturnRequest.objects.filter(credit_note__in=notes).aggregate(s=Sum("refund_amount"))["s"]
        assert sum((n.total for n in notes), Decimal("0")) == (refunds or Decimal("0"))
        assert sum(n.cgst + n.sgst + n.igst + n.taxable_value for n in notes) == sum(n.total for n in notes)
        # all credit notes of an invoice (a cancellation's included) never exceed it
        cancelled = Invoice.objects.filter(credited=invoice).aggregate(s=Sum("total"))["s"] or 0
        assert sum(n.total for n in notes) + cancelled <= invoice.total

    for order in Order.objects.all():
        refunded = ReturnRequest.objects.filter(order=order).aggregate(s=Sum("refund_amount"))["s"]
        assert order.refunded == (refunded or 0) and order.refunded <= order.amount

    counted = dict(ReturnRequest.objects.order_by().values_list("status").annotate(n=Count("id")))
    assert return_counts() == {"all": sum(counted.values()), **{s: counted.get(s, 0) for s in ReturnStatus}}
    assert not ReturnTally.objects.filter(returns__lt=0).exists()
    assert_totals_equal_the_orders()


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    first=st.lists(order_step, min_size=1, max_size=3),
    then=st.lists(any_step, min_size=1, max_size=14),
)
def test_any_sequence_of_returns_keeps_the_money_and_the_quantities_true(first, then):
    with transaction.atomic():  # each example starts from an empty shop
        customer, staff = CustomerFactory(), StaffFactory()
        for step in first + then:
            _run(step, customer, staff)
        assert_returns_hold()
        for status in (ReturnStatus.REFUNDED, ReturnStatus.EXCHANGED, ReturnStatus.REJECTED):
            event(f"{status}: {ReturnRequest.objects.filter(status=status).exists()}")
        both = Invoice.objects.filter(credited__return_credit_notes__isnull=False).exists()
        event(f"cancelled after a refund: {both}")
        transaction.set_rollback(True)
