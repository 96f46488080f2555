"""The close: a design at its minimum becomes one batch, one under it is refunded whole (one e-mail
and one credit note per invoice), unpaid orders are cancelled, and orders after it are refused."""

from datetime import timedelta

import pytest
from django.utils import timezone

from core.common.errors import ApplicationError
from core.invoices.models import Invoice
from core.notifications.models import OutgoingEmail
from core.orders.models import Order, OrderStatus
from core.stores.models import Outcome, RefundWay, StoreBatch, StoreDesign, StoreOrder, StoreRefund
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, make_store
from core.teams.models import TeamMember

pytestmark = pytest.mark.django_db
SIZES = ["S", "M", "L", "XL", "M", "M", "L", "S", "XL", "M"]


def test_a_design_at_its_minimum_is_one_batch_of_exactly_its_paid_orders():
    store = make_store(names_asked=True, numbers_asked=True, unique_numbers=True)
    paid = [buy(store, size=s, name=f"Buyer {i}", number=str(i)) for i, s in enumerate(SIZES)]
    unpaid = buy(store, paid=False, name="Late Payer", number="77")
    assert StoreDesign.objects.get(store=store, position=1).ordered == 10

    store_close(store_id=store.pk, early=True)

    batch = StoreBatch.objects.get(store=store)
    assert (batch.design.position, batch.pieces, batch.design.outcome) == (1, 10, Outcome.BATCH)
    batched = Order.objects.filter(pk__in=[o.pk for o in paid])
    assert {o.status for o in batched} == {OrderStatus.CONFIRM}
    assert {o.print_on for o in batched} == {batch.print_on}
    assert sorted(o.lines.get().size for o in batched) == sorted(SIZES)
    people = TeamMember.objects.filter(order__in=batched)
    assert sorted(p.name for p in people) == sorted(f"Buyer {i}" for i in range(10))
    assert all(o.front_image for o in batched)  # one print file per person
    assert Order.objects.get(pk=unpaid.pk).status == OrderStatus.CANCELLED


def test_a_design_one_under_its_minimum_refunds_every_buyer_once_with_notes_equal_to_the_invoices():
    store = make_store()
    buyers = [buy(store, position=2, size=s) for s in SIZES[:9]]
    invoices = {i.order_id: i.total for i in Invoice.objects.filter(kind=Invoice.Kind.INVOICE)}
    assert len(invoices) == 9

    store_close(store_id=store.pk, early=True)
    store_close(store_id=store.pk, early=True)  # a second close changes nothing

    assert StoreDesign.objects.get(store=store, position=2).outcome == Outcome.REFUNDED
    refunds = StoreRefund.objects.filter(store=store)
    assert sorted(r.order_id for r in refunds) == sorted(o.pk for o in buyers)
    assert {r.way for r in refunds} == {RefundWay.UPI}
    notes = {n.order_id: n.total for n in Invoice.objects.filter(kind=Invoice.Kind.CREDIT_NOTE)}
    assert notes == invoices
    for order in buyers:
        assert Order.objects.get(pk=order.pk).status == OrderStatus.CANCELLED
        assert OutgoingEmail.objects.filter(order=order, kind="cancelled").count() == 1
    assert not StoreBatch.objects.filter(store=store).exists()


def test_the_desk_may_print_a_design_under_its_minimum_anyway():
    store = make_store()
    StoreDesign.objects.filter(store=store, position=2).update(print_anyway=True)
    buy(store, position=2)
    store_close(store_id=store.pk, early=True)
    assert StoreBatch.objects.get(store=store).pieces == 1


def test_after_the_close_a_buyer_is_refused_with_a_clear_message():
    store = make_store()
    store_close(store_id=store.pk, early=True)
    with pytest.raises(ApplicationError) as caught:
        buy(store)
    assert caught.value.message == "This store is closed: it takes no more orders."
    assert not StoreOrder.objects.exists()


def test_the_closing_task_does_nothing_before_the_closing_time():
    store = make_store()
    assert store_close(store_id=store.pk) is None
    store.closes_at = timezone.now() - timedelta(seconds=1)
    store.save(update_fields=["closes_at"])
    assert store_close(store_id=store.pk).status == "closed"


def test_a_number_is_one_buyers_when_the_store_asks_unique_numbers():
    store = make_store(numbers_asked=True, unique_numbers=True)
    buy(store, number="7")
    with pytest.raises(ApplicationError) as caught:
        buy(store, number="7")
    assert caught.value.errors["number"] == ["Number 7 is taken in this store already: choose another."]


def test_cash_on_delivery_is_refused_unless_the_desk_allowed_it():
    store = make_store()
    with pytest.raises(ApplicationError) as caught:
        buy(store, paid=False, payment_method="cod")
    assert caught.value.errors["payment_method"] == ["This store is paid online: choose UPI."]
