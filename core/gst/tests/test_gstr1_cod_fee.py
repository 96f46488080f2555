"""The cash-on-delivery fee on the GST invoice, taxed as the goods, and so in GSTR-1."""

from decimal import Decimal

import pytest

from core.gst.period import period_of
from core.gst.selectors import gstr1_build
from core.gst.tests.months import change, ist, make_order
from core.invoices.tax import COD_FEE

pytestmark = pytest.mark.django_db
NOV = period_of("2026-11")


def test_the_cod_fee_is_an_invoice_row_at_the_goods_rate_and_in_table_7_and_the_hsn_summary():
    # given a COD order in Delhi: 2 T-shirts at Rs 499, shipping Rs 79 and a Rs 49 COD fee
    order = make_order(
        state="Delhi",
        lines=[(2, Decimal("499.00"))],
        shipping=Decimal("79.00"),
        cod_fee=Decimal("49.00"),
        placed=ist(2026, 11, 1),
    )
    # when it is confirmed (its invoice is issued)
    change(order, ist(2026, 11, 5), status="confirm")

    # then the invoice has a COD fee row at the goods' 5%, no pieces, and totals the order's amount
    invoice = order.invoices.get()
    fee = [row for row in invoice.rows if row["description"] == COD_FEE]
    assert len(fee) == 1 and fee[0]["total"] == 4900 and Decimal(fee[0]["rate"]) == Decimal("5")
    assert invoice.total == order.amount == Decimal("1126.00")
    # and GSTR-1 reports the whole invoice: Table 7 (B2CS) and Table 12 (HSN) carry the fee's value
    tables = gstr1_build(period=NOV)
    assert sum(heads.taxable for heads in tables.b2cs.values()) == int(invoice.taxable_value * 100)
    assert tables.hsn_total().taxable == int(invoice.taxable_value * 100)
    assert {key: line.quantity for key, line in tables.hsn.items()} == {("6109", Decimal("5")): 2}
