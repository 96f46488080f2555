"""Whatever the statements say and however the team confirms them (hypothesis): a credit pays at
most one order, an order is paid at most once, and only by a credit of its own amount; no debit,
no UTR given for several orders and no cancelled order makes a payment."""

from decimal import Decimal

import pytest
from django.db import transaction
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.banking import services
from core.banking.models import BankColumns, BankCredit, UpiReceipt
from core.banking.tests.statements import HDFC, KOTAK, b64, csv_statement, kotak_statement, today, upi_order
from core.orders.changes.services import order_update
from core.orders.models import Order, OrderEvent, OrderStatus, PaymentStatus

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


UTRS = ["512345678901", "512345678902"]  # typed by the orders, often by several
# an order: its amount, the UTR its customer typed (an index into UTRS; 2: none), and when it is
# cancelled (never, before the statement is read, or after: between the proposal and its confirmation)
typed_orders_st = st.lists(
    st.tuples(st.sampled_from(AMOUNTS), st.integers(0, 2), st.sampled_from(["open", "before", "after"])),
    min_size=1,
    max_size=6,
)
# a statement row: its UTR (an index into UTRS; 2: one no order typed), the order its narration
# names (an index; past the orders: none), its amount, Dr or Cr, the UTR zero-padded in the reference
rows_st = st.lists(
    st.tuples(st.integers(0, 2), st.integers(0, 8), st.sampled_from(AMOUNTS), st.booleans(), st.booleans()),
    min_size=1,
    max_size=8,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(orders=typed_orders_st, rows=rows_st, batches=st.integers(1, 3))
def test_no_credit_pays_an_order_it_should_not(orders, rows, batches, staff):
    """Shared typed UTRs, debits beside credits (a Dr/Cr statement), orders cancelled before and
    after the proposal: every order paid was paid by a credit (never a debit) of its own amount
    whose UTR no other order was given, and was not cancelled."""
    with transaction.atomic():
        BankColumns.objects.create(bank="Kotak Mahindra Bank", **KOTAK)
        made = [upi_order(amount, utr=UTRS[u] if u < 2 else "") for amount, u, _ in orders]
        for order, (_, _, when) in zip(made, orders, strict=True):
            if when == "before":
                order_update(order=order, actor=staff, status=OrderStatus.CANCELLED)
        lines, debits = [], set()
        for n, (u, named, amount, debit, padded) in enumerate(rows):
            utr = UTRS[u] if u < 2 else f"7{n:011d}"
            note = made[named].order_id if named < len(made) else "payment"
            narration = f"UPI/{'PADDED' if padded else utr}/payer@okaxis/{note}/row{n}"
            lines.append((f"{timezone.localdate():%d-%m-%Y}", narration, f"0000{utr}" if padded else "",
                          amount, "DR" if debit else "CR"))  # fmt: skip
            if debit:
                debits.add(f"row{n}")
        statement = services.bank_statement_upload(
            user=staff, bank="Kotak Mahindra Bank", file_name="k.csv", content=b64(kotak_statement(lines))
        )
        services.bank_statement_read(statement_id=str(statement.pk))
        for order, (_, _, when) in zip(made, orders, strict=True):
            if when == "after":
                order_update(order=Order.objects.get(pk=order.pk), actor=staff, status=OrderStatus.CANCELLED)
        ids = list(BankCredit.objects.filter(statement=statement).values_list("pk", flat=True))
        for start in range(0, len(ids), batches):  # everything proposable, confirmed
            services.bank_credits_confirm(credit_ids=ids[start : start + batches], actor=staff)

        read = BankCredit.objects.filter(statement=statement)
        assert not any(c.narration.rsplit("/", 1)[-1] in debits for c in read)  # no debit read as a credit
        receipts = list(UpiReceipt.objects.select_related("order", "credit"))
        paid = set(Order.objects.filter(payment_status=PaymentStatus.PAID).values_list("pk", flat=True))
        assert paid == {r.order_id for r in receipts}
        for receipt in receipts:
            order, credit = receipt.order, receipt.credit
            assert credit.narration.rsplit("/", 1)[-1] not in debits
            assert receipt.amount == credit.amount == order.amount
            assert order.status != OrderStatus.CANCELLED
            # the UTRs the customers typed (a payment then sets the order's to the credit's)
            typed = {o.pk for o in made if o.upi_reference and o.upi_reference == credit.utr}
            assert len(typed) <= 1  # an unambiguous UTR
            assert typed <= {order.pk} or credit.rule == "order_id"
            assert OrderEvent.objects.filter(order=order, kind="payment").count() == 1
        transaction.set_rollback(True)
