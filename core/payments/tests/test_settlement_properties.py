"""Whatever the report holds, the money agrees to the paisa: each settlement's gross less fees less
GST is its net; its totals are its lines' sums; the payment lines matched sum to the payments' (and
their orders') amounts; refund lines are negative and sum to the refunds; and a report read twice
(whole or in overlapping parts) counts each line once."""

from decimal import Decimal

import pytest
from django.db import transaction
from django.db.models import Sum
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.money import from_paise
from core.payments.models import Settlement, SettlementLine
from core.payments.settlements.services import settlement_report_read, settlement_report_upload
from core.payments.tests.settlement_reports import b64, paid_order, refund_of, report_csv, row_of

pytestmark = pytest.mark.django_db

payment_plan = st.tuples(
    st.integers(min_value=100, max_value=5_000_00),  # amount in paise
    st.sampled_from(["0", "1.5", "2", "2.36"]),  # the fee rate the gateway charged
    st.integers(min_value=0, max_value=2),  # which settlement
    st.integers(min_value=0, max_value=100),  # refunded: per cent of the amount
)


def _read(user, rows) -> None:
    report = settlement_report_upload(user=user, file_name="s.csv", content=b64(report_csv(rows)))
    settlement_report_read(report_id=str(report.id))


def _sum(rows, name) -> Decimal:
    # SQLite sums decimals as floats: to the paisa, as the totals are stored
    return (rows.aggregate(total=Sum(name))["total"] or Decimal("0")).quantize(Decimal("0.01"))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plans=st.lists(payment_plan, min_size=1, max_size=8), cut=st.integers(min_value=0, max_value=16))
def test_orders_payments_refunds_and_settlements_agree_to_the_paisa(plans, cut):
    with transaction.atomic():
        user = StaffFactory(role=Role.ACCOUNTS)
        rows, payments, refunds = [], [], []
        for amount, rate, which, refunded in plans:
            payment = paid_order(from_paise(amount))
            payments.append(payment)
            rows.append(row_of(payment, fee_rate=rate, settlement_id=f"setl_P{which}", utr=f"UTR{which}"))
            back = amount * refunded // 100
            if back:
                refund = refund_of(payment, from_paise(back))
                refunds.append(refund)
                rows.append(row_of(payment, settlement_id=f"setl_P{which}", utr=f"UTR{which}"))
                rows[-1].entity_id, rows[-1].kind, rows[-1].fee = refund.refund_id, "refund", Decimal(0)
                rows[-1].amount = from_paise(back)

        _read(user, rows[:cut])  # a first report, then the whole period: overlapping
        _read(user, rows)
        _read(user, rows)

        lines = SettlementLine.objects.all()
        assert lines.count() == len(rows)
        for settlement in Settlement.objects.all():
            own = lines.filter(settlement=settlement)
            assert settlement.gross - settlement.fees - settlement.tax == settlement.net
            sums = {"amount": settlement.gross, "fee": settlement.fees, "tax": settlement.tax}
            for name, total in {**sums, "net": settlement.net}.items():
                assert _sum(own, name) == total, name
        paid = lines.filter(kind="payment", mismatch__in=["", "fee"])
        assert _sum(paid, "amount") == sum(from_paise(p.amount_paise) for p in payments)
        assert _sum(paid, "amount") == sum(p.order.amount for p in payments)
        back = lines.filter(kind="refund")
        assert all(line.amount < 0 for line in back)
        assert _sum(back, "amount") == -sum((from_paise(r.amount_paise) for r in refunds), Decimal("0"))
        assert not lines.filter(mismatch__in=["unknown", "amount"]).exists()
        settled = Settlement.objects.all()
        assert _sum(settled, "gross") == _sum(lines, "amount") and _sum(settled, "net") == _sum(lines, "net")
        transaction.set_rollback(True)
