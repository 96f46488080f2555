"""The GSTR-1 screen's call: the month's tables and documents, read in one pass."""

from decimal import Decimal

import pytest

from core.gst.tests.months import change, ist, make_order

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
