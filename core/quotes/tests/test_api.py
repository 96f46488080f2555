"""The customer's calls: the /bulk request (a visitor gets an account), their requests, the quote
page by its token, accepting and asking for changes; and the desk's calls."""

import io
import json
import shutil
import subprocess
from datetime import timedelta
from decimal import Decimal

import pypdfium2
import pytest
from django.utils import timezone
from pypdf import PdfReader

from core.accounts.models import User
from core.accounts.tests.factories import CustomerFactory
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.models import Order
from core.orders.tests.factories import png_bytes
from core.quotes.models import Quote, QuoteRequest, QuoteStatus
from core.quotes.tests.factories import desk, hoodie_breaks, quote_request, sent_quote

pytestmark = pytest.mark.django_db

ADDRESS = {
    "area": "14 Residency Road",
    "landmark": "Near Brigade Road",
    "city": "Bengaluru",
    "state": "Karnataka",
    "pin_code": "560025",
}
ACCOUNT = {
    "name": "Asha Rao",
    "phone_number": "9876501234",
    "email": "asha@tarang.example",
    "password": "Rangrez@Quote26",
    "confirm_password": "Rangrez@Quote26",
}


def _request_body(**changes) -> dict:
    body = {
        "product": "hoodie",
        "colour": "Black",
        "sizes": [
            {"size": "M", "quantity": 60},
            {"size": "L", "quantity": 40},
            {"size": "XL", "quantity": 20},
        ],
        "positions": ["front"],
        "needed_by": str(timezone.localdate() + timedelta(days=40)),
        "notes": "College fest, logo on the chest.",
        "address": ADDRESS,
        "business": {
            "name": "Tarang Textiles Pvt Ltd",
            "gstin": "29AABCT1332L1ZA",
            "address": "Bengaluru 560025",
            "pin_code": "560025",
            "state": "Karnataka",
        },
        "account": ACCOUNT,
    }
    return body | changes


def _post(client, body, *, artwork=True):
    form = {"data": json.dumps(body)}
    if artwork:
        form["artwork"] = io.BytesIO(png_bytes((400, 300)))
    return client.post("/api/quotes/requests/", form, HTTP_X_CSRFTOKEN=client.csrf())


def test_a_visitor_asks_for_a_quote_gets_an_account_and_sees_the_request(client):
    hoodie_breaks()
    answer = _post(client, _request_body())

    assert answer.status_code == 201, answer.content
    assert answer.json()["date_possible"] is True
    assert answer.json()["needed_by_message"].startswith("Possible: we can deliver to")
    user = User.objects.get(phone_number="9876501234")
    assert (user.name, user.pin_code) == ("Asha Rao", "560025")
    made = QuoteRequest.objects.get(customer=user)
    assert (made.quantity, made.business_gstin, bool(made.artwork)) == (120, "29AABCT1332L1ZA", True)
    mine = client.get("/api/quotes/requests/").json()  # logged in by the request
    assert [(r["id"], r["quantity"], r["product"]) for r in mine] == [(made.pk, 120, "Hoodie")]


def test_the_request_answers_every_wrong_field_at_once(client):
    body = _request_body(
        sizes=[{"size": "M", "quantity": 4}],
        business={"name": "Tarang", "gstin": "29AABCT1332L1ZB", "address": "Bengaluru"},
        address=ADDRESS | {"pin_code": "12"},
    )
    answer = _post(client, body, artwork=False)

    assert answer.status_code == 400
    errors = answer.json()["errors"]
    assert set(errors) >= {"sizes", "business.gstin", "address.pin_code", "artwork"}
    assert not User.objects.filter(phone_number="9876501234").exists()


def test_a_visitor_with_a_taken_phone_number_is_told_as_at_registration(client):
    CustomerFactory(phone_number="9876501234")
    answer = _post(client, _request_body())

    assert answer.status_code == 409
    assert answer.json()["errors"] == {
        "account.phone_number": ["An account with this phone number already exists."]
    }
    assert not QuoteRequest.objects.exists()


def test_a_too_soon_date_is_said_and_the_request_still_kept(client, customer):
    client.force_login(customer)
    tomorrow = timezone.localdate() + timedelta(days=1)
    answer = _post(client, _request_body(needed_by=str(tomorrow), account=None))

    assert answer.status_code == 201
    assert answer.json()["date_possible"] is False
    assert answer.json()["needed_by_message"].startswith("Too soon: printing takes 7 working days")
    assert QuoteRequest.objects.get().customer == customer


def test_the_needed_by_check_answers_the_earliest_day(client):
    answer = client.get("/api/quotes/needed-by/?pincode=560025").json()
    assert answer["possible"] is True and answer["message"].startswith("We can deliver to")


def test_the_quote_page_reads_by_token_without_log_in_and_a_wrong_token_finds_nothing(client):
    quote = sent_quote()

    page = client.get(f"/api/quotes/q/{quote.token}/")
    wrong = client.get(f"/api/quotes/q/{quote.token[:-2]}xx/")

    assert page.status_code == 200
    body = page.json()
    assert (body["number"], body["status"], len(body["revisions"])) == (quote.number, "sent", 1)
    assert body["revisions"][0]["total"] == str(quote.latest.total)
    assert wrong.status_code == 404


def test_another_customer_cannot_accept_without_the_token(client, other_customer):
    quote = sent_quote()
    client.force_login(other_customer)

    for guess in (str(quote.pk), quote.number, "x" * 43):
        answer = client.send("post", f"/api/quotes/q/{guess}/accept/", {"revision": 1})
        assert answer.status_code == 404
    assert Quote.objects.get(pk=quote.pk).status == QuoteStatus.SENT


def test_accepting_on_the_page_makes_the_order_and_a_second_accept_is_refused(client):
    quote = sent_quote()

    first = client.send("post", f"/api/quotes/q/{quote.token}/accept/", {"revision": 1})
    again = client.send("post", f"/api/quotes/q/{quote.token}/accept/", {"revision": 1})

    assert first.status_code == 200
    order = Order.objects.get(order_id=first.json()["order_id"])
    assert order.quote_number == quote.number
    assert again.status_code == 409
    assert again.json()["message"] == "This quote has already been accepted."


def test_asking_for_changes_needs_a_comment_and_keeps_it(client):
    quote = sent_quote()
    empty = client.send("post", f"/api/quotes/q/{quote.token}/changes/", {"revision": 1, "comment": " "})
    asked = client.send(
        "post", f"/api/quotes/q/{quote.token}/changes/", {"revision": 1, "comment": "Navy please"}
    )

    assert empty.status_code == 400
    assert asked.status_code == 200
    assert asked.json()["status"] == "changes"
    assert asked.json()["revisions"][0]["change_comment"] == "Navy please"


def test_the_desk_quotes_a_request_edits_with_a_reason_sends_and_the_customer_gets_the_link(client, settings):
    settings.EMAIL_HOST = "smtp.example"
    request = quote_request()
    client.force_login(desk())

    made = client.send("post", "/api/office/quotes", {"request_id": request.pk})
    assert made.status_code == 201, made.content
    quote = made.json()
    assert quote["number"].startswith("QT-")
    draft = quote["revisions"][0]
    assert [(ln["size"], ln["unit_price"], ln["tier"]) for ln in draft["lines"]][:1] == [
        ("M", "699.00", "100-249")
    ]
    lines = [
        {k: ln[k] for k in ("kind", "size", "quantity", "unit_price", "reason")} for ln in draft["lines"]
    ]
    lines[0]["unit_price"] = "650.00"
    body = {
        "lines": lines,
        "delivery": "500.00",
        "valid_until": draft["valid_until"],
        "dispatch_by": draft["dispatch_by"],
        "advance_percent": "0",
        "terms_days": 30,
        "note": "",
    }
    refused = client.send("put", f"/api/office/quotes/{quote['id']}", body)
    lines[0]["reason"] = "Repeat customer"
    saved = client.send("put", f"/api/office/quotes/{quote['id']}", body)
    sent = client.send("post", f"/api/office/quotes/{quote['id']}/send")

    assert refused.status_code == 400
    assert list(refused.json()["errors"]) == ["lines.0.reason"]
    assert saved.status_code == 200
    assert sent.status_code == 200
    answer = sent.json()
    assert answer["whatsapp_url"].startswith(f"https://wa.me/91{request.customer.phone_number}?text=")
    email = OutgoingEmail.objects.get(kind=EmailKind.QUOTE)
    assert email.to_email == request.customer.email
    assert answer["page_url"] in email.body_text
    pdf = client.get(f"/api/office/quotes/{quote['id']}/revisions/1.pdf")
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert quote["number"] in text and "29AABCT1332L1ZA" in text
    assert "net 30 days" in text and "IGST" in text  # from Delhi to Karnataka


def test_the_quote_pdf_renders_as_a_picture(tmp_path):
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    quote = sent_quote()
    path = tmp_path / "quote.pdf"
    path.write_bytes(quote.latest.pdf.read())
    subprocess.run(["pdftoppm", "-png", "-r", "50", str(path), str(tmp_path / "page")], check=True)
    assert list(tmp_path.glob("page*.png"))


def test_the_quote_pdf_draws_an_a4_page_with_everything_inside_its_margins():
    """Drawn as a printer would (pdfium, 100 dpi): one A4 page, ink in the header, the lines and the
    totals, none in the 14 mm margins (nothing cut off or running off the page)."""
    document = pypdfium2.PdfDocument(sent_quote().latest.pdf.read())
    assert len(document) == 1
    page = document[0]
    assert (round(page.get_width()), round(page.get_height())) == (595, 842)  # A4 in points
    image = page.render(scale=100 / 72).to_pil().convert("L")
    ink = image.point(lambda v: 255 if v < 200 else 0)
    left, top, right, bottom = ink.getbbox()
    margin = round(14 / 25.4 * 100) - 2  # 14 mm at 100 dpi, less antialiasing
    assert left >= margin and top >= margin
    assert right <= image.width - margin and bottom <= image.height - margin
    third = image.height // 3
    parts = [ink.crop((0, third * i, image.width, third * (i + 1))) for i in range(2)]
    assert all(part.getbbox() for part in parts)  # the header and lines, then the totals and terms


def test_a_customer_reads_only_their_own_requests(client, customer, other_customer):
    quote_request(customer=customer)
    client.force_login(other_customer)
    assert client.get("/api/quotes/requests/").json() == []


def test_numbers_are_consecutive_per_financial_year():
    numbers = [sent_quote().number for _ in range(3)]
    year = timezone.localdate().year if timezone.localdate().month >= 4 else timezone.localdate().year - 1
    assert numbers == [f"QT-{year % 100:02d}-{n:06d}" for n in (1, 2, 3)]


def test_the_quote_total_is_breaks_plus_setup_plus_delivery():
    quote = sent_quote(pin_code="110017", state="Delhi", city="New Delhi")  # the seller's state
    revision = quote.latest
    # 120 hoodies printed on the front: the 100-249 tier at 699, screens 1500, digitising 350
    assert revision.goods == Decimal("699.00") * 120
    assert revision.setup == Decimal("1850.00")
    assert revision.total == revision.goods + revision.setup + revision.delivery
    assert revision.cgst == revision.sgst and revision.igst == 0
    assert revision.taxable + revision.cgst + revision.sgst == revision.total


def test_the_order_shows_its_quote_number_to_the_customer_and_on_the_board(client):
    quote = sent_quote()
    order = client.send("post", f"/api/quotes/q/{quote.token}/accept/", {"revision": 1}).json()["order_id"]

    client.force_login(quote.customer)
    mine = client.get(f"/api/order/customerlist/?phone_number={quote.customer.phone_number}").json()
    client.force_login(desk())
    board = client.get('/api/office/orders?filter={"status":"pending"}').json()

    assert [o["quote_number"] for o in mine["order_details"] if o["order_id"] == order] == [quote.number]
    assert [o["quote_number"] for o in board if o["order_id"] == order] == [quote.number]
