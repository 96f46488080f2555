"""Purchase orders: numbering, the input tax by the supplier's state and the blank's rate, receiving
in parts (more than ordered refused), the status, sending by e-mail, and a waiting order served."""

import datetime as dt
from datetime import date
from decimal import Decimal

import pytest
from django.utils import timezone

from core.common.errors import ApplicationError
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.purchasing.models import PurchaseStatus
from core.purchasing.services import (
    ReceivedIn,
    purchase_order_cancel,
    purchase_order_receive,
    purchase_order_send,
    supplier_create,
)
from core.purchasing.tests.factories import gstin, purchase, supplier
from core.stock.models import BlankItem
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
TODAY = date(2026, 11, 20)


def receive(order, *pairs, number="SB/2026/0412", day=TODAY):
    return purchase_order_receive(
        order=order,
        lines=[ReceivedIn(line_id=line.pk, quantity=q) for line, q in pairs],
        supplier_invoice_number=number,
        supplier_invoice_date=day,
        actor=None,
    )


def test_numbers_are_consecutive_within_a_financial_year_and_start_again_in_april(monkeypatch):
    first, second = purchase(), purchase()
    assert (first.number, second.number) == ("PO-26-000001", "PO-26-000002")
    april = dt.datetime(2027, 4, 1, 0, 30, tzinfo=dt.timezone(dt.timedelta(hours=5, minutes=30)))
    monkeypatch.setattr(timezone, "now", lambda: april)
    assert purchase().number == "PO-27-000001"


def test_a_delhi_supplier_charges_cgst_and_sgst_a_pune_supplier_igst():
    tees = blank()
    local = purchase(lines=[(tees, 20, "142.50")])
    line = local.lines.get()
    assert (line.hsn, line.gst_rate) == ("610910", Decimal("5.00"))  # a tee under Rs 2,500: 5%
    assert (local.intra_state, local.taxable, local.cgst, local.sgst, local.igst, local.total) == (
        True, Decimal("2850.00"), Decimal("71.25"), Decimal("71.25"), Decimal("0.00"), Decimal("2992.50"),
    )  # fmt: skip
    far = purchase(supplier_=supplier(state="27", name="Pune Knits"), lines=[(tees, 20, "142.50")])
    assert (far.intra_state, far.cgst, far.sgst, far.igst, far.total) == (
        False, Decimal("0.00"), Decimal("0.00"), Decimal("142.50"), Decimal("2992.50"),
    )  # fmt: skip


def test_a_supplier_needs_a_valid_gstin_of_its_own_state():
    with pytest.raises(ApplicationError) as wrong:
        supplier_create(name="X", gstin=gstin("07")[:-1] + "0", address="Delhi", state_code="07")
    assert wrong.value.errors["gstin"] == ["This GSTIN's check character is wrong; please check it."]
    with pytest.raises(ApplicationError) as other:
        supplier_create(name="X", gstin=gstin("27"), address="Delhi", state_code="07")
    assert other.value.errors["gstin"][0].startswith("This GSTIN is registered in another state")


def test_receiving_more_than_ordered_is_refused_with_a_clear_message():
    order = purchase()
    line = order.lines.get()
    with pytest.raises(ApplicationError) as refused:
        receive(order, (line, 21))
    message = (
        "Only 20 of T-Shirt (Half Sleeve), Black, M are still to come on PO-26-000001; "
        "21 is more than ordered."
    )
    assert refused.value.errors == {"lines.0.quantity": [message]}
    assert BlankItem.objects.get(pk=line.item_id).on_hand == 0  # nothing received


def test_partial_receipts_add_to_stock_and_move_the_status():
    order = purchase()
    line = order.lines.get()
    first = receive(order, (line, 8), number="SB/1")
    order.refresh_from_db()
    assert order.status == PurchaseStatus.PARTLY_RECEIVED
    assert BlankItem.objects.get(pk=line.item_id).on_hand == 8
    with pytest.raises(ApplicationError) as refused:
        receive(order, (line, 13), number="SB/2")
    assert "Only 12 of" in refused.value.errors["lines.0.quantity"][0]
    second = receive(order, (line, 12), number="SB/2")
    order.refresh_from_db()
    assert order.status == PurchaseStatus.RECEIVED
    assert BlankItem.objects.get(pk=line.item_id).on_hand == 20
    assert first.total + second.total == order.total  # the parts add up to the order, to the paisa
    with pytest.raises(ApplicationError, match="received purchase order"):
        receive(order, (line, 1))
    with pytest.raises(ApplicationError, match="cannot be cancelled"):
        purchase_order_cancel(order=order, actor=None)


def test_receiving_serves_the_order_waiting_for_blanks():
    item = blank(on_hand=0)
    waiting = OrderFactory()  # one Black M tee
    order_update(order=waiting, actor=None, status="confirm")
    waiting.refresh_from_db()
    assert waiting.waiting_for_blanks
    po = purchase(lines=[(item, 10, "140")])
    receive(po, (po.lines.get(), 10))
    waiting.refresh_from_db()
    assert not waiting.waiting_for_blanks  # printable now
    item.refresh_from_db()
    assert (item.on_hand, item.reserved) == (10, waiting.lines.get().quantity)
    assert item.movements.filter(kind="receive", reference=po.number).exists()


def test_sending_e_mails_the_pdf_to_the_supplier_and_logs_it(settings):
    settings.EMAIL_HOST = "smtp.example"
    order = purchase()
    sent = purchase_order_send(order=order, actor=None)
    assert sent.status == PurchaseStatus.SENT and sent.sent_at is not None
    message = OutgoingEmail.objects.get(kind=EmailKind.PURCHASE_ORDER)
    assert message.to_email == "orders@sutlej.example"
    assert message.subject.startswith("Purchase order PO-26-000001 from ")
    assert message.attachment.name.endswith(".pdf") and message.attachment.read().startswith(b"%PDF")
    purchase_order_cancel(order=order, actor=None)
    with pytest.raises(ApplicationError, match="cancelled purchase order cannot be sent"):
        purchase_order_send(order=order, actor=None)


def test_a_supplier_without_an_e_mail_address_cannot_be_sent_to():
    order = purchase(supplier_=supplier(email=""))
    with pytest.raises(ApplicationError) as refused:
        purchase_order_send(order=order, actor=None)
    assert refused.value.errors == {"email": ["Add the supplier's e-mail address first."]}
