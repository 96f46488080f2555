"""The desk's queue and one case written from plain values (core/ndr/office_rows.py), the queue's
pages read by prepared statements (core/ndr/queue_page.py): the same bytes as the response schema
rendering the cases as models (`pages.office_case`, which the desk's actions answer), and the same
pages and totals as the generic list, for every kind of case (live, answered, actioned with
actions, flagged by deadline or by attempts, closed, no courier on record, no reason, no phone),
every filter, sort and window; each page in a fixed number of queries."""

import copy
import json
from datetime import UTC, datetime, timedelta
from urllib.parse import quote

import pytest
from django.http import HttpResponse
from django.test import RequestFactory
from django.utils import translation

from core.accounts.models import User
from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.api import api
from core.conftest import JsonClient
from core.ndr import office, pages, selectors
from core.ndr.emails import QuotedText, ndr_text, ndr_wording
from core.ndr.links import case_token, case_url_base
from core.ndr.models import NdrCase
from core.ndr.queue_page import CASES
from core.ndr.tests.clock import travel
from core.ndr.tests.factories import move, ndr_case
from core.office.listing import ListParams, paginate
from core.orders.models import Order
from core.orders.shipping.models import Shipment

pytestmark = pytest.mark.django_db
NOW = datetime(2026, 11, 24, 5, 30, tzinfo=UTC)  # a Tuesday, 11:00 IST
JSON = "application/json; charset=utf-8"


@pytest.fixture
def desk() -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    return client


@pytest.fixture
def every_kind(desk, settings):
    """One case of each kind the desk sees, made at NOW."""
    with travel(NOW):
        ndr_case(at=NOW - timedelta(hours=1))  # live, open, nothing done
        ndr_case(at=NOW - timedelta(hours=30))  # flagged: past its deadline
        by_attempts = ndr_case(at=NOW - timedelta(hours=3))
        for _ in range(settings.NDR_MAX_ATTEMPTS - 1):
            move(by_attempts.order, "ndr", reason="Address incomplete", at=NOW - timedelta(hours=2))
        answered = ndr_case(at=NOW - timedelta(hours=4))
        on = str(selectors.reattempt_dates()[0])
        JsonClient().send("post", f"/api/ndr/{case_token(answered.pk)}/", {"choice": "reattempt", "date": on})
        acted = ndr_case(at=NOW - timedelta(hours=5), reason="")  # no reason given
        url = f"/api/office/ndr-cases/{acted.pk}/action"
        desk.send("post", url, {"kind": "reschedule", "on_date": on, "note": "After 6 pm"})
        address = {"kind": "address", "address": "Flat 4, Shanti Niwas, FC Road", "pin_code": "411004"}
        desk.send("post", url, address)
        closed = ndr_case(at=NOW - timedelta(hours=40))
        desk.send("post", f"/api/office/ndr-cases/{closed.pk}/action", {"kind": "rto"})
        move(closed.order, "rto_initiated")
        delivered = ndr_case(at=NOW - timedelta(hours=20))
        move(delivered.order, "delivered")
        no_courier = ndr_case(at=NOW - timedelta(hours=6))
        Shipment.objects.filter(order=no_courier.order).update(courier=None)
        no_phone = ndr_case(at=NOW - timedelta(hours=7))
        Order.objects.filter(pk=no_phone.order_id).update(ship_phone="", ship_name="")
        User.objects.filter(pk=no_phone.order.customer_id).update(phone_number="")
    assert NdrCase.objects.count() == 9
    return no_phone


def _schema_bytes(path: str, result) -> bytes:
    """What the route's response schema makes of `result`, through django-ninja's own code."""
    operation = copy.copy(office.router.path_operations[path].operations[0])
    operation.api = api  # the router's own operation is a template, bound to no API
    return operation._result_to_response(RequestFactory().get("/"), result, HttpResponse()).content


def _models_page(filters: dict, sort: list | None, window: list | None) -> tuple[list, str]:
    """The page as the generic list reads it, as models (the old answer), and its Content-Range."""
    params = ListParams(
        filter=json.dumps(filters), sort=json.dumps(sort) if sort else None, range=json.dumps(window)
    )
    headers: dict[str, str] = {}
    found = paginate(CASES, selectors.cases_queue(), params, headers)
    return [pages.office_case(case) for case in found], headers["Content-Range"]


FILTERS = [
    {},
    {"live": True},
    {"live": "false"},
    {"live": True, "flagged": True},
    {"flagged": False},
    {"status": "actioned"},
    {"status": "closed", "live": False},
]
SORTS = [None, ["urgent", "DESC"], ["deadline", "ASC"], ["attempts", "DESC"], ["id", "DESC"]]
WINDOWS = [[0, 24], [0, 2], [3, 5]]


def test_every_page_is_the_old_answer_byte_for_byte(desk, every_kind):
    with travel(NOW):  # the same flag and the same signed links
        for filters in FILTERS:
            for sort in SORTS:
                for window in WINDOWS:
                    query = {"filter": filters, "range": window, **({"sort": sort} if sort else {})}
                    url = "/api/office/ndr-cases?" + "&".join(
                        f"{k}={quote(json.dumps(v))}" for k, v in query.items()
                    )
                    response = desk.get(url)
                    rows, content_range = _models_page(filters, sort, window)
                    assert response.status_code == 200 and response["Content-Type"] == JSON
                    assert response["Content-Range"] == content_range, url
                    assert response.content == _schema_bytes("ndr-cases", rows), url
        for case in selectors.cases_queue():
            response = desk.get(f"/api/office/ndr-cases/{case.pk}")
            assert response.content == _schema_bytes("ndr-cases/{pk}", pages.office_case(case))


def test_the_rows_show_each_kind_as_the_desk_reads_it(desk, every_kind):
    with travel(NOW):
        rows = {r["id"]: r for r in desk.get("/api/office/ndr-cases?range=[0,24]").json()}
    assert sum(r["flagged"] for r in rows.values()) == 2  # by deadline, by attempts
    assert {r["status"] for r in rows.values()} == {"open", "answered", "actioned", "closed"}
    acted = next(r for r in rows.values() if r["status"] == "actioned")
    assert [a["kind"] for a in acted["actions"]] == ["address", "reschedule"]
    assert (acted["reason"], acted["actions"][0]["pin_code"]) == ("", "411004")
    assert "Courier not recorded" in {r["courier"] for r in rows.values()}
    no_phone = rows[every_kind.pk]
    assert (no_phone["phone"], no_phone["customer_name"]) == ("", every_kind.order.customer.name)
    assert no_phone["whatsapp"].startswith("https://wa.me/91?text=We%20could%20not%20deliver")


def test_a_page_is_read_in_fixed_queries(desk, every_kind, django_assert_num_queries):
    with travel(NOW):
        desk.get("/api/office/ndr-cases")  # warm the session and the statements
        # session and user, the page's ids (every case: the flagged, the live, the closed by the
        # status index), its cases, their actions
        with django_assert_num_queries(7):
            assert len(desk.get("/api/office/ndr-cases?filter={}").json()) == 9
        with django_assert_num_queries(5):
            assert len(desk.get('/api/office/ndr-cases?filter={"live":true}').json()) == 7
        # a full page counts its list too (up to 250 past the page)
        with django_assert_num_queries(6):
            full = desk.get('/api/office/ndr-cases?range=[0,2]&filter={"live":true}')
        assert full["Content-Range"] == "ndr-cases 0-2/7"
        with django_assert_num_queries(4):  # one case: session and user, the case, its actions
            desk.get(f"/api/office/ndr-cases/{every_kind.pk}")


def test_a_search_or_an_odd_filter_goes_the_generic_way_with_the_same_rows(desk, every_kind):
    with travel(NOW):
        found = desk.get(f'/api/office/ndr-cases?filter={{"q":"{every_kind.order.order_id}"}}').json()
        assert [r["id"] for r in found] == [every_kind.pk]
        assert desk.get('/api/office/ndr-cases?filter={"live":"maybe"}').status_code == 400
        assert desk.get('/api/office/ndr-cases?filter={"status":"lost"}').json() == []


@pytest.mark.parametrize("language", ["en", "hi"])
@pytest.mark.parametrize("reason", ["", 'Customer refused: "wrong size" & 50% paid?', "ग्राहक उपलब्ध नहीं"])
def test_the_message_quoted_in_pieces_is_the_whole_message_quoted(language, reason):
    with translation.override(language):
        wording = ndr_wording()
        text = ndr_text(
            order_id="RZ-AB12CD34",
            attempts=2,
            reason=reason,
            deadline=NOW,
            link=f"{case_url_base()}MQ.x-y_z",
            wording=wording,
        )
        quoted = QuotedText(wording, case_url_base()).text(
            order_id="RZ-AB12CD34", attempts=2, reason=reason, deadline=NOW, token="MQ.x-y_z"
        )
    assert quoted == quote(text)
