"""The gate: an order whose proofs are required and not approved is never confirmed (the print queue),
shipped or delivered, by any door; a refusal writes nothing; approval opens it."""

import pytest
from django.test import Client
from django.urls import reverse

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.errors import ApplicationError
from core.common.tests.bodies import shown
from core.conftest import JsonClient
from core.invoices.models import Invoice
from core.notifications.models import OutgoingEmail
from core.orders.changes.services import order_update
from core.orders.models import OrderEvent, OrderStatus, OrderTally
from core.orders.tests.factories import OrderFactory
from core.proofs.selectors import proof_approved
from core.proofs.services import NOT_APPROVED, proof_require
from core.proofs.tests.factories import approve, upload

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    settings.MEDIA_ROOT = str(tmp_path)


@pytest.fixture
def held():
    """A pending order that needs a proof, with one waiting for the customer."""
    order = OrderFactory()
    upload(order)
    return order


def _desk_client() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    return client


def _nothing_written(order) -> None:
    order.refresh_from_db()
    assert order.status == OrderStatus.PENDING
    assert not OrderEvent.objects.filter(order=order).exists()
    assert not Invoice.objects.filter(order=order).exists()
    assert not OutgoingEmail.objects.filter(order=order, kind="confirm").exists()


def test_an_order_without_proofs_needs_none():
    order = OrderFactory()
    assert proof_approved(order)
    order_update(order=order, actor=None, status="confirm")
    assert order.status == "confirm"


@pytest.mark.parametrize("status", ["confirm", "shipped", "delivered"])
def test_the_service_refuses_every_status_past_the_print_queue(held, status):
    with pytest.raises(ApplicationError) as refused:
        order_update(order=held, actor=None, status=status)
    assert refused.value.message == NOT_APPROVED
    assert refused.value.errors == {"status": [NOT_APPROVED]}
    _nothing_written(held)


def test_cancelling_an_unapproved_order_is_allowed(held):
    order_update(order=held, actor=None, status="cancelled")
    assert held.status == "cancelled"


def test_the_specifications_status_call_refuses(held):
    response = _desk_client().send(
        "patch", "/api/order/status/", {"order_id": held.order_id, "status": "confirm"}
    )
    assert response.status_code == 409
    assert shown(response.json()) == {"message": NOT_APPROVED, "errors": {"status": [NOT_APPROVED]}}
    _nothing_written(held)


def test_the_back_office_order_page_refuses(held):
    response = _desk_client().send("put", f"/api/office/orders/{held.order_id}", {"status": "confirm"})
    assert response.status_code == 409 and response.json()["message"] == NOT_APPROVED
    _nothing_written(held)


def test_the_back_office_bulk_change_refuses_that_order_only(held):
    free = OrderFactory()
    response = _desk_client().send(
        "post", "/api/office/orders/bulk", {"ids": [held.order_id, free.order_id], "status": "confirm"}
    )
    assert response.status_code == 200
    results = {r["order_id"]: r for r in response.json()["results"]}
    assert results[held.order_id]["ok"] is False and results[held.order_id]["message"] == NOT_APPROVED
    assert results[held.order_id]["status"] == "pending"
    assert results[free.order_id]["ok"] is True and results[free.order_id]["status"] == "confirm"
    _nothing_written(held)


@pytest.fixture
def desk_site(desk_admin) -> Client:
    client = Client()
    client.force_login(desk_admin)
    return client


def test_the_django_admins_row_action_refuses(held, desk_site):
    url = reverse("admin:orders_order_update_row", args=(held.pk,))
    response = desk_site.post(
        url, {"_form_submitted": "on", "status": "confirm", "payment_status": "unpaid"}, follow=True
    )
    assert f"{held.order_id}: {NOT_APPROVED}" in [str(m) for m in response.context["messages"]]
    _nothing_written(held)


def test_the_django_admins_bulk_action_refuses(held, desk_site):
    free = OrderFactory()
    response = desk_site.post(
        "/admin/orders/order/", {"action": "set_confirm", "_selected_action": [held.pk, free.pk]}, follow=True
    )
    assert f"{held.order_id}: {NOT_APPROVED}" in [str(m) for m in response.context["messages"]]
    free.refresh_from_db()
    assert free.status == "confirm"
    _nothing_written(held)


def test_the_django_admins_change_form_refuses(held, desk_site):
    url = reverse("admin:orders_order_change", args=(held.pk,))
    form = desk_site.get(url).context["adminform"].form
    data = {name: form.initial.get(name) or "" for name in form.fields}
    data |= {"status": "confirm", "payment_status": "unpaid"}
    for prefix in ("lines", "events", "invoices", "shipment", "notes"):
        for key in ("TOTAL", "INITIAL", "MIN_NUM", "MAX_NUM"):
            data[f"{prefix}-{key}_FORMS"] = "0"
    data["lines-TOTAL_FORMS"] = data["lines-INITIAL_FORMS"] = "1"
    data["lines-0-id"], data["lines-0-order"] = held.lines.first().pk, held.pk
    response = desk_site.post(url, data, follow=True)
    assert NOT_APPROVED in [str(m) for m in response.context["messages"]]
    _nothing_written(held)


def test_the_totals_still_count_a_refused_order_as_pending(held):
    before = sorted(OrderTally.objects.values_list("status", "orders"))
    with pytest.raises(ApplicationError):
        order_update(order=held, actor=None, status="confirm")
    assert sorted(OrderTally.objects.values_list("status", "orders")) == before


def test_paying_while_the_proof_waits_leaves_the_order_pending(held):
    order_update(order=held, actor=None, payment_status="paid")
    held.refresh_from_db()
    assert (held.status, held.payment_status) == ("pending", "paid")
    assert not proof_approved(held)


def test_approving_the_newest_revision_lets_the_order_be_confirmed(held):
    second = upload(held)  # revision 2 replaces the waiting one
    assert not proof_approved(held)
    approve(second)
    assert proof_approved(held)
    order_update(order=held, actor=None, status="confirm")
    assert held.status == "confirm"


def test_every_design_must_be_approved(held):
    approve(held.proof_revisions.get())
    back = upload(held, design="Back print")
    assert not proof_approved(held)
    approve(back)
    assert proof_approved(held)


def test_an_order_marked_with_no_proof_yet_cannot_be_confirmed():
    order = OrderFactory()
    proof_require(order=order, actor=None)
    assert not proof_approved(order)
    with pytest.raises(ApplicationError):
        order_update(order=order, actor=None, status="confirm")
