"""The Django admin's GSTR-1 page: Accounts reads a month and starts its downloads; others may not."""

from decimal import Decimal

import pytest
from django.test import Client

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.exports.models import ExportJob
from core.gst.tests.months import change, ist, make_order

pytestmark = pytest.mark.django_db
URL = "/admin/gst/gstreturnsettings/gstr1/"


def _client(role) -> Client:
    client = Client()
    client.force_login(StaffFactory(role=role))
    return client


def test_accounts_reads_the_month_and_starts_a_download():
    order = make_order(state="Karnataka", lines=[(1, Decimal("499.00"))], placed=ist(2026, 11, 1))
    change(order, ist(2026, 11, 2), status="confirm")
    client = _client(Role.ACCOUNTS)

    page = client.get(URL, {"month": "2026-11"})
    assert page.status_code == 200
    assert "Table 7: B2C others (b2cs)" in page.content.decode()
    assert order.invoices.get().number in page.content.decode()

    started = client.post(URL, {"month": "2026-11", "span": "month", "level": "gst_json"})
    job = ExportJob.objects.get()
    period = {"month": "2026-11", "span": "month"}
    assert (started.status_code, job.level, job.params) == (302, "gst_json", period)


def test_the_order_desk_may_not_see_the_returns():
    assert _client(Role.ORDER_DESK).get(URL).status_code == 403
