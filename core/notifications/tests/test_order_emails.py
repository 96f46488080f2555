"""Order e-mails, end to end: the order services record and queue them, a worker sends them to a
real SMTP server on loopback, and what arrives is what the customer reads."""

from decimal import Decimal

import pytest
from django_tasks_db.models import DBTaskResult

from core.accounts.tests.factories import CustomerFactory
from core.jobs.tests.worker import make_retries_due, run_ready_tasks
from core.notifications.models import EmailKind, EmailStatus, OutgoingEmail
from core.notifications.rendering import render_order_email
from core.notifications.services import NO_ADDRESS, NO_SMTP
from core.notifications.tests.smtp import free_port, start_smtp
from core.orders.changes.services import order_update
from core.orders.placing.services import order_checkout
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import with_courier

pytestmark = pytest.mark.django_db


def _place(customer, payment_method="upi"):
    return order_checkout(customer=customer, items=[(1, "M", 2), (1, "L", 1)], payment_method=payment_method)


def subject(message) -> str:
    return " ".join(str(message["Subject"]).split())  # unfolded, as a mail client shows it


def _parts(message):
    text = message.get_body(preferencelist=("plain",)).get_content().replace("\r\n", "\n")
    html = message.get_body(preferencelist=("html",)).get_content()
    return text, html


def test_an_order_placed_arrives_with_items_sizes_total_and_the_upi_link(
    smtp, customer, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        order = _place(customer)
    assert run_ready_tasks() == 1

    [(rcpt, message)] = smtp.messages
    assert rcpt == [customer.email]
    assert subject(message) == f"Rangrez: Order {order.order_id} placed: ₹{order.amount:,.2f}"
    text, html = _parts(message)
    assert text.startswith(f"Namaste {customer.name},\n\nThank you for your order!")
    assert "M x2" in text and "L x1" in text
    assert "Payment: UPI, Unpaid" in text
    assert "upi://pay?pa=" in text and f"tn={order.order_id}" in text
    assert f"Pay ₹{order.amount:,.2f} with UPI" in html
    assert OutgoingEmail.objects.get(order=order).status == EmailStatus.SENT


def test_cash_on_delivery_has_no_upi_link(smtp, customer, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        _place(customer, payment_method="cod")
    run_ready_tasks()
    text, html = _parts(smtp.messages[0][1])
    assert "Cash on delivery" in text and "upi://" not in text and "upi://" not in html


@pytest.mark.parametrize(
    "status, words",
    [
        ("confirm", "is confirmed"),
        ("shipped", "has shipped"),
        ("delivered", "was delivered"),
        ("cancelled", "was cancelled"),
    ],
)
def test_each_status_change_sends_its_email(smtp, django_capture_on_commit_callbacks, status, words):
    order = OrderFactory()
    with_courier(order)  # shipped needs the courier on record
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status=status)
    run_ready_tasks()
    [(_, message)] = smtp.messages
    assert subject(message) == f"Rangrez: Order {order.order_id} {words}"


def test_the_shipped_email_names_the_courier_awb_and_tracking_link(smtp, django_capture_on_commit_callbacks):
    from core.orders.shipping.models import Courier
    from core.orders.shipping.services import order_ship

    order = OrderFactory()
    courier = Courier.objects.get(name="Blue Dart")
    with django_capture_on_commit_callbacks(execute=True):
        order_ship(order=order, courier_id=courier.pk, awb="BD12345678", actor=None)
    run_ready_tasks()
    [(_, message)] = smtp.messages
    text, html = _parts(message)
    link = courier.tracking_url("BD12345678")
    assert "Courier: Blue Dart, AWB BD12345678" in text and f"Follow your parcel: {link}" in text
    assert f'href="{link}"' in html.replace("&amp;", "&")


def test_a_status_set_twice_sends_one_email(smtp, django_capture_on_commit_callbacks):
    order = OrderFactory()
    with_courier(order)
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status="shipped")
        order_update(order=order, actor=None, status="shipped")
        order_update(order=order, actor=None, status="confirm")
        order_update(order=order, actor=None, status="shipped")
    run_ready_tasks()
    subjects = [subject(m) for _, m in smtp.messages]
    assert subjects.count(f"Rangrez: Order {order.order_id} has shipped") == 1
    assert len(subjects) == 2  # shipped once, confirmed once


def test_payment_received_sends_once_and_unpaid_sends_nothing(smtp, django_capture_on_commit_callbacks):
    order = OrderFactory(amount=Decimal("1077.00"))
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, payment_status="paid")
        order_update(order=order, actor=None, payment_status="unpaid")
        order_update(order=order, actor=None, payment_status="paid")
    run_ready_tasks()
    [(_, message)] = smtp.messages
    assert subject(message) == f"Rangrez: Payment received for order {order.order_id}"
    assert "We have received ₹1,077.00" in _parts(message)[0]


def test_a_customer_without_email_is_skipped_not_an_error(smtp, django_capture_on_commit_callbacks):
    order = OrderFactory(customer=CustomerFactory(email=""))
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status="confirm")
    assert run_ready_tasks() == 0
    record = OutgoingEmail.objects.get(order=order)
    assert (record.status, record.last_error) == (EmailStatus.SKIPPED, NO_ADDRESS)
    assert smtp.messages == []


def test_without_an_smtp_server_the_message_is_recorded_as_not_sent(
    settings, customer, django_capture_on_commit_callbacks
):
    settings.EMAIL_HOST = ""
    with django_capture_on_commit_callbacks(execute=True):
        order = _place(customer)
    assert run_ready_tasks() == 0
    record = OutgoingEmail.objects.get(order=order)
    assert record.status == EmailStatus.SKIPPED and record.last_error == NO_SMTP
    assert order.order_id in record.subject and "M x2" in record.body_text and "<table" in record.body_html


def test_a_rolled_back_change_sends_nothing(smtp, django_capture_on_commit_callbacks):
    from django.db import transaction

    order = OrderFactory()
    with_courier(order)
    with django_capture_on_commit_callbacks(execute=True), pytest.raises(RuntimeError):
        with transaction.atomic():
            order_update(order=order, actor=None, status="shipped")
            raise RuntimeError("the business transaction fails after the change")
    assert not OutgoingEmail.objects.exists()
    assert run_ready_tasks() == 0


def test_a_down_smtp_server_is_retried_with_backoff_until_it_comes_back(
    settings, django_capture_on_commit_callbacks
):
    port = free_port()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT, settings.EMAIL_TIMEOUT = "127.0.0.1", port, 2
    order = OrderFactory()
    with_courier(order)
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status="shipped")

    assert run_ready_tasks() == 1  # nobody listens: the send fails
    record = OutgoingEmail.objects.get(order=order)
    assert record.status == EmailStatus.FAILED and record.attempts == 1
    assert "Connection refused" in record.last_error and record.next_attempt_at is not None
    assert DBTaskResult.objects.filter(status="FAILED").count() == 1  # visible in the admin
    deferred = DBTaskResult.objects.get(status="READY")
    assert deferred.args_kwargs["kwargs"]["attempt"] == 2
    assert 25 <= (deferred.run_after - record.next_attempt_at).total_seconds() + 30 <= 35
    assert run_ready_tasks() == 0  # not before its time

    controller, inbox = start_smtp(port)
    try:
        make_retries_due()
        assert run_ready_tasks() == 1
    finally:
        controller.stop()
    record.refresh_from_db()
    assert record.status == EmailStatus.SENT and record.attempts == 2
    assert [subject(m) for _, m in inbox.messages] == [f"Rangrez: Order {order.order_id} has shipped"]


def test_a_refusing_smtp_server_is_retried_and_nothing_is_lost(smtp, django_capture_on_commit_callbacks):
    smtp.refuse = True
    order = OrderFactory()
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status="delivered")
    run_ready_tasks()
    record = OutgoingEmail.objects.get(order=order)
    assert record.status == EmailStatus.FAILED and "451" in record.last_error

    smtp.refuse = False
    make_retries_due()
    run_ready_tasks()
    record.refresh_from_db()
    assert record.status == EmailStatus.SENT
    assert len(smtp.messages) == 1


def test_a_second_run_of_a_sent_message_does_not_send_it_again(smtp, django_capture_on_commit_callbacks):
    from core.notifications.tasks import email_send

    order = OrderFactory()
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status="confirm")
    record = OutgoingEmail.objects.get(order=order)
    email_send.enqueue(message_id=record.pk)  # e.g. the admin's "send again" racing the worker
    assert run_ready_tasks() == 2
    assert len(smtp.messages) == 1


def test_the_email_log_shows_the_rendered_message_and_sends_again(smtp, django_capture_on_commit_callbacks):
    from django.test import Client

    from core.accounts.tests.factories import StaffFactory

    smtp.refuse = True
    order = OrderFactory()
    with django_capture_on_commit_callbacks(execute=True):
        order_update(order=order, actor=None, status="confirm")
    run_ready_tasks()
    record = OutgoingEmail.objects.get(order=order)
    desk = Client()
    desk.force_login(StaffFactory(is_superuser=True))
    listing = desk.get("/admin/notifications/outgoingemail/").content.decode()
    assert record.subject in listing and "Failed (will retry)" in listing
    detail = desk.get(f"/admin/notifications/outgoingemail/{record.pk}/change/").content.decode()
    assert "srcdoc=" in detail and "451" in detail

    smtp.refuse = False
    with django_capture_on_commit_callbacks(execute=True):
        desk.post(
            "/admin/notifications/outgoingemail/",
            {"action": "send_again", "_selected_action": [record.pk]},
        )
    run_ready_tasks()  # the admin's new task sends it; the deferred retry later finds it sent
    make_retries_due()
    run_ready_tasks()
    record.refresh_from_db()
    assert record.status == EmailStatus.SENT and len(smtp.messages) == 1


def test_the_delivered_email_invites_a_review_and_the_others_do_not():
    order = OrderFactory(status="delivered")
    delivered = render_order_email(order=order, kind=EmailKind.DELIVERED)
    link = f"/customerpilot/reviews?order={order.order_id}"
    assert "Rate your order: http" in delivered.text and link in delivered.text
    assert "Rate your order" in delivered.html and link in delivered.html
    assert link not in render_order_email(order=order, kind=EmailKind.SHIPPED).text
