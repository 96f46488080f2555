"""Two overlapping statements read and confirmed at the same moment: each credit pays one order, at
its amount, once (PostgreSQL: SQLite serialises every write transaction)."""

from decimal import Decimal

import pytest
from django.db import connection

from core.banking import services
from core.banking.models import BankColumns, BankCredit, BankStatement, UpiReceipt
from core.banking.tests.statements import HDFC, b64, csv_statement, today, upi_order
from core.orders.models import Order, OrderEvent, PaymentStatus
from core.tests.transactional import migration_seeds, side_by_side


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite serialises every write transaction")
def test_overlapping_statements_read_and_confirmed_at_once_pay_each_order_once(staff):
    migration_seeds()
    BankColumns.objects.create(bank="HDFC Bank", **HDFC)
    orders = [upi_order(f"{400 + i}.00", utr=f"51234567890{i}") for i in range(6)]
    other_amount = upi_order("500.00")
    rows = [(today(), f"UPI/51234567890{i}/payer@okaxis/note", "", f"{400 + i}.00") for i in range(6)]
    decoy = (today(), f"UPI/612345678900/payer@ybl/{other_amount.order_id}", "", "499.00")
    statements = [
        services.bank_statement_upload(
            user=staff, bank="HDFC Bank", file_name=name, content=b64(csv_statement(part))
        )
        for name, part in (("a.csv", rows[:4] + [decoy]), ("b.csv", rows[2:] + [decoy]))
    ]

    # two uploads read at once
    assert side_by_side(lambda s: services.bank_statement_read(statement_id=str(s.pk)), statements) == []
    assert BankCredit.objects.filter(order__isnull=False).count() == 8  # credits 2 and 3 in both

    # and both confirmed in bulk at once
    def confirm(statement: BankStatement) -> None:
        ids = list(BankCredit.objects.filter(statement=statement).values_list("pk", flat=True))
        services.bank_credits_confirm(credit_ids=ids, actor=staff)

    assert side_by_side(confirm, statements) == []

    for order in Order.objects.filter(pk__in=[o.pk for o in orders]):
        assert order.payment_status == PaymentStatus.PAID
        assert OrderEvent.objects.filter(order=order, kind="payment").count() == 1
        assert UpiReceipt.objects.get(order=order).amount == order.amount
    assert UpiReceipt.objects.count() == 6
    assert Order.objects.get(pk=other_amount.pk).payment_status == PaymentStatus.UNPAID
    assert UpiReceipt.objects.values("key").distinct().count() == 6
    assert Decimal(0) not in UpiReceipt.objects.values_list("amount", flat=True)
