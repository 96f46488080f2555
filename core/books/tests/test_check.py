"""The file's check before it is served: Tally's envelope, each ledger created once and before use,
each GSTIN once, every voucher complete and summing to zero. And, over generated invoices (any
amounts, rates and rounding), every voucher sums to zero and its ledgers hold the rows' totals."""

from collections import defaultdict
from datetime import date, datetime
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.books.ledgers import ledgers
from core.books.tally_xml import Master, TallyFileError, TallyWriter, tally_check
from core.books.vouchers import (
    CREDIT,
    SALES,
    Bought,
    Voucher,
    purchase_voucher,
    sale_voucher,
)
from core.common.ist import IST
from core.gst.tables import Document

GSTIN = "29AABCT1332L1ZA"
RATES = [Decimal(r) for r in ("0", "5", "12", "18", "28", "40")]


def _write(path, masters, vouchers, company=""):
    with open(path, "wb") as fh, TallyWriter(fh, company) as out:
        for master in masters:
            out.master(master)
        for voucher in vouchers:
            out.voucher(voucher)
    return str(path)


def _voucher(entries, party="Cash Sales", number="RZ/26-27/000001"):
    voucher = Voucher(SALES, number, date(2026, 11, 3), party)
    for name, amount in entries:
        voucher.post(name, amount)
    return voucher


MASTERS = [Master("Cash Sales", "Sundry Debtors"), Master("Sales @ 5%", "Sales Accounts")]


def test_a_balanced_file_passes_and_is_summed(tmp_path):
    path = _write(
        tmp_path / "ok.xml", MASTERS, [_voucher([("Cash Sales", -10500), ("Sales @ 5%", 10500)])], "Rangrez"
    )
    summary = tally_check(path)
    assert summary.vouchers == {"Sales": 1}
    assert summary.totals == {("Sales", "Cash Sales"): -10500, ("Sales", "Sales @ 5%"): 10500}


@pytest.mark.parametrize(
    "masters, entries, problem",
    [
        (MASTERS, [("Cash Sales", -10500), ("Sales @ 5%", 10400)], "add up to -1.00, not zero"),
        (MASTERS[:1], [("Cash Sales", -10500), ("Sales @ 5%", 10500)], "not created before it"),
        (MASTERS, [("Cash Sales", -10500)], "two ledger entries at least"),
        (
            [
                *MASTERS,
                Master("A (x)", "Sundry Debtors", gstin=GSTIN),
                Master("B (x)", "Sundry Debtors", gstin=GSTIN),
            ],
            [("Cash Sales", -1), ("Sales @ 5%", 1)],
            f"GSTIN {GSTIN} is on 2 ledgers",
        ),
        (MASTERS * 2, [("Cash Sales", -1), ("Sales @ 5%", 1)], "NAME and PARENT needed, once"),
    ],
)
def test_a_file_tally_would_refuse_is_not_served(tmp_path, masters, entries, problem):
    path = _write(tmp_path / "bad.xml", masters, [_voucher(entries)])
    with pytest.raises(TallyFileError) as refused:
        tally_check(path)
    assert any(problem in p for p in refused.value.problems), refused.value.problems


def test_the_envelope_and_the_voucher_fields_are_checked(tmp_path):
    wrong = tmp_path / "wrong.xml"
    wrong.write_text("<ENVELOPE><HEADER><TALLYREQUEST>Export</TALLYREQUEST></HEADER><BODY/></ENVELOPE>")
    with pytest.raises(TallyFileError, match="TALLYREQUEST is Import Data"):
        tally_check(str(wrong))
    report = tmp_path / "report.xml"
    report.write_text(
        "<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>"
        "<REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC>"
        "<REQUESTDATA/></IMPORTDATA></BODY></ENVELOPE>"
    )
    with pytest.raises(TallyFileError, match="REPORTNAME Vouchers"):
        tally_check(str(report))
    text = open(
        _write(tmp_path / "ok.xml", MASTERS, [_voucher([("Cash Sales", -5), ("Sales @ 5%", 5)])])
    ).read()
    for broken in (
        text.replace("<DATE>20261103</DATE>", "<DATE>03-11-2026</DATE>"),
        text.replace("<ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE>", "<ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE>"),
        text.replace('ACTION="Create" OBJVIEW', 'ACTION="Delete" OBJVIEW'),
        text.replace(
            "<PARTYLEDGERNAME>Cash Sales</PARTYLEDGERNAME>", "<PARTYLEDGERNAME>Nobody</PARTYLEDGERNAME>"
        ),
        text.replace("<AMOUNT>-0.05</AMOUNT>", "<AMOUNT>-0.05.1</AMOUNT>"),
    ):
        (tmp_path / "broken.xml").write_text(broken)
        with pytest.raises(TallyFileError):
            tally_check(str(tmp_path / "broken.xml"))


def test_names_are_escaped(tmp_path):
    masters = [Master("Kapoor & Sons <Delhi> (x)", "Sundry Debtors"), MASTERS[1]]
    path = _write(
        tmp_path / "amp.xml",
        masters,
        [_voucher([("Kapoor & Sons <Delhi> (x)", -1), ("Sales @ 5%", 1)], party="Kapoor & Sons <Delhi> (x)")],
    )
    assert tally_check(path).vouchers == {"Sales": 1}


# --- over generated invoices -------------------------------------------------------------------

row = st.fixed_dictionaries(
    {
        "rate": st.sampled_from(RATES),
        "taxable": st.integers(0, 10**9),
        "half": st.integers(0, 10**8),
        "igst": st.integers(0, 10**8),
    }
)


def _doc(kind, rows, intra, rounding):
    printed = [
        {
            "rate": str(r["rate"]),
            "taxable": r["taxable"],
            "cgst": r["half"] if intra else 0,
            "sgst": r["half"] if intra else 0,
            "igst": 0 if intra else r["igst"],
            "hsn": "6109",
            "description": "Tee",
            "quantity": 1,
        }
        for r in rows
    ]
    total = sum(p["taxable"] + p["cgst"] + p["sgst"] + p["igst"] for p in printed) + rounding
    at = datetime(2026, 11, 3, 12, tzinfo=IST)
    return Document(kind, "RZ/26-27/000007", 7, at, "07", "Delhi", intra, printed, total, buyer_gstin="")


@settings(max_examples=120, deadline=None)
@given(
    rows=st.lists(row, min_size=1, max_size=6),
    intra=st.booleans(),
    credit=st.booleans(),
    rounding=st.integers(-99, 99),
)
def test_any_invoice_makes_a_voucher_that_sums_to_zero_and_holds_its_rows(
    tmp_path_factory, rows, intra, credit, rounding
):
    names = ledgers()
    doc = _doc("credit" if credit else "invoice", rows, intra, rounding)
    voucher = sale_voucher(doc=doc, party="Cash Sales", day=date(2026, 11, 3), names=names)
    assert voucher.kind == (CREDIT if credit else SALES)
    assert voucher.balance == 0
    sign = -1 if credit else 1
    per_head = defaultdict(int)
    for r in doc.rows:
        rate = Decimal(r["rate"])
        per_head[names.sales(rate)] += sign * r["taxable"]
        for head in ("cgst", "sgst", "igst"):
            if r[head]:
                per_head[names.output(head, rate)] += sign * r[head]
    if rounding:
        per_head[names.name("round_off")] += sign * rounding
    expected = {name: amount for name, amount in per_head.items() if amount}
    assert {name: amount for name, amount in voucher.lines()[1:]} == expected
    assert voucher.lines()[0] == ("Cash Sales", -sign * doc.total)
    # the written file reads back with the same totals, each voucher at zero
    masters = [Master(name, "Sales Accounts") for name in names.used] + [
        Master("Cash Sales", "Sundry Debtors")
    ]
    path = _write(tmp_path_factory.mktemp("h") / "t.xml", masters, [voucher])
    summary = tally_check(path)
    if voucher.empty:  # an invoice of nothing posts nothing
        assert summary.vouchers == {} and doc.total == 0
    else:
        assert {name: amount for (_, name), amount in summary.totals.items()} == dict(voucher.lines())


@settings(max_examples=80, deadline=None)
@given(rows=st.lists(row, min_size=1, max_size=5), intra=st.booleans())
def test_any_supplier_invoice_makes_a_purchase_voucher_that_sums_to_zero(rows, intra):
    names = ledgers()
    by_rate: dict = {}
    for r in rows:
        sums = by_rate.setdefault(r["rate"], {"taxable": 0, "cgst": 0, "sgst": 0, "igst": 0})
        sums["taxable"] += r["taxable"]
        sums["cgst"] += r["half"] if intra else 0
        sums["sgst"] += r["half"] if intra else 0
        sums["igst"] += 0 if intra else r["igst"]
    total = sum(sum(s.values()) for s in by_rate.values())
    bought = Bought("PO-26-000001/SB/1", "SB/1", date(2026, 11, 8), "Sutlej (x)", total, by_rate)
    voucher = purchase_voucher(bought=bought, names=names)
    assert voucher.balance == 0 and voucher.lines()[0] == ("Sutlej (x)", total)
    taxable = sum(a for n, a in voucher.lines() if n.startswith("Purchase @"))
    assert -taxable == sum(s["taxable"] for s in by_rate.values())
