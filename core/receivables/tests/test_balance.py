"""The balance: before dispatch without terms, net 15/30 from dispatch on terms; the reminders before
and after the due date, each sent once; the team marking the order paid records the rest."""

import io
import zipfile
from datetime import timedelta
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.utils import timezone
from pypdf import PdfReader

from core.common.admin_money import inr
from core.common.errors import ApplicationError
from core.common.ist import ist_date
from core.fulfilment.packs import order_pack_zip
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.changes.services import order_update
from core.orders.models import OrderStatus, PaymentStatus
from core.receivables.models import Payment, Receivable, ReceivableState
from core.receivables.services.payments import receivable_payment_record
from core.receivables.services.reminders import REMIND_AFTER, REMIND_BEFORE, payment_reminders_send
from core.receivables.tests.factories import business_order

pytestmark = pytest.mark.django_db


def _advance_paid(order):
    receivable_payment_record(order=order, amount=order.receivable.advance, received_on=timezone.localdate(),
                              utr="612345678901", key="", actor=None)  # fmt: skip
    order.refresh_from_db()
    order.receivable.refresh_from_db()
    return order


def test_without_terms_the_order_is_not_dispatched_before_the_balance(staff):
    order = _advance_paid(business_order(advance_percent="50.00"))
    assert order.receivable.due_on == order.receivable.dispatch_by
    with pytest.raises(ApplicationError, match="balance of .* is due before dispatch"):
        order_update(order=order, actor=staff, status=OrderStatus.SHIPPED)
    order.refresh_from_db()
    assert order.status == OrderStatus.CONFIRM


def test_the_team_marking_the_order_paid_records_the_rest_then_it_ships(staff):
    order = _advance_paid(business_order(advance_percent="50.00"))
    order_update(order=order, actor=staff, payment_status=PaymentStatus.PAID)
    rest = Payment.objects.filter(receivable__order=order).order_by("id").last()
    assert (rest.amount, rest.confirmed_by) == (order.amount - order.receivable.advance, staff)
    order_update(order=order, actor=staff, status=OrderStatus.SHIPPED)
    receivable = Receivable.objects.get(order=order)
    assert receivable.state == ReceivableState.PAID and receivable.dispatched_on == timezone.localdate()


@pytest.mark.parametrize("days", [15, 30])
def test_on_terms_the_balance_is_due_net_days_after_dispatch(staff, days):
    order = _advance_paid(business_order(advance_percent="20.00", terms_days=days))
    order_update(order=order, actor=staff, status=OrderStatus.SHIPPED)
    receivable = Receivable.objects.get(order=order)
    assert receivable.due_on == timezone.localdate() + timedelta(days=days)
    assert receivable.debtor.owed == receivable.balance
    assert OutgoingEmail.objects.filter(order=order, subject__startswith="Balance").exists()


def test_reminders_before_and_after_the_due_date_are_sent_once(staff):
    order = _advance_paid(business_order(advance_percent="50.00", terms_days=15))
    order_update(order=order, actor=staff, status=OrderStatus.SHIPPED)
    due = Receivable.objects.get(order=order).due_on
    reminders = OutgoingEmail.objects.filter(order=order, kind=EmailKind.PAYMENT_REMINDER)

    assert payment_reminders_send(today=due - timedelta(days=REMIND_BEFORE + 1)).before == 0
    assert payment_reminders_send(today=due - timedelta(days=REMIND_BEFORE)).before == 1
    assert payment_reminders_send(today=due - timedelta(days=1)).before == 0  # recorded already
    assert payment_reminders_send(today=due + timedelta(days=REMIND_AFTER - 1)).after == 0
    assert payment_reminders_send(today=due + timedelta(days=REMIND_AFTER)).after == 1
    assert payment_reminders_send(today=due + timedelta(days=REMIND_AFTER + 5)).after == 0
    assert reminders.count() == 2
    assert "is due on" in reminders.order_by("id").first().body_text


def test_a_paid_balance_gets_no_reminder(staff):
    order = _advance_paid(business_order(advance_percent="50.00", terms_days=15))
    order_update(order=order, actor=staff, status=OrderStatus.SHIPPED)
    order_update(order=order, actor=staff, payment_status=PaymentStatus.PAID)
    due = Receivable.objects.get(order=order).due_on
    assert payment_reminders_send(today=due + timedelta(days=REMIND_AFTER)).after == 0


def test_the_command_runs_twice_a_day_and_records_each_reminder_once(staff, capsys):
    order = _advance_paid(business_order(advance_percent="50.00"))  # due by the dispatch date
    Receivable.objects.filter(order=order).update(due_on=timezone.localdate() - timedelta(days=REMIND_AFTER))
    call_command("send_payment_reminders")
    call_command("send_payment_reminders")
    assert OutgoingEmail.objects.filter(order=order, kind=EmailKind.PAYMENT_REMINDER).count() == 1
    assert "1 after it" in capsys.readouterr().out


def test_a_cancelled_order_owes_nothing(staff):
    order = _advance_paid(business_order(advance_percent="50.00"))
    order_update(order=order, actor=staff, status=OrderStatus.CANCELLED)
    receivable = Receivable.objects.get(order=order)
    assert receivable.state == ReceivableState.CANCELLED
    assert receivable.debtor.owed == Decimal("0.00") and receivable.debtor.open_count == 0


def _sheet_text(order) -> str:
    archive = zipfile.ZipFile(io.BytesIO(order_pack_zip(order)))
    reader = PdfReader(io.BytesIO(archive.read(f"{order.order_id}/{order.order_id}-job-sheet.pdf")))
    return " ".join(reader.pages[0].extract_text().split())


def test_the_job_sheet_tells_the_floor_whether_the_advance_came(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = settings.MEDIA_ROOT = str(tmp_path)
    order = business_order(advance_percent="50.00")
    assert f"Payment Advance {inr(order.receivable.advance)} due" in _sheet_text(order)
    order = _advance_paid(order)
    text = _sheet_text(order)
    assert f"Payment Balance {inr(order.receivable.balance)} due {ist_date(order.receivable.due_on)}" in text
    assert "Unpaid" not in text
