"""The customer's returns written from plain values (core/returns/rows.py) are the bytes the response
schema makes of the same returns read as models: requested with photos, a courier pickup, refunded
with a credit note, exchanged for a replacement, rejected, a custom print; paged and counted."""

import io
from decimal import Decimal

import pytest
from PIL import Image

from core.office.tests.lean import schema_bytes
from core.orders.shipping.models import Courier
from core.returns.api import router
from core.returns.models import ReturnRequest
from core.returns.selectors import with_details
from core.returns.services import steps
from core.returns.tests.factories import ask, delivered_order, received, refunded

pytestmark = pytest.mark.django_db


def _jpeg() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (60, 40), "#2e86c1").save(out, "JPEG")
    return out.getvalue()


@pytest.fixture
def returns(customer, staff):
    ask(delivered_order(customer), reason="print_defect", photos=[_jpeg(), _jpeg()], note="Smudged")
    courier = Courier.objects.filter(needs_awb=True).exclude(tracking_url_template="").first()
    steps.return_approve(
        ret=ask(delivered_order(customer)),
        actor=staff,
        customer_sends=False,
        courier_id=courier.pk,
        awb="DL12345",
    )
    refunded(ask(delivered_order(customer)), staff, amount=Decimal("249.50"))
    steps.return_exchange(ret=received(ask(delivered_order(customer), kind="exchange"), staff), actor=staff)
    steps.return_reject(ret=ask(delivered_order(customer)), actor=staff, reason="Worn and washed")
    ask(delivered_order(customer, catalogue=False), reason="print_defect", photos=[_jpeg()])
    return ReturnRequest.objects.filter(customer=customer).order_by("-created_at", "-id")


def _models(qs, first=0, last=None):
    return list(with_details(qs)[first:last])


def test_the_customers_returns_are_the_schemas_bytes(customer_client, returns):
    response = customer_client.get("/api/returns/mine/")
    assert response.status_code == 200 and response["X-Total-Count"] == "6"
    assert response.content == schema_bytes(router, "mine/", _models(returns))
    body = response.json()
    assert {r["status"] for r in body} == {"requested", "approved", "refunded", "exchanged", "rejected"}
    assert body[0]["lines"][0]["item"] and len(body[0]["photos"]) == 1


def test_a_page_is_the_schemas_bytes_and_only_a_full_one_is_counted(
    customer_client, returns, django_assert_num_queries
):
    # the user, the page's ids, the returns with their lines, photos and history: no count
    with django_assert_num_queries(3):
        response = customer_client.get("/api/returns/mine/", {"limit": 4, "offset": 4})
    assert response["X-Total-Count"] == "6"
    assert response.content == schema_bytes(router, "mine/", _models(returns, 4, 8))
    with django_assert_num_queries(4):  # a full page: counted
        response = customer_client.get("/api/returns/mine/", {"limit": 2, "offset": 1})
    assert response["X-Total-Count"] == "6"
    assert response.content == schema_bytes(router, "mine/", _models(returns, 1, 3))


def test_another_customers_returns_are_not_listed(other_client, returns):
    response = other_client.get("/api/returns/mine/")
    assert response.json() == [] and response["X-Total-Count"] == "0"
