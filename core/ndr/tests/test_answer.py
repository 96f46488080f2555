"""The customer's answer by the link: no log-in, validated, reaching the desk's case; a bad or expired
link is a clear 4xx; the tracking page carries the link for the order's owner only."""

import re
from datetime import UTC, date, datetime, timedelta

import pytest
from django.core import signing

from core.conftest import JsonClient
from core.ndr.links import SALT, case_token
from core.ndr.models import NdrChoice, NdrStatus
from core.ndr.selectors import reattempt_dates
from core.ndr.tests.clock import travel
from core.ndr.tests.factories import REASON, move, ndr_case

pytestmark = pytest.mark.django_db
SATURDAY = datetime(2026, 11, 28, 6, 30, tzinfo=UTC)  # 12:00 IST


def _url(case) -> str:
    return f"/api/ndr/{case_token(case.pk)}/"


def test_the_dates_offered_are_the_next_three_days_without_sundays():
    assert reattempt_dates(today=date(2026, 11, 28)) == [date(2026, 11, 30), date(2026, 12, 1)]
    assert reattempt_dates(today=date(2026, 11, 24)) == [
        date(2026, 11, 25),
        date(2026, 11, 26),
        date(2026, 11, 27),
    ]


def test_the_link_shows_the_attempt_and_the_reason_without_log_in():
    case = ndr_case()
    body = JsonClient().get(_url(case)).json()
    assert body["order_id"] == case.order.order_id
    assert body["reason"] == REASON
    assert body["attempts"] == 1
    assert body["dates"] == [str(d) for d in reattempt_dates()]
    assert body["answer"] is None


def test_a_new_date_from_the_link_reaches_the_case():
    case = ndr_case()
    chosen = reattempt_dates()[0]
    response = JsonClient().send("post", _url(case), {"choice": "reattempt", "date": str(chosen)})
    assert response.status_code == 200, response.content
    case.refresh_from_db()
    assert (case.status, case.answer, case.answer_date) == (
        NdrStatus.ANSWERED,
        NdrChoice.REATTEMPT,
        chosen,
    )
    assert case.answered_at is not None


def test_a_date_not_offered_is_refused_with_the_field():
    with travel(SATURDAY):
        case = ndr_case()
        sunday = "2026-11-29"
        response = JsonClient().send("post", _url(case), {"choice": "reattempt", "date": sunday})
    assert response.status_code == 400
    assert response.json()["errors"] == {"date": ["Choose one of the dates offered."]}


def test_a_corrected_address_is_checked_against_the_pin_directory():
    case = ndr_case()
    bad = JsonClient().send(
        "post",
        _url(case),
        {"choice": "address", "address": "Flat 4, Shanti Niwas, FC Road", "pin_code": "000000"},
    )
    assert bad.status_code == 400 and "pin_code" in bad.json()["errors"]
    good = JsonClient().send(
        "post",
        _url(case),
        {
            "choice": "address",
            "address": "Flat 4, Shanti Niwas, FC Road",
            "pin_code": "411004",
            "phone": "9123456780",
        },
    )
    assert good.status_code == 200, good.content
    case.refresh_from_db()
    assert case.answer == NdrChoice.ADDRESS
    assert case.answer_address.startswith("Flat 4, Shanti Niwas, FC Road")
    assert (case.answer_pin_code, case.answer_phone) == ("411004", "9123456780")


def test_a_bad_phone_is_refused_with_the_shops_phone_message():
    case = ndr_case()
    response = JsonClient().send("post", _url(case), {"choice": "address", "phone": "12345"})
    assert response.status_code == 400
    assert response.json()["errors"]["phone"] == ["Please enter a valid 10-digit phone number."]


def test_cancel_needs_nothing_more():
    case = ndr_case()
    assert JsonClient().send("post", _url(case), {"choice": "cancel"}).status_code == 200
    case.refresh_from_db()
    assert case.answer == NdrChoice.CANCEL


def test_a_settled_case_refuses_an_answer():
    case = ndr_case()
    move(case.order, "delivered")
    response = JsonClient().send("post", _url(case), {"choice": "cancel"})
    assert response.status_code == 409
    assert "already settled" in response.json()["message"]


def test_the_token_needs_no_escaping_in_a_link():
    case = ndr_case()
    token = case_token(case.pk)
    assert re.fullmatch(r"[A-Za-z0-9_\-.]+", token)
    assert JsonClient().get(f"/api/ndr/{token}/").status_code == 200


# "signed elsewhere": a value signed for another use, made in the test (a signature carries its time,
# so one made at collection would differ between pytest-xdist's workers)
@pytest.mark.parametrize("token", ["nonsense", "1:abc:def", "MQ.1vOa2b.abc", "signed elsewhere"])
def test_a_bad_link_is_a_clear_404(token):
    if token == "signed elsewhere":
        token = signing.dumps(1, salt="another.use")
    ndr_case()
    for response in (
        JsonClient().get(f"/api/ndr/{token}/"),
        JsonClient().send("post", f"/api/ndr/{token}/", {"choice": "cancel"}),
    ):
        assert response.status_code == 404
        assert response.json()["message"].startswith("This link is not valid.")


def test_a_link_for_another_value_is_refused():
    ndr_case()
    forged = signing.TimestampSigner(salt=SALT, sep=".").sign_object("1")  # signed, but not a case's id
    assert JsonClient().get(f"/api/ndr/{forged}/").status_code == 404


def test_an_expired_link_is_a_clear_410(settings):
    case = ndr_case()
    url = _url(case)
    with travel(datetime.now(UTC) + timedelta(days=settings.NDR_LINK_DAYS, hours=1)):
        response = JsonClient().send("post", url, {"choice": "cancel"})
    assert response.status_code == 410
    assert response.json()["message"].startswith("This link has expired.")
    case.refresh_from_db()
    assert case.answer == ""


def test_the_link_answers_its_own_case_only(customer, other_customer):
    mine, theirs = ndr_case(customer), ndr_case(other_customer)
    client = JsonClient()
    client.force_login(other_customer)  # logged in or not, the link decides which case
    client.send("post", _url(theirs), {"choice": "cancel"})
    mine.refresh_from_db()
    assert mine.answer == ""


def test_the_tracking_page_shows_the_attempt_and_the_link_to_its_owner(customer_client, customer):
    case = ndr_case(customer)
    body = customer_client.get(f"/api/orders/{case.order.order_id}/delivery-attempt/").json()["case"]
    assert body["reason"] == REASON
    assert body["link"].endswith(f"/oandr/delivery/{case_token(case.pk)}")


def test_another_customer_gets_no_link(other_client, customer):
    case = ndr_case(customer)
    response = other_client.get(f"/api/orders/{case.order.order_id}/delivery-attempt/")
    assert response.status_code == 403


def test_an_order_without_a_failed_attempt_has_none(customer_client, customer):
    from core.ndr.tests.factories import shipped_order

    order = shipped_order(customer)
    assert customer_client.get(f"/api/orders/{order.order_id}/delivery-attempt/").json() == {"case": None}


def test_a_settled_case_shows_no_link(customer_client, customer):
    case = ndr_case(customer)
    move(case.order, "delivered")
    body = customer_client.get(f"/api/orders/{case.order.order_id}/delivery-attempt/").json()["case"]
    assert body["status"] == "closed" and body["link"] is None
