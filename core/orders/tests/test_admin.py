"""The order desk: who may reach it, what it shows, and that every change leaves a history row."""

from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.orders.models import OrderEvent, OrderStatus, PaymentStatus
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def desk_admin():
    """The conftest's `desk` logs this named superuser in (the history shows her name)."""
    return StaffFactory(name="Asha Admin", is_superuser=True)


ADMIN_PAGES = [
    "/admin/",
    "/admin/orders/order/",
    "/admin/orders/orderevent/",
    "/admin/accounts/user/",
    "/admin/axes/accessattempt/",
    "/admin/auth/group/",
    "/admin/catalogue/producttype/",
    "/admin/catalogue/sleeveoption/",
    "/admin/catalogue/catalogueitem/",
    "/admin/catalogue/colour/",
    "/admin/catalogue/size/",
    "/admin/catalogue/brand/",
    "/admin/catalogue/shopsettings/",
    "/admin/content/contactmessage/",
    "/admin/content/bulkenquiry/",
    "/admin/content/testimonial/",
    "/admin/content/newslettersignup/",
    "/admin/orders/order/export/",
    "/admin/catalogue/catalogueitem/import/",
    "/admin/catalogue/producttype/import/",
]


@pytest.mark.parametrize("path", ADMIN_PAGES)
def test_admin_pages_render_for_staff(desk, path):
    # given some orders, when staff open the page, then it renders
    OrderFactory.create_batch(3, lines=[("M", 2), ("L", 1)])
    response = desk.get(path)
    assert response.status_code == 200, path


@pytest.mark.parametrize("path", ["/admin/", "/admin/orders/order/", "/admin/accounts/user/"])
def test_anonymous_users_are_sent_to_log_in(path):
    response = Client().get(path)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


@pytest.mark.parametrize("path", ["/admin/", "/admin/orders/order/", "/admin/orders/order/export/"])
def test_customers_are_sent_to_log_in(path):
    c = Client()
    c.force_login(CustomerFactory())
    response = c.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_customer_cannot_log_in_to_the_admin():
    customer = CustomerFactory(phone_number="9811111111")
    response = Client().post(
        reverse("admin:login"), {"username": "9811111111", "password": "Rangrez@Test1", "next": "/admin/"}
    )
    assert response.status_code == 200  # the form again, with an error
    assert "_auth_user_id" not in response.wsgi_request.session
    assert customer.is_staff is False


def test_dashboard_shows_totals_and_status_counts(desk):
    OrderFactory(amount="1077.00", payment_status=PaymentStatus.PAID, status=OrderStatus.DELIVERED)
    OrderFactory(amount="250000.50", payment_status=PaymentStatus.UNPAID, status=OrderStatus.PENDING)
    OrderFactory(amount="999.00", payment_status=PaymentStatus.UNPAID, status=OrderStatus.CANCELLED)
    response = desk.get("/admin/")
    html = response.content.decode()
    assert "₹1,077.00" in html  # total paid
    assert "₹2,50,000.50" in html  # total due, Indian grouping; the cancelled order is not due
    statuses = {s["value"]: s["count"] for s in response.context["rz_statuses"]}
    assert statuses == {"pending": 1, "confirm": 0, "shipped": 0, "delivered": 1, "cancelled": 1}


def test_order_page_shows_lines_designs_breakdown_address_and_history(desk, desk_admin):
    order = OrderFactory(
        lines=[("M", 2), ("L", 1)], designs=True, discount_code="FEST15", discount_amount="224.55"
    )
    OrderEvent.objects.create(
        order=order, kind="status", from_value="pending", to_value="confirm", actor=desk_admin
    )
    html = desk.get(reverse("admin:orders_order_change", args=(order.pk,))).content.decode()
    assert f"/api/orders/{order.order_id}/design/front/?thumb=1" in html
    assert f"/api/orders/{order.order_id}/design/back/" in html
    assert "FEST15" in html and "₹1,077.00" in html
    assert order.ship_area in html and order.ship_pin_code in html
    assert "Sizes and quantities" in html and "₹499.00" in html
    assert "History of status and payment changes" in html and "confirm" in html


def test_design_preview_link_answers_staff(desk):
    order = OrderFactory(designs=True)
    response = desk.get(f"/api/orders/{order.order_id}/design/front/?thumb=1")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/png"


def test_search_finds_an_order_by_phone(desk):
    wanted = OrderFactory(customer=CustomerFactory(phone_number="9812345678"))
    OrderFactory.create_batch(2)
    response = desk.get("/admin/orders/order/", {"q": "9812345678"})
    shown = list(response.context["cl"].result_list)
    assert shown == [wanted]


def test_list_filters_by_status_and_days(desk):
    shipped = OrderFactory(status=OrderStatus.SHIPPED)
    pending = OrderFactory(status=OrderStatus.PENDING)
    OrderFactory(created_at=timezone.now() - timedelta(days=3))
    response = desk.get("/admin/orders/order/", {"status__exact": "shipped"})
    assert [o.status for o in response.context["cl"].result_list] == ["shipped"]
    # the filter's days are the shop's (India's): between 18:30 and 24:00 UTC that is already tomorrow
    today = timezone.localdate(shipped.created_at).isoformat()
    response = desk.get("/admin/orders/order/", {"created_at_from": today, "created_at_to": today})
    # the last day is included; the order of three days ago is not
    assert set(response.context["cl"].result_list) == {shipped, pending}


def test_row_action_changes_status_and_payment_through_the_services(desk, desk_admin):
    order = OrderFactory()
    url = reverse("admin:orders_order_update_row", args=(order.pk,))
    assert desk.get(url).status_code == 200  # the dialog
    response = desk.post(
        url,
        {"_form_submitted": "on", "status": "delivered", "payment_status": "paid"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200 and response["HX-Redirect"]
    order.refresh_from_db()
    assert (order.status, order.payment_status) == ("delivered", "paid")
    events = list(
        OrderEvent.objects.filter(order=order)
        .order_by("id")
        .values_list("kind", "from_value", "to_value", "actor")
    )
    assert events == [
        ("status", "pending", "delivered", desk_admin.pk),
        ("payment", "unpaid", "paid", desk_admin.pk),
    ]


def test_row_action_to_shipped_records_no_courier_and_ship_adds_it_later(desk):
    order = OrderFactory()
    url = reverse("admin:orders_order_update_row", args=(order.pk,))
    desk.post(url, {"_form_submitted": "on", "status": "shipped", "payment_status": "paid"}, follow=True)
    order.refresh_from_db()
    assert (order.status, order.payment_status) == ("shipped", "paid")
    assert order.shipment.courier is None and order.shipment.courier_name == "Courier not recorded"


def test_row_action_get_changes_nothing(desk):
    order = OrderFactory()
    desk.get(reverse("admin:orders_order_update_row", args=(order.pk,)), {"status": "shipped"})
    order.refresh_from_db()
    assert order.status == "pending" and not OrderEvent.objects.exists()


@pytest.mark.parametrize(
    ("action", "kind", "to_value"),
    [
        ("mark_paid", "payment", "paid"),
        ("set_confirm", "status", "confirm"),
        ("set_cancelled", "status", "cancelled"),
    ],
)
def test_bulk_actions_write_history_with_the_acting_admin(desk, desk_admin, action, kind, to_value):
    orders = OrderFactory.create_batch(3)
    response = desk.post(
        "/admin/orders/order/", {"action": action, "_selected_action": [o.pk for o in orders[:2]]}
    )
    assert response.status_code == 302
    events = OrderEvent.objects.filter(kind=kind, to_value=to_value)
    assert events.count() == 2
    assert set(events.values_list("actor", flat=True)) == {desk_admin.pk}
    assert set(events.values_list("order", flat=True)) == {orders[0].pk, orders[1].pk}


def test_change_form_saves_address_and_sends_status_through_the_services(desk, desk_admin):
    order = OrderFactory()
    url = reverse("admin:orders_order_change", args=(order.pk,))
    data = {
        "status": "confirm",
        "payment_status": "paid",
        "upi_reference": "UPI123",
        "instructions": "Gift wrap",
        "ship_name": order.ship_name,
        "ship_phone": order.ship_phone,
        "ship_area": "7 New Street",
        "ship_landmark": "",
        "ship_city": order.ship_city,
        "ship_state": order.ship_state,
        "ship_pin_code": order.ship_pin_code,
        "lines-TOTAL_FORMS": "1",
        "lines-INITIAL_FORMS": "1",
        "lines-MIN_NUM_FORMS": "0",
        "lines-MAX_NUM_FORMS": "0",
        "lines-0-id": order.lines.first().pk,
        "lines-0-order": order.pk,
        "events-TOTAL_FORMS": "0",
        "events-INITIAL_FORMS": "0",
        "events-MIN_NUM_FORMS": "0",
        "events-MAX_NUM_FORMS": "0",
        **{
            f"{prefix}-{k}_FORMS": "0"
            for prefix in ("invoices", "shipment", "notes")
            for k in ("TOTAL", "INITIAL", "MIN_NUM", "MAX_NUM")
        },
    }
    response = desk.post(url, data)
    assert response.status_code == 302, response.context and response.context["adminform"].form.errors
    order.refresh_from_db()
    assert (order.status, order.payment_status, order.ship_area, order.instructions) == (
        "confirm",
        "paid",
        "7 New Street",
        "Gift wrap",
    )
    events = OrderEvent.objects.filter(order=order)
    assert {(e.kind, e.to_value, e.actor_id) for e in events} == {
        ("status", "confirm", desk_admin.pk),
        ("payment", "paid", desk_admin.pk),
    }


def test_orders_cannot_be_added_or_deleted_in_the_admin(desk):
    order = OrderFactory()
    assert desk.get("/admin/orders/order/add/").status_code == 403
    assert desk.get(reverse("admin:orders_order_delete", args=(order.pk,))).status_code == 403
