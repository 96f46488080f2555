""" "Suggest a purchase order" proposes each blank's rate: the last one the shop agreed with that
supplier for that blank (a cancelled order's is not one), empty only for a blank never bought from
it; read per suggested blank through the lines' (item, order) index, whatever the history."""

from datetime import date
from decimal import Decimal

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.purchasing.selectors import purchase_suggestion
from core.purchasing.services import ReceivedIn, purchase_order_cancel, purchase_order_receive
from core.purchasing.tests.factories import purchase, supplier
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _client(role: Role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    return client


def _bought(seller, item, rate: str, *, invoice: str):
    """A purchase order of 10 pieces at `rate`, received whole (nothing left on order)."""
    order = purchase(supplier_=seller, lines=[(item, 10, rate)])
    line = order.lines.get()
    purchase_order_receive(
        order=order,
        lines=[ReceivedIn(line_id=line.pk, quantity=10)],
        supplier_invoice_number=invoice,
        supplier_invoice_date=date(2026, 11, 20),
        actor=None,
    )
    return order


def test_each_suggested_rate_is_the_last_one_paid_to_that_supplier_for_that_blank(
    django_assert_max_num_queries,
):
    sutlej = supplier()
    other = supplier(state="27", name="Deccan Knits", email="sales@deccan.example")
    black_m = blank(low_stock_at=50)
    white_l = blank(colour="White", size="L", low_stock_at=30)
    _bought(sutlej, black_m, "130.00", invoice="SB/1")
    _bought(sutlej, black_m, "142.50", invoice="SB/2")  # the last one paid
    cancelled = purchase(supplier_=sutlej, lines=[(black_m, 10, "199.00")])
    purchase_order_cancel(order=cancelled, actor=None)  # never paid: not the last rate
    _bought(other, white_l, "99.00", invoice="DK/1")  # another supplier's rate is not Sutlej's
    _bought(other, black_m, "111.00", invoice="DK/2")

    with django_assert_max_num_queries(6):
        suggested = purchase_suggestion(supplier=sutlej)

    rates = {(s.item.colour, s.item.size): s.rate for s in suggested}
    assert rates == {("Black", "M"): Decimal("142.50"), ("White", "L"): None}
    assert {(s.item.colour, s.quantity) for s in suggested} == {("Black", 50 - 30), ("White", 30 - 10)}

    answer = _client(Role.ACCOUNTS).get(f"/api/office/purchase-orders/suggestion?supplier_id={sutlej.pk}")
    assert {line["description"]: line["rate"] for line in answer.json()} == {
        str(black_m): 142.5,
        str(white_l): None,  # never bought from Sutlej: the buyer enters it
    }
