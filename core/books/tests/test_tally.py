"""The Tally file of a month: it parses as Tally's import envelope, every voucher's ledger amounts
add up to zero, the sales ledgers equal GSTR-1's tables and the purchase ledgers the purchase
register, to the paisa; the party ledgers come first, each GSTIN once."""

from collections import defaultdict
from datetime import date
from decimal import Decimal

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, given
from hypothesis import settings as hyp_settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from core.banking.models import UpiReceipt
from core.books import files
from core.books.files import gstr1_heads, tally_write
from core.books.ledgers import ledgers
from core.books.tests.month import BUYERS, entries, november, read, receive, sale, vouchers
from core.books.vouchers import MoneyIn
from core.exports.models import ExportJob, ExportStatus
from core.exports.services import export_job_run, export_job_start
from core.gst.period import period_of
from core.gst.selectors import gstr1_build
from core.gst.tables import Heads
from core.gst.tests.months import change, ist
from core.purchasing.tests.factories import purchase
from core.receivables.models import Debtor, Payment, PaymentKind, Receivable
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db
NOV = period_of("2026-11")


@pytest.fixture
def month(tmp_path):
    made = november()
    path = tmp_path / "tally.xml"
    count = tally_write(str(path), params={"month": "2026-11"})
    return made, read(path), count


def _per_ledger(root, kinds) -> dict[str, int]:
    out: dict[str, int] = defaultdict(int)
    for voucher in vouchers(root):
        if voucher.get("VCHTYPE") in kinds:
            for name, amount, _ in entries(voucher):
                out[name] += amount
    return out


def test_the_file_is_tallys_import_envelope_and_every_voucher_sums_to_zero(month):
    made, root, count = month
    assert root.tag == "ENVELOPE" and root.findtext("HEADER/TALLYREQUEST") == "Import Data"
    assert root.findtext("BODY/IMPORTDATA/REQUESTDESC/REPORTNAME") == "Vouchers"
    found = vouchers(root)
    assert len(found) == count == 9  # 4 invoices, 1 credit note, 2 receipts, 2 supplier invoices
    assert sorted(v.get("VCHTYPE") for v in found) == sorted(
        ["Sales"] * 4 + ["Credit Note"] + ["Receipt"] * 2 + ["Purchase"] * 2
    )
    for voucher in found:
        lines = entries(voucher)
        assert sum(amount for _, amount, _ in lines) == 0, voucher.findtext("VOUCHERNUMBER")
        assert all((deemed == "Yes") == (amount < 0) for _, amount, deemed in lines)  # a debit is negative
        assert voucher.get("ACTION") == "Create" and voucher.findtext("VOUCHERTYPENAME") == voucher.get(
            "VCHTYPE"
        )
        assert len(voucher.findtext("DATE")) == 8 and voucher.findtext("DATE").startswith("202611")
        assert voucher.findtext("PARTYLEDGERNAME") == lines[0][0]


def test_the_sales_ledgers_equal_gstr1s_tables_to_the_paisa(month):
    _, root, _ = month
    names = ledgers()
    sold = _per_ledger(root, ("Sales", "Credit Note"))
    tables = gstr1_build(period=NOV)
    net = gstr1_heads(tables)
    file = defaultdict(int)
    for name, amount in sold.items():
        for head, prefix in (
            ("taxable", "Sales @"),
            ("cgst", "Output CGST"),
            ("sgst", "Output SGST"),
            ("igst", "Output IGST"),
        ):
            if name.startswith(prefix):
                file[head] += amount
    assert dict(file) == {"taxable": net.taxable, "cgst": net.cgst, "sgst": net.sgst, "igst": net.igst}
    # per rate too: Table 7's intra-State 5% rows are the 2.5% CGST ledger's
    intra_5 = sum(h.cgst for (pos, intra, rate), h in tables.b2cs.items() if intra and rate == Decimal("5"))
    assert sold[names.output("cgst", Decimal("5"))] == intra_5 > 0
    # the B2B invoice and its credit note: Table 4A less 9B (cdnr)
    b2b = tables.total("b2b").plus(tables.total("cdnr"), -1)
    assert b2b.igst > 0


def test_the_purchase_ledgers_equal_the_purchase_register_to_the_paisa(month, tmp_path):
    made, root, _ = month
    bought = _per_ledger(root, ("Purchase",))
    job = export_job_start(user=made["accounts"], level="purchase", params={"month": "2026-11"})
    export_job_run(job_id=str(job.id))
    rows = list(
        load_workbook(ExportJob.objects.get(pk=job.pk).file.open("rb")).active.iter_rows(values_only=True)
    )
    total = rows[-1]
    assert total[5] == "Total"
    register = {
        h: round(Decimal(str(v)) * 100)
        for h, v in zip(("taxable", "igst", "cgst", "sgst", "total"), total[6:], strict=True)
    }
    file = defaultdict(int)
    for name, amount in bought.items():
        for head, prefix in (
            ("taxable", "Purchase @"),
            ("cgst", "Input CGST"),
            ("sgst", "Input SGST"),
            ("igst", "Input IGST"),
        ):
            if name.startswith(prefix):
                file[head] -= amount  # debits: negative in Tally's sign
        if name.endswith(")"):  # the suppliers' ledgers, credited the invoices' totals
            file["total"] += amount
    assert dict(file) == register
    assert register["igst"] > 0 and register["cgst"] > 0  # an inter-State and a local supplier


def test_the_party_ledgers_come_first_each_gstin_once(month):
    made, root, _ = month
    messages = root.findall("BODY/IMPORTDATA/REQUESTDATA/TALLYMESSAGE")
    kinds = [m[0].tag for m in messages]
    assert kinds == sorted(kinds, key=lambda tag: tag != "LEDGER")  # every ledger before any voucher
    ledgers_ = [m[0] for m in messages if m[0].tag == "LEDGER"]
    gstins = [ledger.findtext("PARTYGSTIN") for ledger in ledgers_ if ledger.findtext("PARTYGSTIN")]
    suppliers = [s.gstin for s in made["suppliers"]]
    assert sorted(gstins) == sorted([BUYERS[0], *suppliers])  # the buyer's two invoices: one ledger
    parents = {ledger.findtext("PARTYGSTIN"): ledger.findtext("PARENT") for ledger in ledgers_}
    assert parents[BUYERS[0]] == "Sundry Debtors"
    assert {parents[g] for g in suppliers} == {"Sundry Creditors"}
    states = {ledger.findtext("PARTYGSTIN"): ledger.findtext("LEDSTATENAME") for ledger in ledgers_}
    assert states[BUYERS[0]] == "Karnataka"
    created = {ledger.get("NAME") for ledger in ledgers_}
    used = {name for voucher in vouchers(root) for name, _, _ in entries(voucher)}
    assert used <= created


def test_b2c_sales_and_their_receipts_go_to_the_cash_sales_ledger(month):
    made, root, _ = month
    by_number = {v.findtext("VOUCHERNUMBER"): v for v in vouchers(root)}
    local = made["local"].invoices.get(kind="invoice")
    assert by_number[local.number].findtext("PARTYLEDGERNAME") == "Cash Sales"
    upi = by_number[f"UPI/{made['local'].order_id}"]
    assert entries(upi) == [
        ("Cash Sales", int(local.total * 100), "No"),
        ("Bank Account", -int(local.total * 100), "Yes"),
    ]
    gateway = by_number[f"PG/{made['b2b'].order_id}"]
    assert gateway.findtext("PARTYLEDGERNAME").endswith(f"({BUYERS[0]})")  # the registered buyer paid
    assert entries(gateway)[1][0] == "Payment Gateway Clearing"
    note = made["again"].invoices.get(kind="credit")
    assert by_number[note.number].get("VCHTYPE") == "Credit Note"
    assert entries(by_number[note.number])[0][1] == int(note.total * 100)  # the party credited


def cod_rows(*, first: date, after: date):
    yield MoneyIn("COD/AWB1", first, "", 129900, "cod", "Delhivery remittance")


def test_ledger_names_are_a_setting_and_cod_remittances_come_through_the_hook(settings, tmp_path):
    november()
    settings.TALLY_LEDGERS = {"bank": "HDFC Bank 0042", "sales": "Sales GST {rate}%"}
    settings.BOOKS_COD_RECEIPTS = "core.books.tests.test_tally.cod_rows"
    path = tmp_path / "tally.xml"
    tally_write(str(path), params={"date_from": "2026-11-01", "date_to": "2026-11-30"})
    root = read(path)
    by_number = {v.findtext("VOUCHERNUMBER"): v for v in vouchers(root)}
    assert entries(by_number["COD/AWB1"]) == [
        ("Cash Sales", 129900, "No"),
        ("COD Remittances (Couriers)", -129900, "Yes"),
    ]
    used = {name for voucher in vouchers(root) for name, _, _ in entries(voucher)}
    assert "HDFC Bank 0042" in used and "Sales GST 5%" in used and "Bank Account" not in used


def test_accounts_export_job_writes_the_file(month):
    made, _, _ = month
    job = export_job_start(user=made["accounts"], level="tally", params={"month": "2026-11", "span": "month"})
    export_job_run(job_id=str(job.id))
    job = ExportJob.objects.get(pk=job.pk)
    assert job.status == ExportStatus.DONE and job.rows_done == job.rows_total == 9
    assert job.file.name.endswith(".xml") and "tally-20261101-20261130" in job.file.name
    assert b"<REPORTNAME>Vouchers</REPORTNAME>" in job.file.open("rb").read()


# --- over generated months ---------------------------------------------------------------------

plans = st.fixed_dictionaries(
    {
        "state": st.sampled_from(["Delhi", "Maharashtra", "Karnataka"]),
        "gstin": st.sampled_from(["", "", *BUYERS]),
        "product": st.sampled_from(["tshirts", "mugs", "poster"]),
        "lines": st.lists(
            st.tuples(st.integers(1, 4), st.decimals(min_value=1, max_value=60000, places=2)),
            min_size=1,
            max_size=3,
        ),
        "shipping": st.sampled_from([Decimal("0"), Decimal("79.00")]),
        "cancel": st.booleans(),
    }
)


@hyp_settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(month=st.lists(plans, min_size=1, max_size=5))
def test_any_month_balances_and_equals_gstr1_to_the_paisa(month, tmp_path):
    with transaction.atomic():
        for day, plan in enumerate(month, start=2):
            order = sale(
                state=plan["state"], lines=plan["lines"], gstin=plan["gstin"], product=plan["product"],
                shipping=plan["shipping"],
            )  # fmt: skip
            change(order, ist(2026, 11, day), status="confirm")
            if plan["cancel"]:
                change(order, ist(2026, 11, day + 10), status="cancelled")
        path = tmp_path / "month.xml"
        tally_write(str(path), params={"month": "2026-11"})  # checks and reconciles, or raises
        root = read(path)
        for voucher in vouchers(root):
            assert sum(amount for _, amount, _ in entries(voucher)) == 0
        net = gstr1_heads(gstr1_build(period=NOV))
        sold = _per_ledger(root, ("Sales", "Credit Note"))
        assert sum(a for n, a in sold.items() if n.startswith("Sales @")) == net.taxable
        assert sum(a for n, a in sold.items() if n.startswith("Output")) == net.cgst + net.sgst + net.igst
        gstins = [g.text for g in root.iter("PARTYGSTIN")]
        assert len(gstins) == len(set(gstins))
        transaction.set_rollback(True)


def test_the_file_reads_in_pages_not_per_document(tmp_path):
    """The queries do not grow with the period's documents, receipts and supplier invoices."""
    made = november()

    def queries() -> int:
        with CaptureQueriesContext(connection) as seen:
            tally_write(str(tmp_path / "q.xml"), params={"month": "2026-11"})
        return len(seen.captured_queries)

    before = queries()
    for day in (21, 22, 23):
        order = sale(state="Maharashtra", lines=[(1, Decimal("799.00"))], gstin=BUYERS[1])
        change(order, ist(2026, 11, day), status="confirm")
        UpiReceipt.objects.create(
            key=f"utr:{day}", order=order, amount=order.amount, confirmed_by=made["accounts"],
            confirmed_at=ist(2026, 11, day),
        )  # fmt: skip
    receive(
        purchase(supplier_=made["suppliers"][1], lines=[(blank(size="XL"), 3, "80.00")]),
        date(2026, 11, 24),
        "PK/79",
    )
    assert queries() == before


def test_a_business_payment_is_a_receipt_from_its_debtor(tmp_path):
    made = november()
    order = made["b2b"]
    debtor = Debtor.objects.create(
        key=f"gstin:{BUYERS[0]}", name="Tarang Textiles", gstin=BUYERS[0], customer=order.customer
    )
    receivable = Receivable.objects.create(
        order=order, debtor=debtor, quote_number="Q-26-000001", total=order.amount, advance_percent=50,
        advance=order.amount / 2, dispatch_by=date(2026, 11, 30),
    )  # fmt: skip
    Payment.objects.create(
        receivable=receivable,
        kind=PaymentKind.ADVANCE,
        amount=Decimal("5000.00"),
        received_on=date(2026, 11, 12),
        utr="UTR123",
    )
    path = tmp_path / "t.xml"
    tally_write(str(path), params={"month": "2026-11"})
    (voucher,) = [v for v in vouchers(read(path)) if v.findtext("VOUCHERNUMBER").startswith("BP/")]
    party = voucher.findtext("PARTYLEDGERNAME")
    assert party.endswith(f"({BUYERS[0]})")  # the same ledger as the buyer's sales: one per GSTIN
    assert entries(voucher) == [(party, 500000, "No"), ("Bank Account", -500000, "Yes")]
    assert voucher.findtext("DATE") == "20261112" and "UTR123" in voucher.findtext("NARRATION")


def test_a_file_that_does_not_equal_gstr1_fails_its_job_and_is_not_served(monkeypatch):
    made = november()
    monkeypatch.setattr(files, "gstr1_heads", lambda tables: Heads(taxable=1))
    job = export_job_start(user=made["accounts"], level="tally", params={"month": "2026-11"})
    with pytest.raises(files.TallyFileError):
        export_job_run(job_id=str(job.id))
    job = ExportJob.objects.get(pk=job.pk)
    assert job.status == ExportStatus.FAILED and "in GSTR-1" in job.error
    assert job.download_url is None and not job.file
