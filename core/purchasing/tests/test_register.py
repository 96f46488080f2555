"""The purchase register: its rows and totals equal the purchase orders' lines to the paisa, however
the deliveries were split; the month is the supplier invoice's; the XLSX is written by an export job."""

from datetime import date
from decimal import Decimal

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.errors import NotAllowed
from core.exports.models import ExportJob, ExportStatus
from core.exports.services import export_job_run, export_job_start
from core.purchasing.models import PurchaseOrder
from core.purchasing.selectors import register_receipts
from core.purchasing.services import ReceivedIn, purchase_order_receive
from core.purchasing.tests.factories import purchase, supplier
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
HEADS = ("taxable", "cgst", "sgst", "igst", "total")

line_plan = st.tuples(
    st.integers(min_value=1, max_value=60),  # ordered
    st.integers(min_value=1, max_value=5_000_00),  # rate in paise
    st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=4),  # split into parts
)


def _split(quantity: int, parts: list[int]) -> list[int]:
    shares = [quantity * p // sum(parts) for p in parts[:-1]]
    return [*shares, quantity - sum(shares)]


def _sum(rows, name):
    return sum((getattr(r, name) for r in rows), Decimal("0"))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    plans=st.lists(
        st.tuples(st.booleans(), st.lists(line_plan, min_size=1, max_size=3)), min_size=1, max_size=3
    )
)
def test_the_registers_totals_equal_the_purchase_orders_lines_to_the_paisa(plans):
    with transaction.atomic():
        items = [blank(size=size) for size in ("S", "M", "L")]
        local, far = supplier(), supplier(state="27", name="Pune Knits")
        for intra, lines in plans:
            order = purchase(
                supplier_=local if intra else far,
                lines=[(items[i], q, Decimal(r) / 100) for i, (q, r, _) in enumerate(lines)],
            )
            # each line arrives in parts (shares of its quantity, the last part the rest), a
            # supplier invoice for each step
            pieces = [_split(quantity, parts) for quantity, _, parts in lines]
            for step in range(4):
                got = [
                    ReceivedIn(line_id=line.pk, quantity=split[step])
                    for line, split in zip(order.lines.order_by("id"), pieces, strict=True)
                    if step < len(split) and split[step]
                ]
                if got:
                    purchase_order_receive(
                        order=order,
                        lines=got,
                        supplier_invoice_number=f"INV-{order.pk}-{step}",
                        supplier_invoice_date=date(2026, 11, 1 + step),
                        actor=None,
                    )
        rows = list(register_receipts(month="2026-11"))
        lines = [line for o in PurchaseOrder.objects.all() for line in o.lines.all()]
        assert all(line.to_come == 0 for line in lines)
        for name in HEADS:
            assert _sum(rows, name) == _sum(lines, name), name
            assert _sum(rows, name) == _sum(PurchaseOrder.objects.all(), name), name
        for row in rows:  # each supplier invoice's heads are its lines' heads
            for name in ("taxable", "cgst", "sgst", "igst"):
                assert getattr(row, name) == _sum(row.lines.all(), name)
        transaction.set_rollback(True)


def test_the_month_is_the_supplier_invoices_and_the_export_writes_it(tmp_path):
    order = purchase(lines=[(blank(), 10, "100.00")])
    line = order.lines.get()
    for day, quantity, number in ((date(2026, 10, 31), 4, "SB/10"), (date(2026, 11, 2), 6, "SB/11")):
        purchase_order_receive(
            order=order,
            lines=[ReceivedIn(line_id=line.pk, quantity=quantity)],
            supplier_invoice_number=number,
            supplier_invoice_date=day,
            actor=None,
        )
    accounts = StaffFactory(role=Role.ACCOUNTS)
    job = export_job_start(user=accounts, level="purchase", params={"month": "2026-11"})
    export_job_run(job_id=str(job.id))
    job = ExportJob.objects.get(pk=job.pk)
    assert job.status == ExportStatus.DONE and job.rows_done == 1
    sheet = load_workbook(job.file.open("rb")).active
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[0][0] == "Purchase register: November 2026"
    assert rows[1] == (
        "Invoice date", "Supplier invoice", "Supplier", "Supplier GSTIN", "Purchase order", "Supply",
        "Taxable value", "IGST", "CGST", "SGST", "Total",
    )  # fmt: skip
    first = rows[2]
    assert first[1:6] == ("SB/11", "Sutlej Blanks", order.supplier.gstin, "PO-26-000001", "Intra-state")
    assert first[6:] == (600, 0, 15, 15, 630)  # 6 x 100, 5% as CGST 2.5% + SGST 2.5%
    assert rows[3][5:] == ("Total", 600, 0, 15, 15, 630)


def test_the_purchase_register_needs_manage_purchases():
    with pytest.raises(NotAllowed):
        export_job_start(
            user=StaffFactory(role=Role.PRINT_FLOOR), level="purchase", params={"month": "2026-11"}
        )


@pytest.mark.parametrize(
    ("gstin_state", "supply", "heads"),
    [("same", "Intra-state", (0, 1.81, 1.8)), ("29", "Inter-state", (3.61, 0, 0)), ("", None, (3.61, 0, 0))],
)
def test_the_gateway_s_fees_of_the_month_s_settlements_are_input_tax_rows(
    tmp_path, settings, gstin_state, supply, heads
):
    from core.invoices.models import InvoiceSettings
    from core.payments.models import Settlement, SettlementReport

    shop_state = InvoiceSettings.objects.get().state_code
    state = {"same": shop_state, "29": "29" if shop_state != "29" else "27", "": ""}[gstin_state]
    settings.SHOP_GATEWAY_GSTIN = f"{state}AAGCR4375J1ZU" if state else ""
    accounts = StaffFactory(role=Role.ACCOUNTS)
    report = SettlementReport.objects.create(file_name="s.csv", uploaded_by=accounts)
    for day, number, fees, tax in (
        (date(2026, 11, 3), "setl_Nov", "20.05", "3.61"),
        (date(2026, 12, 1), "setl_Dec", "10.00", "1.80"),  # next month's
        (date(2026, 11, 4), "setl_NoFee", "0", "0"),  # nothing bought
    ):
        Settlement.objects.create(gateway="razorpay", settlement_id=number, settled_on=day, report=report,
                                  fees=Decimal(fees), tax=Decimal(tax))  # fmt: skip
    job = export_job_start(user=accounts, level="purchase", params={"month": "2026-11"})
    export_job_run(job_id=str(job.id))
    job = ExportJob.objects.get(pk=job.pk)
    assert job.status == ExportStatus.DONE and job.rows_done == 1
    rows = list(load_workbook(job.file.open("rb")).active.iter_rows(values_only=True))
    shown = supply or "Not known (no GSTIN)"
    assert rows[2][1:6] == ("setl_Nov", "Razorpay", settings.SHOP_GATEWAY_GSTIN, "", shown)
    assert rows[2][6:] == (20.05, *heads, 23.66)
    assert rows[3][5:] == ("Total", 20.05, *heads, 23.66)
