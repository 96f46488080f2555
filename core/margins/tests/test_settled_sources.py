"""The gateway's fee (from the settlement report) and a parcel's return to origin (from the courier
desk) are costs of the order they belong to, each saying where it came from."""

from decimal import Decimal

import pytest
from django.utils import timezone

from core.couriers.models import RtoOutcome
from core.couriers.models import Settlement as RtoSettlement
from core.margins import services
from core.margins.models import CostKind, CostLine, OrderMargin
from core.margins.tests.factories import owner, printed_order
from core.payments.models import Settlement, SettlementLine, SettlementLineKind, SettlementReport
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _settled(order, *, fee: str, tax: str):
    report = SettlementReport.objects.create(file_name="settlements.csv", uploaded_by=owner())
    settlement = Settlement.objects.create(
        gateway="razorpay", settlement_id=f"setl_{order.pk:010d}", settled_on="2026-11-20", report=report
    )
    SettlementLine.objects.create(
        settlement=settlement, report=report, row=1, kind=SettlementLineKind.PAYMENT,
        entity_id=f"pay_{order.pk:010d}", amount=order.amount, fee=Decimal(fee), tax=Decimal(tax),
        net=order.amount - Decimal(fee) - Decimal(tax), order=order,
    )  # fmt: skip


def test_the_gateway_fee_without_its_gst_is_the_order_s_cost():
    blank()
    order = printed_order(payment_method="upi", payment_status="paid")
    _settled(order, fee="21.54", tax="3.88")
    services.order_margins_recompute(order_ids=[order.pk])
    fee = CostLine.objects.get(order=order, kind=CostKind.GATEWAY)
    assert fee.amount == Decimal("21.54")  # the GST on it is input tax, taken back
    assert "1 settled payment(s), without GST" in fee.source
    margin = OrderMargin.objects.get(order=order)
    assert margin.cost == sum(line.amount for line in CostLine.objects.filter(order=order))


def test_a_parcel_back_at_the_shop_costs_its_return_leg(settings):
    settings.SHOP_RTO_COSTS = {**settings.SHOP_RTO_COSTS, "shipping_return": "75"}
    blank()
    order = printed_order(awb="RTO12345")
    RtoOutcome.objects.create(
        shipment=order.shipment, order=order, day=timezone.localdate(), payment_method="cod",
        settlement=RtoSettlement.NOTHING,
    )  # fmt: skip
    services.order_margins_recompute(order_ids=[order.pk])
    rto = CostLine.objects.get(order=order, kind=CostKind.RTO)
    assert rto.amount == Decimal("75.00")
    assert rto.source.startswith("returned to origin on ")
    others = CostLine.objects.filter(order=order, kind__in=[CostKind.BLANKS, CostKind.PRINT])
    assert others.count() == 2  # the blank and the print stay costed: the print came back unsellable


def test_an_order_neither_settled_nor_returned_has_no_such_lines():
    blank()
    order = printed_order()
    services.order_margins_recompute(order_ids=[order.pk])
    kinds = set(CostLine.objects.filter(order=order).values_list("kind", flat=True))
    assert not kinds & {CostKind.GATEWAY, CostKind.RTO}
