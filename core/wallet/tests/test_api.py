"""The wallet's calls as the storefront and the back office make them: a gift card bought (UPI, never
COD) and marked paid, a company's codes as XLSX, a code checked, store credit granted and read, the
liability of a period; the lists in a few queries."""

import io
from datetime import date

import openpyxl
import pytest

from core.notifications.models import EmailKind, OutgoingEmail
from core.wallet.models import GiftCard, GiftCardStatus
from core.wallet.rules import ist_today

pytestmark = pytest.mark.django_db

BUY = {
    "amount": 1500,
    "recipient_name": "Asha Rao",
    "recipient_email": "asha@example.in",
    "message": "For you",
}


def test_a_card_bought_waits_for_its_upi_payment_and_is_emailed_once_paid(
    customer_client, staff_client, django_capture_on_commit_callbacks
):
    answer = customer_client.send("post", "/api/wallet/gift-cards/", BUY)
    assert answer.status_code == 201, answer.content
    bought = answer.json()
    assert bought["status"] == "unpaid" and "am=1500.00" in bought["upi_link"] and bought["upi_qr"]
    assert "code" not in bought  # the code is the recipient's, sent by e-mail
    with django_capture_on_commit_callbacks(execute=True):
        paid = staff_client.send("post", f"/api/office/gift-cards/{bought['id']}/paid")
    assert paid.status_code == 200, paid.content
    assert paid.json()["status"] == GiftCardStatus.ACTIVE
    again = staff_client.send("post", f"/api/office/gift-cards/{bought['id']}/paid")
    assert again.status_code == 400  # sold once
    mine = customer_client.get("/api/wallet/gift-cards/").json()
    assert [(c["id"], c["status"]) for c in mine] == [(bought["id"], "active")]


def test_a_code_is_checked_for_its_balance_and_a_wrong_one_says_why(customer_client, staff_client):
    batch = staff_client.send(
        "post", "/api/office/gift-card-batches", {"company": "Tarang", "count": 2, "amount": 700}
    )
    assert batch.status_code == 201, batch.content
    paid = staff_client.send("post", f"/api/office/gift-card-batches/{batch.json()['id']}/paid", {})
    assert paid.status_code == 200, paid.content
    code = GiftCard.objects.filter(batch_id=batch.json()["id"]).first().code
    found = customer_client.send(
        "post", "/api/wallet/gift-cards/check/", {"code": code.replace("-", " ").lower()}
    )
    assert found.json() == {
        "code": code,
        "balance": 700.0,
        "expires_on": str(GiftCard.objects.get(code=code).expires_on),
    }
    wrong = customer_client.send("post", "/api/wallet/gift-cards/check/", {"code": "AAAA-BBBB-CCCC-DDDD"})
    assert wrong.status_code == 400 and wrong.json()["errors"] == {
        "gift_card": ["This gift card code is not valid."]
    }


def test_the_owner_downloads_a_companys_50_codes_as_xlsx(staff_client):
    made = staff_client.send(
        "post", "/api/office/gift-card-batches", {"company": "Tarang Textiles", "count": 50, "amount": 500}
    )
    assert made.status_code == 201, made.content
    staff_client.send("post", f"/api/office/gift-card-batches/{made.json()['id']}/paid", {})
    sheet = staff_client.get(f"/api/office/gift-card-batches/{made.json()['id']}/sheet.xlsx")
    assert sheet.status_code == 200 and sheet["Content-Type"].startswith("application/vnd.openxmlformats")
    rows = list(
        openpyxl.load_workbook(
            io.BytesIO(b"".join(sheet.streaming_content if sheet.streaming else [sheet.content]))
        ).active.values
    )
    assert rows[0] == ("Code", "Amount (Rs)", "Valid until", "Company")
    codes = [r[0] for r in rows[1:]]
    assert len(set(codes)) == 50 and set(codes) == set(GiftCard.objects.values_list("code", flat=True))
    assert all(r[1] == 500 and r[3] == "Tarang Textiles" for r in rows[1:])
    liability = staff_client.get(
        "/api/office/gift-card-liability", {"start": ist_today(), "end": ist_today()}
    ).json()
    assert (liability["sold"], liability["outstanding"]) == (25000.0, 25000.0)
    assert not OutgoingEmail.objects.filter(kind=EmailKind.GIFT_CARD).exists()  # the company hands them out


def test_store_credit_granted_by_the_owner_shows_in_my_account(customer, customer_client, staff_client):
    granted = staff_client.send(
        "post",
        f"/api/office/customers/{customer.pk}/store-credit",
        {"amount": "150", "reason": "Late parcel"},
    )
    assert granted.status_code == 201, granted.content
    assert granted.json()["balance"] == 150.0
    assert customer_client.get("/api/wallet/").json()["store_credit"] == 150.0
    history = customer_client.get("/api/wallet/credit/").json()
    assert [(m["label"], m["amount"], m["reason"]) for m in history] == [
        ("Granted by the shop", 150.0, "Late parcel")
    ]


def test_the_lists_take_a_few_queries_however_long(
    customer, customer_client, staff_client, django_assert_max_num_queries
):
    for n in range(6):
        staff_client.send(
            "post",
            f"/api/office/customers/{customer.pk}/store-credit",
            {"amount": "10", "reason": f"Gift {n}"},
        )
        customer_client.send("post", "/api/wallet/gift-cards/", BUY)
    with django_assert_max_num_queries(6):
        assert len(customer_client.get("/api/wallet/credit/").json()) == 6
    with django_assert_max_num_queries(6):
        assert len(customer_client.get("/api/wallet/gift-cards/").json()) == 6
    with django_assert_max_num_queries(8):
        assert len(staff_client.get("/api/office/gift-cards", {"status": "unpaid"}).json()) == 6


def test_a_period_longer_than_a_year_or_backwards_is_refused(staff_client):
    too_long = staff_client.get(
        "/api/office/gift-card-liability", {"start": date(2025, 1, 1), "end": date(2026, 6, 1)}
    )
    backwards = staff_client.get(
        "/api/office/gift-card-liability", {"start": date(2026, 6, 1), "end": date(2026, 1, 1)}
    )
    assert too_long.status_code == backwards.status_code == 400
