"""The customer's own data (Digital Personal Data Protection Act, 2023, ss.11-12): erasure that
leaves no name, phone, e-mail or address of the person in any table or file (the copies "Download
my data" made included; test_my_data.py tests the download), while the invoices (tax records,
CGST Act s.36) still render."""

import zipfile
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from core.accounts.models import User
from core.accounts.tests.factories import PASSWORD, CustomerFactory, StaffFactory
from core.common.errors import ApplicationError
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.content.models import NewsletterSignup
from core.invoices.models import Invoice
from core.jobs.tests.worker import run_ready_tasks
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.orders.tests.factories import OrderFactory, png_bytes
from core.privacy.models import DataExport
from core.returns.models import ReturnPhoto, ReturnRequest
from core.returns.tests.factories import ask, delivered_order, refunded
from core.reviews import services as reviews
from core.reviews.models import Review, ReviewPhoto
from core.reviews.tests.factories import review
from core.reviews.tests.test_tally import assert_tally_equals_the_accepted_reviews
from core.support.models import Ticket

pytestmark = pytest.mark.django_db

# Tables that keep the person by law: the tax invoice and credit note print the recipient's name
# and address (CGST Rules, Rule 46(e) and 53), kept for 72 months (CGST Act s.36).
KEPT_BY_LAW = {"invoices_invoice"}
TEXT_TYPES = ("char", "text", "json", "clob")


@pytest.fixture
def person(support):
    """A customer with everything the shop can hold about a person."""
    customer = CustomerFactory(
        name="Zarina Qureshi",
        phone_number="9123456789",
        email="zarina.q@example.in",
        area="77 Lotus Lane",
        landmark="Behind Zephyr Mall",
        city="Nashik",
        state="Maharashtra",
        pin_code="422001",
    )
    order = OrderFactory(customer=customer, designs=True, instructions="Call Zarina Qureshi first")
    order_update(order=order, actor=None, status="confirm")  # invoiced, e-mailed
    client = JsonClient()
    client.force_login(customer)
    ticket = client.send("post", "/api/tickets/", {"message": "I am Zarina Qureshi, 9123456789"}).json()
    team = JsonClient()
    team.force_login(support)
    team.send(
        "post",
        f"/api/office/tickets/{Ticket.objects.get(number=ticket['number']).pk}/reply",
        {"body": "Hello Zarina Qureshi"},
    )
    JsonClient().send(
        "post", "/api/message/", {"name": "Zarina Qureshi", "email": "zarina.q@example.in", "message": "Hi"}
    )
    JsonClient().send("post", "/api/newsletter/", {"email": "zarina.q@example.in"})
    JsonClient().send(
        "post",
        "/api/bulk/",
        {
            "name": "Zarina Qureshi",
            "email": "zarina.q@example.in",
            "phone_number": "9123456789",
            "product": "T-shirts",
            "quantity": 20,
        },
    )
    JsonClient().send("post", "/api/password/forgot/", {"login": "9123456789"})
    _returns_and_reviews(customer, support)
    assert client.send("post", "/api/me/data/exports/").status_code == 202  # a copy of it all
    run_ready_tasks()
    JsonClient().send("post", "/api/login/", {"phone_number": "9123456789", "password": "wrong-one"})  # axes
    return customer, order, client


def _returns_and_reviews(customer, support) -> None:
    """What the customer typed after delivery: a cash-on-delivery refund to a UPI ID holding their
    phone, an exchange with a note, photos; an accepted review naming them (and another buyer's)."""
    cod = delivered_order(customer, upi="", lines=(("M", 2),))
    upi_return = ask(cod, upi_id="9123456789@ybl", note="Zarina Qureshi, 77 Lotus Lane", photos=[png_bytes()])
    refunded(upi_return, support)  # refunded: nothing owed, so the account can go
    ask(cod, kind="exchange", note="Call 9123456789 before pickup")  # still open: not a refund
    item = cod.lines.first().catalogue_item
    mine = reviews.review_submit(
        customer=customer,
        line_id=cod.lines.first().pk,
        rating=2,
        title="Zarina Qureshi says",
        comment="Sent to Behind Zephyr Mall, Nashik. Call zarina.q@example.in",
        photos=[png_bytes()],
    )
    reviews.review_moderate(review_id=mine.pk, actor=support, status="accepted", reply="Sorry, Zarina!")
    review(item=item, rating=5, status="accepted", comment="Another buyer's words")


def _traces(customer_strings: list[str]) -> list[str]:
    """Every (table.column, value) in the database holding one of the strings, outside KEPT_BY_LAW."""
    found = []
    with connection.cursor() as cursor:
        for table in connection.introspection.table_names(cursor):
            if table in KEPT_BY_LAW:
                continue
            columns = [
                c.name
                for c in connection.introspection.get_table_description(cursor, table)
                if any(t in str(_type_name(cursor, c)).lower() for t in TEXT_TYPES)
            ]
            for column in columns:
                for text in customer_strings:
                    q = connection.ops.quote_name
                    cursor.execute(
                        f"SELECT COUNT(*) FROM {q(table)} WHERE LOWER(CAST({q(column)} AS TEXT)) LIKE %s",
                        [f"%{text.lower()}%"],
                    )
                    if cursor.fetchone()[0]:
                        found.append(f"{table}.{column}: {text}")
    return found


def _type_name(cursor, column) -> str:
    if connection.vendor == "postgresql":
        return {25: "text", 1043: "varchar char", 3802: "jsonb json", 114: "json"}.get(column.type_code, "")
    return column.type_code


def _media_traces(strings: list[str]) -> list[str]:
    """Every file of the media (the ZIPs opened: "Download my data" deflates) holding one of the strings."""
    found = []
    for path in Path(settings.MEDIA_ROOT).rglob("*"):
        if path.is_file() and "invoices" not in path.parts:
            contents = {str(path): path.read_bytes()}
            if zipfile.is_zipfile(path):
                with zipfile.ZipFile(path) as zf:
                    contents |= {f"{path}!{name}": zf.read(name) for name in zf.namelist()}
            for where, data in contents.items():
                found += [f"{where}: {s}" for s in strings if s.lower().encode() in data.lower()]
    return found


STRINGS = ["Zarina", "Qureshi", "9123456789", "zarina.q@example.in", "77 Lotus Lane", "Behind Zephyr Mall"]


def test_before_erasure_the_scan_finds_the_person(person):
    assert len(_traces(STRINGS)) > 10  # the scan itself works: it sees what it must later miss
    assert any("my-data.json: Zarina" in trace for trace in _media_traces(STRINGS))  # and in the ZIP


def test_deleting_the_account_leaves_no_trace_of_the_person_but_keeps_the_invoice(person, support):
    customer, order, client = person
    design_files = [getattr(order, f).name for f in ("front_image", "back_image")]
    storage = order.front_image.storage
    download = DataExport.objects.get(customer=customer)
    assert download.status == "done" and storage.exists(download.file.name)

    answer = client.send("post", "/api/me/delete/", {"password": PASSWORD, "confirm": "DELETE"})

    assert answer.status_code == 200
    assert answer.json()["message"].startswith("Your account has been deleted.")
    assert _traces(STRINGS) == []
    assert _media_traces(STRINGS) == []
    assert not any(storage.exists(name) for name in design_files)
    assert not DataExport.objects.exists() and not storage.exists(download.file.name)
    assert not ReturnPhoto.objects.exists() and not ReviewPhoto.objects.exists()
    assert list(Review.objects.values_list("comment", flat=True)) == ["Another buyer's words"]
    assert_tally_equals_the_accepted_reviews()
    refund = ReturnRequest.objects.get(status="refunded")  # the accounts keep the refund
    assert refund.upi_id == "" and refund.refund_reference == "UTR12345678" and refund.refund_amount
    assert refund.credit_note.buyer_name == "Zarina Qureshi"  # a credit note is a tax record too
    # the tax invoice keeps the buyer as printed, and still renders
    invoice = Invoice.objects.get(order=order)
    assert invoice.buyer_name == "Zarina Qureshi" and "77 Lotus Lane" in invoice.buyer_address
    kept = Order.objects.get(pk=order.pk)
    assert kept.amount == order.amount and kept.lines.count() == 1
    owner = JsonClient()
    owner.force_login(StaffFactory())
    pdf = owner.get(f"/api/office/orders/{order.order_id}/invoice.pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    # the person can no longer log in, and this session ended
    assert client.get("/api/me/").json()["authenticated"] is False
    login = JsonClient().send("post", "/api/login/", {"phone_number": "9123456789", "password": PASSWORD})
    assert login.status_code == 401
    entry = AuditEntry.objects.get(action=AuditAction.ERASURE)
    assert entry.target == f"Customer #{customer.pk}"


def test_a_refund_owed_to_the_customers_upi_id_waits_before_the_account_goes(customer_client, customer):
    order = delivered_order(customer, upi="")
    waiting = ask(order, upi_id="9123456789@ybl", note="Zarina")

    answer = customer_client.send("post", "/api/me/delete/", {"password": PASSWORD, "confirm": "DELETE"})

    assert answer.status_code == 400
    assert waiting.number in answer.json()["message"] and "refund" in answer.json()["message"]
    assert ReturnRequest.objects.get(pk=waiting.pk).upi_id == "9123456789@ybl"
    assert User.objects.get(pk=customer.pk).is_active
    assert Order.objects.get(pk=order.pk).ship_name == order.ship_name  # nothing erased: all rolled back


def test_a_return_asked_for_an_erased_account_is_refused(customer_client, customer):
    order = delivered_order(customer, upi="")
    deleted = customer_client.send("post", "/api/me/delete/", {"password": PASSWORD, "confirm": "DELETE"})
    assert deleted.status_code == 200

    with pytest.raises(ApplicationError) as refused:  # a request that waited for the order's lock
        ask(order, kind="exchange")

    assert refused.value.status == 403 and not ReturnRequest.objects.exists()


def test_deleting_needs_the_password_and_the_word(customer_client, customer):
    wrong = customer_client.send("post", "/api/me/delete/", {"password": "nope", "confirm": "delete"})
    assert wrong.status_code == 400
    assert set(wrong.json()["errors"]) == {"password", "confirm"}
    assert User.objects.get(pk=customer.pk).name == customer.name


def test_a_team_account_is_not_erased_here(staff_client):
    answer = staff_client.send("post", "/api/me/delete/", {"password": PASSWORD, "confirm": "DELETE"})
    assert answer.status_code == 403


def test_a_newsletter_signup_records_the_consent_and_can_be_withdrawn():
    consent = JsonClient().get("/api/newsletter/consent/").json()["text"]
    JsonClient().send("post", "/api/newsletter/", {"email": "Meera@Example.in"})
    signup = NewsletterSignup.objects.get(email="meera@example.in")
    assert signup.consent_text == consent and signup.consented_at is not None

    answer = JsonClient().send("post", "/api/newsletter/withdraw/", {"email": "meera@example.in"})
    unknown = JsonClient().send("post", "/api/newsletter/withdraw/", {"email": "nobody@example.in"})

    assert answer.status_code == unknown.status_code == 200
    assert answer.json() == unknown.json() == {"message": "You will not receive our newsletter any more."}
    assert not NewsletterSignup.objects.exists()
