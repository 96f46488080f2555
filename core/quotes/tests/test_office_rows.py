"""The desk's lists of quote requests and quotes written from plain values (core/quotes/office_rows.py)
answer the same bytes and Content-Range as the route's schema rendering the same page read as
models: requests new and quoted, with and without artwork or a business, quotes draft, sent and
accepted (with their order)."""

import pytest

from core.office.tests.lean import same_page
from core.quotes import office, selectors
from core.quotes.services.accepting import quote_accept
from core.quotes.services.desk import quote_create
from core.quotes.tests.factories import desk, quote_request, sent_quote

pytestmark = pytest.mark.django_db


@pytest.fixture
def desk_work():
    new = quote_request(business=False, sizes=(("S", 5),), positions=("front", "back"))
    new.artwork = ""
    new.save(update_fields=["artwork"])
    quote_request(pin_code="110001", state="Delhi", city="New Delhi")
    quote_create(request=quote_request(), actor=desk())
    sent = sent_quote()
    accepted = sent_quote()
    quote_accept(quote=accepted, actor=accepted.customer)
    return sent


def test_the_quote_requests_list_answers_the_schemas_bytes(staff_client, desk_work):
    for params in [
        {},
        {"range": [1, 3]},
        {"sort": ["created_at", "ASC"]},
        {"filter": {"status": "new"}},
        {"filter": {"q": "Tarang"}},
    ]:
        same_page(
            staff_client, "/api/office/quote-requests", office.router, "quote-requests", office.REQUESTS,
            selectors.office_requests(), params,
        )  # fmt: skip


def test_the_quotes_list_answers_the_schemas_bytes(staff_client, desk_work):
    for params in [
        {},
        {"range": [1, 2]},
        {"sort": ["number", "ASC"]},
        {"filter": {"status": "accepted"}},
        {"filter": {"q": desk_work.number}},
    ]:
        same_page(
            staff_client, "/api/office/quotes", office.router, "quotes", office.QUOTE_LIST,
            selectors.office_quotes(), params,
        )  # fmt: skip
