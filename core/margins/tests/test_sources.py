"""The cost sources are pluggable: a source named in ORDER_COST_SOURCES (as the gateway's fee will be)
adds its lines to every order it is given, and counts in the margin and the month's tallies."""

from decimal import Decimal

import pytest
from django.core.management import call_command

from core.margins import services
from core.margins.models import CostKind, CostLine, OrderMargin
from core.margins.selectors import month_summary
from core.margins.sources import CostLineIn
from core.margins.tests.factories import printed_order
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
FEE = "core.margins.tests.test_sources.gateway_fee"


def gateway_fee(orders):
    """A stand-in for the settlements' source: 2% of the order's amount, named by its settlement."""
    return [
        CostLineIn(o.pk, CostKind.GATEWAY, o.amount * Decimal("0.02"), f"settlement setl_{o.pk}")
        for o in orders
    ]


def wrong_kind(orders):
    return [CostLineIn(o.pk, "bribes", Decimal("1"), "?") for o in orders]


def test_a_new_source_is_one_more_line_in_the_setting(settings):
    settings.ORDER_COST_SOURCES = [*settings.ORDER_COST_SOURCES, FEE]
    blank()
    order = printed_order()
    services.order_margins_recompute(order_ids=[order.pk])
    fee = CostLine.objects.get(order=order, kind=CostKind.GATEWAY)
    assert fee.amount == (order.amount * Decimal("0.02")).quantize(Decimal("0.01"))
    assert fee.source == f"settlement setl_{order.pk}"
    margin = OrderMargin.objects.get(order=order)
    assert margin.cost == sum(x.amount for x in CostLine.objects.filter(order=order))
    assert month_summary(margin.month)["cost"] == margin.cost


def test_a_source_answering_an_unknown_kind_is_refused(settings):
    settings.ORDER_COST_SOURCES = ["core.margins.tests.test_sources.wrong_kind"]
    blank()
    with pytest.raises(ValueError, match="unknown cost kind 'bribes'"):
        services.order_margins_recompute(order_ids=[printed_order().pk])


def test_the_nightly_command_costs_this_month_and_the_last(capsys):
    blank()
    order = printed_order()
    call_command("margins_recompute")
    assert OrderMargin.objects.filter(order=order).exists()
    assert capsys.readouterr().out.count("orders costed") == 2
