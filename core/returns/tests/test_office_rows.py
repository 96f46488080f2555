"""The returns and refunds lists written from plain values (core/returns/office_rows.py) answer the
same bytes and Content-Range as the route's schema rendering the same page read as models, whatever
the sort, filter and page."""

import pytest

from core.office.tests.lean import same_page
from core.returns import office
from core.returns.models import ReturnRequest
from core.returns.services.requests import LineAsk
from core.returns.tests.factories import ask, delivered_order, refunded

pytestmark = pytest.mark.django_db


@pytest.fixture
def returns(customer, owner):
    """Refunds (one of two pieces, one with a free-text amount), an exchange, and requests of several
    lines and reasons, over two orders."""
    first = delivered_order(customer, lines=[("M", 6), ("L", 2)])
    second = delivered_order(customer, lines=[("S", 3)], upi="")
    m, l_ = first.lines.order_by("id")
    made = [
        ask(first, lines=[LineAsk(line_id=m.pk, quantity=2), LineAsk(line_id=l_.pk, quantity=1)]),
        ask(first, reason="changed_mind", lines=[LineAsk(line_id=m.pk, quantity=1)]),
        ask(first, kind="exchange", reason="size_exchange"),
        ask(second, reason="wrong_item", upi_id="priya@upi"),
        ask(first, reason="wrong_item", lines=[LineAsk(line_id=m.pk, quantity=1)]),
    ]
    refunded(made[0], owner)
    refunded(made[3], owner, amount="10.50")
    return made


def _models():
    return ReturnRequest.objects.select_related("order", "customer").prefetch_related("lines")


def test_the_returns_list_answers_the_schemas_bytes(staff_client, returns):
    for params in [
        {},
        {"range": [1, 3]},
        {"sort": ["number", "ASC"]},
        {"sort": ["status", "DESC"], "range": [0, 1]},
        {"filter": {"status": "refunded"}},
        {"filter": {"kind": "exchange"}},
        {"filter": {"q": returns[2].number}},
        {"filter": {"q": returns[3].order.order_id}},
        {"filter": {"id": [returns[0].pk, returns[4].pk]}},
    ]:
        same_page(
            staff_client, "/api/office/returns", office.router, "returns", office.LISTING, _models(), params
        )


def test_the_refunds_answer_the_schemas_bytes(staff_client, returns):
    refunds = ReturnRequest.objects.filter(refunded_at__isnull=False).select_related(
        "order", "customer", "credit_note"
    )
    for params in [
        {},
        {"range": [1, 1]},
        {"sort": ["refunded_at", "ASC"]},
        {"filter": {"q": returns[0].number}},
    ]:
        same_page(
            staff_client, "/api/office/refunds", office.router, "refunds", office.REFUNDS, refunds, params
        )


def test_a_page_of_returns_is_two_light_queries_after_the_tally(
    staff_client, returns, django_assert_num_queries
):
    staff_client.get("/api/office/returns")
    with django_assert_num_queries(5):  # session, user, the tally's counts, the page's ids, their columns
        response = staff_client.get("/api/office/returns", {"range": "[0,24]"})
    assert [row["quantity"] for row in response.json()] == [1, 1, 1, 1, 3]
