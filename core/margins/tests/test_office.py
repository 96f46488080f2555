"""The back office's margins: the month's orders that lost money first (paged, a fixed number of
queries), the month's summary and the twelve months' chart from the tallies, an order's traced costs,
the owner's settings and the courier's invoice; a month's recompute and the accountant's XLSX."""

import base64
from decimal import Decimal

import openpyxl
import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.exports.models import ExportJob
from core.exports.services import export_job_run, export_job_start
from core.margins import services
from core.margins.models import MarginRun, OrderMargin
from core.margins.tests.factories import bought, owner, printed_order, rates
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db


def _client(role: Role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    return client


@pytest.fixture
def shop():
    """Three printed orders of a month: one costs more than it sold for."""
    boss = owner()
    tee = blank()
    bought(tee, 30, "120.00")
    orders = [printed_order(lines=[("M", 1)], awb=f"DL10000{i}") for i in range(3)]
    rates(boss)
    services.courier_charge_set(awb="DL100002", charge=Decimal("900.00"), actor=boss)
    services.order_margins_recompute(order_ids=[o.pk for o in orders])
    month = OrderMargin.objects.get(order=orders[0]).month
    return {"owner": boss, "orders": orders, "month": month.isoformat()[:7], "loser": orders[2]}


def test_losses_first_and_the_page_in_a_fixed_number_of_queries(shop, django_assert_num_queries):
    accounts = _client(Role.ACCOUNTS)
    url = f'/api/office/margin-orders?filter={{"month":"{shop["month"]}"}}&range=[0,1]'
    with django_assert_num_queries(4):  # user, permissions, the page, the month's count (capped)
        answer = accounts.get(url)
    assert answer.status_code == 200
    rows = answer.json()
    assert rows[0]["order_id"] == shop["loser"].order_id and rows[0]["margin"] < 0
    assert rows[0]["margin"] <= rows[1]["margin"]
    assert answer["Content-Range"] == "margin-orders 0-1/3"
    more = [printed_order(lines=[("M", 2)]).pk for _ in range(2)]
    services.order_margins_recompute(order_ids=more)
    with django_assert_num_queries(3):  # a short page needs no count
        assert len(accounts.get(url.replace("[0,1]", "[0,24]")).json()) == 5


def test_summary_chart_and_an_orders_costs(shop, django_assert_max_num_queries):
    accounts = _client(Role.ACCOUNTS)
    with django_assert_max_num_queries(5):  # user, permissions, the tally rows, their names
        summary = accounts.get(f"/api/office/margins/summary?month={shop['month']}").json()
    margins = OrderMargin.objects.all()
    assert summary["orders"] == 3
    assert Decimal(str(summary["margin"])) == sum(m.margin for m in margins)
    assert summary["product_types"][0]["orders"] == 3
    with django_assert_max_num_queries(3):
        months = accounts.get(f"/api/office/margins/months?month={shop['month']}").json()
    assert len(months) == 12 and months[-1]["orders"] == 3 and months[0]["orders"] == 0
    detail = accounts.get(f"/api/office/margin-orders/{shop['loser'].order_id}").json()
    kinds = {line["kind"]: line for line in detail["lines"]}
    assert kinds["courier"]["amount"] == 900 and "DL100002" in kinds["courier"]["source"]
    assert set(kinds) == {"blanks", "print", "packaging", "courier"}


def test_bad_input_answers_a_clear_message(shop):
    boss = _client(Role.OWNER)
    figures = {
        "per_piece": "1",
        "per_colour": "1",
        "colours": 1,
        "per_square_inch": "0",
        "square_inches": "0",
    }
    body = {"print_method": "Telepathy", "setup_per_job": "0", "square_inches": "0", **figures}
    answer = boss.send("put", "/api/office/margins/print-rates", body)
    assert answer.status_code == 400 and "print_method" in answer.json()["errors"]
    empty = base64.b64encode(b"Name,Weight\nx,1\n").decode()
    answer = boss.send("post", "/api/office/margins/courier-charges/file", {"content": empty})
    assert answer.status_code == 400 and answer.json()["errors"] == {
        "file": ["The file needs an AWB column and a charge (or amount) column in its first rows."]
    }
    assert _client(Role.OWNER).get("/api/office/margins/summary?month=2026-13").status_code == 400
    assert _client(Role.OWNER).get("/api/office/margin-orders/RZ-NOPE2345").status_code == 404


def test_a_months_recompute_and_the_accountants_xlsx(shop, tmp_path):
    boss = shop["owner"]
    services.margin_settings_update(packaging_per_parcel=Decimal("25.00"), actor=boss)
    run = services.margin_run_start(month=OrderMargin.objects.first().month, actor=boss)
    services.margin_run_execute(run_id=run.pk)
    run = MarginRun.objects.get(pk=run.pk)
    assert (run.status, run.rows_done, run.rows_total) == ("done", 3, 3)
    job = export_job_start(user=boss, level="margins", params={"month": shop["month"]})
    assert export_job_run(job_id=str(job.pk)) == 3
    job = ExportJob.objects.get(pk=job.pk)
    sheet = openpyxl.load_workbook(job.file.open("rb")).active
    rows = list(sheet.iter_rows(min_row=3, values_only=True))
    assert rows[0][0] == shop["loser"].order_id
    assert rows[-1][3] == "Total"
    margin_col = len(rows[0]) - 1
    assert Decimal(str(rows[-1][margin_col])).quantize(Decimal("0.01")) == sum(
        m.margin for m in OrderMargin.objects.all()
    )
    packaging = rows[0][4 + 1 + 2]  # sales, blanks, print, packaging
    assert packaging == 25


def test_a_recompute_without_a_month_is_refused_with_its_field():
    answer = _client(Role.OWNER).send("post", "/api/office/margins/runs", {})
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"month": ["Choose the month to cost again."]}
    assert not MarginRun.objects.exists()
