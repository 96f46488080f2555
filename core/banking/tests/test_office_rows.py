"""The bank screen's credits written from plain values (core/banking/office_rows.py) answer the same
bytes as the routes' schema rendering the same credits read as models: proposals by UTR and by order
id, none, a UTR entered for two orders (its candidates), a confirmed credit; a statement's page,
the unmatched credits, and a statement that does not exist."""

import pytest
from django.db.models import Exists, OuterRef

from core.banking import office, services
from core.banking.models import BankColumns, BankCredit, MatchRule, UpiReceipt
from core.banking.tests.statements import HDFC, b64, csv_statement, today, upi_order
from core.jobs.tests.worker import run_ready_tasks
from core.office.tests.lean import schema_bytes
from core.orders.models import Order

pytestmark = pytest.mark.django_db


@pytest.fixture
def statement(staff, django_capture_on_commit_callbacks):
    by_id = upi_order("499.00")
    upi_order("1077.00", utr="512345678901")
    twice = [upi_order("299.00", utr="612345678901"), upi_order("299.00", utr="612345678901")]
    rows = [
        (today(), f"UPI/412345678900/r@ybl/{by_id.order_id}", "", "499.00"),
        (today(), "UPI/512345678901/p@okaxis/x", "", "1,077.00"),
        (today(), "UPI/312345678900/someone@upi/gift", "", "250.00"),
        (today(), "UPI/612345678901/n@okaxis/tee", "", "299.00"),
        (today(-1), "CASH DEPOSIT BY SELF", "", "1,000.00"),
    ]
    BankColumns.objects.get_or_create(bank="HDFC Bank", defaults=HDFC)
    with django_capture_on_commit_callbacks(execute=True):
        made = services.bank_statement_upload(
            user=staff, bank="HDFC Bank", file_name="nov.csv", content=b64(csv_statement(rows))
        )
    run_ready_tasks()
    first = BankCredit.objects.filter(statement=made).order_by("row").first()
    services.bank_credits_confirm(credit_ids=[first.pk], actor=staff)
    assert BankCredit.objects.filter(rule=MatchRule.AMBIGUOUS).count() == 1, twice
    return made


def _models(credits) -> list[BankCredit]:
    """The credits as models, as the schema's resolvers read them."""
    found = list(
        credits.select_related("order").annotate(used=Exists(UpiReceipt.objects.filter(key=OuterRef("key"))))
    )
    for credit in found:
        orders = Order.objects.filter(upi_reference=credit.utr).order_by("created_at", "id")
        credit.candidates = list(orders) if credit.rule == MatchRule.AMBIGUOUS else []
    return found


def test_a_statements_credits_answer_the_schemas_bytes(staff_client, statement):
    url = f"/api/office/bank/statements/{statement.pk}/credits"
    credits = BankCredit.objects.filter(statement=statement).order_by("value_date", "row")
    path = "bank/statements/{statement_id}/credits"
    for query, page in (("", credits), ("?offset=1&limit=3", credits[1:4]), ("?offset=9", credits[9:])):
        response = staff_client.get(url + query)
        assert response.status_code == 200 and response["Content-Type"] == "application/json; charset=utf-8"
        assert response.content == schema_bytes(office.router, path, _models(page)), query
    shown = staff_client.get(url).json()
    assert [c["confirmed"] for c in shown] == [False, True, False, False, False]
    assert [len(c["candidates"]) for c in shown] == [0, 0, 0, 0, 2]


def test_the_unmatched_credits_answer_the_schemas_bytes(staff_client, statement):
    unmatched = BankCredit.objects.filter(rule__in=[MatchRule.NONE, MatchRule.AMBIGUOUS]).order_by(
        "-value_date", "-id"
    )
    response = staff_client.get("/api/office/bank/unmatched-credits")
    assert response.content == schema_bytes(office.router, "bank/unmatched-credits", _models(unmatched))
    assert len(response.json()) == 3


def test_a_statement_that_does_not_exist_is_a_404(staff_client, statement):
    for missing in ("0931c4e9-9599-4443-aedb-8385e9e2a9a0", "junk"):
        assert staff_client.get(f"/api/office/bank/statements/{missing}/credits").status_code == 404


def test_a_statements_page_is_one_query_with_its_candidates(
    staff_client, statement, django_assert_num_queries
):
    url = f"/api/office/bank/statements/{statement.pk}/credits"
    staff_client.get(url)
    with django_assert_num_queries(4):  # session, user, the credits, the candidates of an ambiguous one
        staff_client.get(url)
