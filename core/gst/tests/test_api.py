"""The GSTR-1 screen's call: the month's tables and documents, read in one pass."""

from decimal import Decimal

import pytest

from core.gst import selectors
from core.gst.period import period_of
from core.gst.tests.months import change, ist, make_order
from core.invoices.models import Invoice

pytestmark = pytest.mark.django_db


def test_the_screen_shows_each_table_s_totals_and_the_documents_issued(
    staff_client, django_assert_max_num_queries
):
    order = make_order(state="Maharashtra", lines=[(2, Decimal("499.00"))], placed=ist(2026, 11, 1))
    change(order, ist(2026, 11, 3), status="confirm")

    with django_assert_max_num_queries(8):
        answer = staff_client.get("/api/office/gstr1?month=2026-11&span=month")

    body = answer.json()
    assert (body["period"], body["fp"], body["documents"]) == ("November 2026", "112026", 1)
    b2cs = body["tables"][0]
    assert (b2cs["table"], b2cs["rows"], b2cs["taxable"] + b2cs["igst"]) == ("b2cs", 1, 998.0)
    assert body["documents_issued"][0]["nature"] == "Invoices for outward supply"


def test_a_month_that_is_not_one_is_refused(staff_client):
    assert staff_client.get("/api/office/gstr1?month=2026-13").status_code == 400


def test_a_month_is_read_in_pages_each_after_the_last_ones_moment(monkeypatch, staff_client):
    """Documents issued at the same moment across a page's end are each read once, in issue order."""
    for day in (3, 3, 4, 5, 6):
        order = make_order(state="Delhi", lines=[(1, Decimal("499.00"))], placed=ist(2026, 11, 1))
        change(order, ist(2026, 11, day), status="confirm")
    second, third = Invoice.objects.order_by("issued_at", "id")[1:3]  # across the first page's end
    Invoice.objects.filter(pk=third.pk).update(issued_at=second.issued_at)
    period = period_of("2026-11", "month")
    whole = [d.number for d in selectors.period_documents(period=period)]
    monkeypatch.setattr(selectors, "PAGE", 2)
    monkeypatch.setattr(selectors, "_DOCUMENTS", selectors._documents(2))
    assert [d.number for d in selectors.period_documents(period=period)] == whole
    assert len(whole) == len(set(whole)) == 5
    with_pages = staff_client.get("/api/office/gstr1?month=2026-11").json()
    assert with_pages["documents"] == 5 and with_pages["tables"][0]["rows"] == 1


def test_the_screen_reads_each_setting_once(staff_client, django_assert_num_queries):
    staff_client.get("/api/office/gstr1?month=2026-10")
    with django_assert_num_queries(5):  # session, user, GSTR-1 settings, the documents, the seller's
        staff_client.get("/api/office/gstr1?month=2026-10")
