"""One return's page in the back office written from values (core/returns/detail_rows.py) answers the
same bytes as the schema rendering the return read as models (detail_selectors.return_detail), at
every step: requested (the couriers offered), approved with a courier's pickup, received (the most
that may be refunded), refunded (its credit note), exchanged (the replacement order), rejected; with
photos, a custom print's lines and a COD order's UPI ID; and a 404 for none."""

import pytest

from core.accounts.tests.factories import CustomerFactory
from core.office.tests.lean import schema_bytes
from core.orders.shipping.models import Courier
from core.orders.tests.factories import png_bytes
from core.returns import office
from core.returns.detail_selectors import return_detail
from core.returns.services import steps
from core.returns.services.requests import LineAsk
from core.returns.tests.factories import ask, delivered_order, received, refunded

pytestmark = pytest.mark.django_db


@pytest.fixture
def returns(customer, owner):
    """One return at each step, each of its own order (a line is in one open return at a time)."""

    def order(**kw):
        return delivered_order(customer, **kw)

    two = order(lines=[("M", 6), ("L", 2)])
    m, l_ = two.lines.order_by("id")
    custom = delivered_order(CustomerFactory(name="  "), catalogue=False, upi="", lines=[("S", 2)])
    courier = Courier.objects.filter(needs_awb=True).first()
    made = {
        "requested": ask(two, lines=[LineAsk(line_id=m.pk, quantity=2), LineAsk(line_id=l_.pk, quantity=1)]),
        "photos": ask(custom, reason="damaged", upi_id="nisha@upi", photos=[png_bytes(), png_bytes()]),
        "pickup": steps.return_approve(
            ret=ask(order()), actor=owner, customer_sends=False, courier_id=courier.pk, awb="AWB123456"
        ),
        "received": received(ask(order(), reason="wrong_item"), owner),
        "refunded": refunded(ask(order(), reason="wrong_item"), owner),
        "exchanged": steps.return_exchange(
            ret=received(ask(order(), kind="exchange", reason="size_exchange"), owner), actor=owner
        ),
    }
    made["rejected"] = steps.return_reject(
        ret=ask(order(), reason="changed_mind"), actor=owner, reason="Worn"
    )
    return made


def test_each_step_answers_the_schemas_bytes(staff_client, returns):
    for name, ret in returns.items():
        response = staff_client.get(f"/api/office/returns/{ret.pk}")
        assert response.status_code == 200 and response["Content-Type"] == "application/json; charset=utf-8"
        assert response.content == schema_bytes(office.router, "returns/{pk}", return_detail(pk=ret.pk)), name
    assert staff_client.get(f"/api/office/returns/{returns['received'].pk}").json()["refund_max"] > 0


def test_a_return_that_does_not_exist_is_a_404(staff_client, returns):
    assert staff_client.get("/api/office/returns/999999").status_code == 404


def test_a_requested_return_is_three_queries_after_the_user(staff_client, returns, django_assert_num_queries):
    url = f"/api/office/returns/{returns['requested'].pk}"
    staff_client.get(url)
    with django_assert_num_queries(5):  # session, user, the return, its history, the couriers
        staff_client.get(url)
