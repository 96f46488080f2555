"""Staff sessions only: anonymous 401, a customer 403, the admin team 200; CSRF on unsafe calls."""

import pytest

from core.common.tests.bodies import shown
from core.office.tests.factories import ContactMessageFactory, CustomerTestimonialFactory
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

RESOURCES = [
    "orders",
    "customers",
    "testimonials",
    "admins",
    "catalogue-items",
    "product-types",
    "contact-messages",
    "newsletter-signups",
    "bulk-enquiries",
]


@pytest.mark.parametrize("resource", [*RESOURCES, "summary/", "charts/"])
def test_lists_need_a_staff_session(client, customer_client, staff_client, resource):
    url = f"/api/office/{resource}"
    anonymous = client.get(url)
    assert anonymous.status_code == 401
    assert shown(anonymous.json()) == {
        "message": "Please log in as a member of the admin team.",
        "errors": {},
    }
    assert customer_client.get(url).status_code == 403
    assert staff_client.get(url).status_code == 200


def test_unsafe_calls_need_a_staff_session(client, customer_client):
    order = OrderFactory()
    url = f"/api/office/orders/{order.order_id}"
    assert client.send("put", url, {"status": "shipped"}).status_code == 401
    assert customer_client.send("put", url, {"status": "shipped"}).status_code == 403
    order.refresh_from_db()
    assert order.status == "pending"


@pytest.mark.parametrize(
    "method, make_url",
    [
        ("put", lambda: f"/api/office/orders/{OrderFactory().order_id}"),
        ("delete", lambda: f"/api/office/testimonials/{CustomerTestimonialFactory().pk}"),
        ("post", lambda: "/api/office/admins"),
        ("put", lambda: f"/api/office/contact-messages/{ContactMessageFactory().pk}"),
    ],
)
def test_unsafe_calls_without_the_csrf_token_are_refused(staff_client, method, make_url):
    response = staff_client.send(method, make_url(), {"status": "shipped", "handled": True}, csrf=False)
    assert response.status_code == 403
    assert "CSRF" in response.json()["message"]


def test_csrf_token_lets_the_call_through(staff_client):
    order = OrderFactory()
    response = staff_client.send("put", f"/api/office/orders/{order.order_id}", {"status": "confirm"})
    assert response.status_code == 200
