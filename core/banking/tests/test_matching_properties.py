"""Whatever the statements say and however the team confirms them (hypothesis): a credit pays at
most one order, an order is paid at most once, and only by a credit of its own amount."""

from decimal import Decimal

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.banking import services
from core.banking.models import BankColumns, BankCredit, UpiReceipt
from core.banking.tests.statements import HDFC, b64, csv_statement, today, upi_order
from core.orders.models import Order, OrderEvent, PaymentStatus

pytestmark = pytest.mark.django_db
AMOUNTS = ["299.00", "499.00", "1077.00"]

orders_st = st.lists(st.tuples(st.sampled_from(AMOUNTS), st.booleans()), min_size=1, max_size=6)
# a credit: which order it names (index), by UTR or by order id, and its amount
credits_st = st.lists(
    st.tuples(st.integers(0, 5), st.sampled_from(["utr", "order_id", "none"]), st.sampled_from(AMOUNTS)),
    min_size=1,
    max_size=8,
)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(orders=orders_st, credits=credits_st, overlap=st.integers(0, 8), batches=st.integers(1, 3))
def test_no_credit_pays_twice_and_none_pays_another_amount(orders, credits, overlap, batches, staff):
    with transaction.atomic():
        BankColumns.objects.create(bank="HDFC Bank", **HDFC)
        made = [
            upi_order(amount, utr=f"5123456789{i:02d}" if has_utr else "")
            for i, (amount, has_utr) in enumerate(orders)
        ]
        rows = []
        for n, (index, how, amount) in enumerate(credits):
            order = made[index % len(made)]
            utr = order.upi_reference if how == "utr" and order.upi_reference else f"7{n:011d}"
            note = order.order_id if how == "order_id" else "payment"
            rows.append((today(), f"UPI/{utr}/payer@okaxis/{note}", "", amount))
        # two statements sharing `overlap` rows, both read and confirmed
        parts = [rows, rows[: overlap % (len(rows) + 1)]]
        ids = []
        for part in parts:
            if not part:
                continue
            statement = services.bank_statement_upload(
                user=staff, bank="HDFC Bank", file_name="s.csv", content=b64(csv_statement(part))
            )
            services.bank_statement_read(statement_id=str(statement.pk))
            ids += list(BankCredit.objects.filter(statement=statement).values_list("pk", flat=True))
        for start in range(0, len(ids), batches):
            services.bank_credits_confirm(credit_ids=ids[start : start + batches], actor=staff)

        receipts = list(UpiReceipt.objects.select_related("order"))
        assert len({r.key for r in receipts}) == len(receipts)
        assert len({r.order_id for r in receipts}) == len(receipts)
        assert all(r.amount == r.order.amount for r in receipts)
        paid = set(Order.objects.filter(payment_status=PaymentStatus.PAID).values_list("pk", flat=True))
        assert paid == {r.order_id for r in receipts}
        for order_pk in paid:
            assert OrderEvent.objects.filter(order_id=order_pk, kind="payment").count() == 1
        assert all(r.amount in {Decimal(a) for a in AMOUNTS} for r in receipts)
        transaction.set_rollback(True)
