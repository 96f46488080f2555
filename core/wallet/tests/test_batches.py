"""A company's batch of gift cards: issued with its buyer and expiry, waiting for the company's payment
(its codes refused at checkout), marked paid once (audited: sold that day in the liability, the
expiry never under the law's year), listed newest first in a bounded number of queries."""

import io
from datetime import timedelta
from decimal import Decimal

import openpyxl
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.common.models import AuditAction, AuditEntry
from core.wallet.models import GiftCard, GiftCardStatus
from core.wallet.rules import expiry_for, ist_today
from core.wallet.selectors import gift_card_liability

pytestmark = pytest.mark.django_db
BATCHES = "/api/office/gift-card-batches"


def _issue(staff_client, **extra):
    body = {"company": "Tarang Textiles", "count": 3, "amount": 500, "buyer": "Meera Iyer", **extra}
    return staff_client.send("post", BATCHES, body)


def test_a_batch_waits_for_payment_then_its_cards_are_sold_and_spendable(staff_client, customer_client):
    last_day = ist_today() + timedelta(days=500)
    made = _issue(staff_client, buyer_email="meera@tarang.in", expires_on=str(last_day))
    assert made.status_code == 201, made.content
    batch = made.json()
    assert (batch["paid"], batch["buyer"], batch["expires_on"]) == (False, "Meera Iyer", str(last_day))
    code = GiftCard.objects.filter(batch_id=batch["id"]).first().code
    assert set(GiftCard.objects.values_list("status", flat=True)) == {GiftCardStatus.UNPAID}
    refused = customer_client.send("post", "/api/wallet/gift-cards/check/", {"code": code})
    assert refused.status_code == 400  # not spendable before the company pays
    one = staff_client.send("post", f"/api/office/gift-cards/{GiftCard.objects.first().pk}/paid")
    assert one.status_code == 400  # a company's card is paid with its batch

    paid = staff_client.send("post", f"{BATCHES}/{batch['id']}/paid", {"reference": "NEFT0012345"})
    assert paid.status_code == 200, paid.content
    assert paid.json()["paid"] is True and paid.json()["reference"] == "NEFT0012345"
    cards = GiftCard.objects.filter(batch_id=batch["id"])
    assert {(c.status, c.expires_on, c.issued_on) for c in cards} == {
        (GiftCardStatus.ACTIVE, last_day, ist_today())
    }
    assert customer_client.send("post", "/api/wallet/gift-cards/check/", {"code": code}).status_code == 200
    liability = gift_card_liability(start=ist_today(), end=ist_today())
    assert (liability.sold, liability.outstanding) == (Decimal("1500.00"), Decimal("1500.00"))
    entry = AuditEntry.objects.filter(action=AuditAction.GIFT_CARDS).order_by("-id").first()
    assert "NEFT0012345" in entry.after and "3 x Rs 500" in entry.after
    again = staff_client.send("post", f"{BATCHES}/{batch['id']}/paid", {})
    assert again.status_code == 400 and GiftCard.objects.filter(moves__kind="sold").count() == 3


def test_the_expiry_is_never_under_the_laws_year(staff_client):
    short = _issue(staff_client, expires_on=str(ist_today() + timedelta(days=200)))
    assert short.status_code == 400 and "expires_on" in short.json()["errors"]
    far = _issue(staff_client, expires_on=str(ist_today() + timedelta(days=4 * 365)))
    assert far.status_code == 400 and "expires_on" in far.json()["errors"]
    bad_mail = _issue(staff_client, buyer_email="meera@")
    assert bad_mail.status_code == 400 and "buyer_email" in bad_mail.json()["errors"]
    unchosen = _issue(staff_client).json()
    staff_client.send("post", f"{BATCHES}/{unchosen['id']}/paid", {})
    assert staff_client.get(f"{BATCHES}/{unchosen['id']}").json()["expires_on"] == str(
        expiry_for(ist_today())
    )


def test_the_batches_list_newest_first_in_a_few_queries(staff_client):
    for name in ("Asha Mills", "Bharat Steel", "Chola Tea"):
        _issue(staff_client, company=name, count=1)
    with CaptureQueriesContext(connection) as queries:
        listed = staff_client.get(BATCHES, {"range": "[0,1]"})
    assert [b["company"] for b in listed.json()] == ["Chola Tea", "Bharat Steel"]
    assert listed["Content-Range"] == "gift-card-batches 0-1/3"
    assert len(queries) <= 6  # session, user, permissions, page, count


def test_an_unpaid_batchs_sheet_says_when_it_runs_out(staff_client):
    made = _issue(staff_client, count=1).json()
    sheet = staff_client.get(f"{BATCHES}/{made['id']}/sheet.xlsx")
    rows = list(openpyxl.load_workbook(io.BytesIO(sheet.content)).active.values)
    assert rows[1][2] == "1 year from payment"
