"""An order's cost, traced to its sources: blanks at the moving weighted average of the receipts
before they were printed, the print by the owner's rates, packaging and the courier's charge per
parcel, the loss of a refunded return; the month's margin is its sales less its costs."""

from decimal import Decimal

import pytest

from core.margins import services
from core.margins.models import BlankCost, CostLine, MarginTally, OrderMargin
from core.margins.selectors import month_summary
from core.margins.tests.factories import bought, owner, printed_order, rates
from core.returns.tests.factories import ask, delivered_order, refunded
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _lines(order) -> dict[str, list[CostLine]]:
    found: dict[str, list[CostLine]] = {}
    for line in CostLine.objects.filter(order=order):
        found.setdefault(line.kind, []).append(line)
    return found


def _recompute(*orders):
    services.order_margins_recompute(order_ids=[o.pk for o in orders])


def test_blanks_cost_the_moving_average_of_the_receipts_before_the_print():
    tee = blank()
    bought(tee, 10, "100.00")
    first = printed_order(lines=[("M", 4)])  # 4 at 100: 6 left at 100
    bought(tee, 6, "130.00")  # (6 x 100 + 6 x 130) / 12 = 115
    second = printed_order(lines=[("M", 2)])
    _recompute(first, second)
    assert [x.amount for x in _lines(first)["blanks"]] == [Decimal("400.00")]
    assert [x.amount for x in _lines(second)["blanks"]] == [Decimal("230.00")]
    assert "moving average after PO-" in _lines(second)["blanks"][0].source
    ledger = list(BlankCost.objects.filter(item=tee).values_list("on_hand_before", "average"))
    assert ledger == [(0, Decimal("100.0000")), (6, Decimal("115.0000"))]


def test_print_packaging_and_courier_follow_the_owners_figures_and_the_courier_invoice():
    boss = owner()
    tee = blank()
    bought(tee, 10, "100.00")
    rates(boss)  # per piece and side: 40 + 2 x 5 + 100 x 0.5 = 100; setup 60
    services.margin_settings_update(packaging_per_parcel=Decimal("18.50"), actor=boss)
    order = printed_order(lines=[("M", 3)], awb="DL123456789")
    services.courier_charge_set(awb="DL123456789", charge=Decimal("72.00"), actor=boss)
    _recompute(order)
    lines = _lines(order)
    assert lines["print"][0].amount == Decimal("360.00")  # 60 + 3 x 1 side x 100
    assert lines["packaging"][0].amount == Decimal("18.50")
    assert lines["courier"][0].amount == Decimal("72.00")
    assert "DL123456789" in lines["courier"][0].source
    margin = OrderMargin.objects.get(order=order)
    invoice = order.invoices.get(kind="invoice")
    assert margin.sales == invoice.taxable_value
    assert margin.cost == sum(x.amount for group in lines.values() for x in group)
    assert margin.margin == margin.sales - margin.cost


def test_an_order_with_a_returned_print_shows_its_loss(django_user_model):
    boss = owner()
    customer = django_user_model.objects.filter(is_staff=False).first() or printed_order().customer
    order = delivered_order(customer, lines=(("M", 2),))
    _recompute(order)
    before = OrderMargin.objects.get(order=order).margin
    ret = refunded(ask(order), boss)
    _recompute(order)
    loss = _lines(order)["returns"]
    assert len(loss) == 1 and ret.number in loss[0].source
    assert loss[0].amount == ret.credit_note.taxable_value > 0
    assert OrderMargin.objects.get(order=order).margin == before - loss[0].amount


def test_courier_invoice_file_sets_each_awbs_charge():
    boss = owner()
    blank()
    order = printed_order(awb="BD1000001")
    csv = b"Invoice 42\nAWB No,Weight,Freight Charge\nBD1000001,0.5,61.00\nBD1000001,0.5,9.00\nZZ,0.5,abc\n"
    found = services.courier_charges_import(data=csv, file_name="dtdc-nov.csv", actor=boss)
    assert found["saved"] == 1 and found["matched"] == 1
    assert found["problems"] == ["Row 5: Enter the charge in rupees, 0 or more."]
    _recompute(order)
    assert _lines(order)["courier"][0].amount == Decimal("70.00")
    assert "dtdc-nov.csv" in _lines(order)["courier"][0].source


def test_recompute_moves_the_tallies_by_the_difference():
    boss = owner()
    tee = blank()
    bought(tee, 20, "90.00")
    orders = [printed_order(lines=[("M", 1)]) for _ in range(3)]
    _recompute(*orders)
    rates(boss)
    _recompute(*orders)
    _recompute(orders[0])
    month = OrderMargin.objects.get(order=orders[0]).month
    summary = month_summary(month)
    margins = OrderMargin.objects.filter(order__in=orders)
    assert summary["orders"] == 3
    assert summary["sales"] == sum(m.sales for m in margins)
    assert summary["cost"] == sum(m.cost for m in margins)
    assert MarginTally.objects.filter(month=month).count() == 1


def test_a_cancelled_order_leaves_the_month():
    from core.orders.changes.services import order_update

    blank()
    order = printed_order(ship_it=False)
    _recompute(order)
    assert OrderMargin.objects.filter(order=order).exists()
    order_update(order=order, actor=None, status="cancelled")
    _recompute(order)
    assert not OrderMargin.objects.filter(order=order).exists()
    assert month_summary(order.created_at.date().replace(day=1))["orders"] == 0
