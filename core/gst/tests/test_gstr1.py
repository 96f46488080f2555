"""GSTR-1's tables, files and screen from the documents a shop issues: a few months told by hand."""

import csv
import io
import json
import zipfile
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from core.exports.models import ExportJob, ExportStatus
from core.exports.services import export_job_start
from core.gst.b2b_files import B2B, CDNR
from core.gst.period import period_of
from core.gst.portal import gstr1_json
from core.gst.selectors import gstr1_build
from core.gst.sheets import B2CL, B2CS, CDNUR, DOCS, HSN
from core.gst.tests.months import at, change, ist, make_order
from core.jobs.tests.worker import run_ready_tasks
from core.orders.aftersales.services import ReplacementLine, order_replacement_create

pytestmark = pytest.mark.django_db
NOV = period_of("2026-11")


def _invoiced(state, lines, day=10, **kw):
    order = make_order(state=state, lines=lines, placed=ist(2026, 11, 1), **kw)
    change(order, ist(2026, 11, day), status="confirm")
    return order


def test_rule_59_4_threshold_puts_inter_state_invoices_above_one_lakh_in_table_5(settings_rows):
    # given the threshold of Notification 12/2024-CT (Rs 1 lakh) and posters at 18%
    settings_rows(b2cl_threshold=Decimal("100000.00"))
    _invoiced("Maharashtra", [(2, Decimal("50000.00"))], product="poster")  # exactly 1 lakh: Table 7
    large = _invoiced("Karnataka", [(1, Decimal("100000.01"))], product="poster")  # above: Table 5
    _invoiced(
        "Delhi", [(4, Decimal("50000.00"))], product="poster"
    )  # intra-state: Table 7 whatever the value

    # when the month is built
    tables = gstr1_build(period=NOV)

    # then only the inter-state invoice above the threshold is reported on its own
    assert [inv.number for inv in tables.b2cl] == [large.invoices.get().number]
    assert tables.b2cl[0].pos_code == "29"
    assert sorted((pos, intra) for pos, intra, _ in tables.b2cs) == [("07", True), ("27", False)]


def test_credit_notes_go_to_table_9b_for_large_invoices_and_are_netted_in_table_7_otherwise(settings_rows):
    settings_rows(b2cl_threshold=Decimal("100000.00"))
    large = _invoiced("Karnataka", [(3, Decimal("45000.00"))])
    small = _invoiced("Maharashtra", [(2, Decimal("499.00"))])
    change(large, ist(2026, 11, 20), status="cancelled")
    change(small, ist(2026, 11, 21), status="cancelled")

    tables = gstr1_build(period=NOV)

    note = large.invoices.get(kind="credit")
    assert [(n.number, n.value) for n in tables.cdnur] == [(note.number, int(note.total * 100))]
    # the small invoice and its credit note cancel out in Table 7
    assert {key[0]: heads.taxable for key, heads in tables.b2cs.items()} == {"27": 0}
    assert tables.total("b2cl").taxable == tables.total("cdnur").taxable


def test_hsn_summary_by_the_setting_s_digits_and_shipping_without_pieces(settings_rows):
    settings_rows(hsn_digits=4)
    _invoiced("Delhi", [(2, Decimal("499.00")), (1, Decimal("299.00"))], shipping=Decimal("79.00"))
    _invoiced("Maharashtra", [(3, Decimal("299.00"))], product="mugs")

    tables = gstr1_build(period=NOV)

    # T-shirts (6109) at 5% with their shipping: 3 pieces; mugs (6912) at 5%: 3 pieces
    assert {key: line.quantity for key, line in tables.hsn.items()} == {
        ("6109", Decimal("5")): 3,
        ("6912", Decimal("5")): 3,
    }
    assert tables.hsn_total().taxable == tables.total("b2cs").taxable


def test_documents_issued_name_each_series_first_and_last_number():
    orders = [_invoiced("Delhi", [(1, Decimal("499.00"))], day=d) for d in (3, 4, 5)]
    change(orders[0], ist(2026, 11, 6), status="cancelled")
    change(orders[1], ist(2026, 12, 2), status="cancelled")  # next month: not in November

    tables = gstr1_build(period=NOV)

    series = {
        kind: (s.first[1], s.last[1], s.total, s.cancelled, s.issued) for (kind, _), s in tables.docs.items()
    }
    invoices = [o.invoices.get(kind="invoice").number for o in orders]
    assert series["invoice"] == (invoices[0], invoices[2], 3, 0, 3)
    assert series["credit"][2:] == (1, 0, 1)


def test_a_quarter_is_the_financial_year_s_and_named_by_its_last_month():
    quarter = period_of("2026-11", "quarter")
    assert (quarter.first.isoformat(), quarter.after.isoformat(), quarter.fp) == (
        "2026-10-01",
        "2027-01-01",
        "122026",
    )
    assert period_of("2027-02", "quarter").fp == "032027"
    with pytest.raises(ValueError):
        period_of("2026-13")


def _run(capture, user, level: str) -> ExportJob:
    with capture(execute=True):
        job = export_job_start(user=user, level=level, params={"month": "2026-11", "span": "month"})
    run_ready_tasks()
    job.refresh_from_db()
    assert job.status == ExportStatus.DONE, job.error
    return job


def test_the_downloads_are_the_tool_s_csv_sheets_the_portal_json_and_the_register(
    django_capture_on_commit_callbacks, staff
):
    settings_big = _invoiced("Karnataka", [(3, Decimal("45000.00"))])
    _invoiced("Delhi", [(2, Decimal("499.00"))], shipping=Decimal("79.00"))
    change(settings_big, ist(2026, 11, 25), status="cancelled")

    csv_job = _run(django_capture_on_commit_callbacks, staff, "gst_csv")
    json_job = _run(django_capture_on_commit_callbacks, staff, "gst_json")
    register_job = _run(django_capture_on_commit_callbacks, staff, "register")

    with zipfile.ZipFile(csv_job.file.open("rb")) as archive:
        sheets = {
            name.split("/")[-1]: list(csv.reader(io.StringIO(archive.read(name).decode())))
            for name in archive.namelist()
        }
    assert {name: rows[0] for name, rows in sheets.items()} == {
        "b2cs.csv": B2CS,
        "b2cl.csv": B2CL,
        "cdnur.csv": CDNUR,
        "hsn(b2c).csv": HSN,
        "docs.csv": DOCS,
        "b2b,sez,de.csv": B2B,
        "cdnr.csv": CDNR,
        "hsn(b2b).csv": HSN,
    }
    assert sheets["b2cl.csv"][1][3] == "29-Karnataka"
    assert sheets["cdnur.csv"][1][0:4] == [
        "B2CL",
        settings_big.invoices.get(kind="credit").number,
        "25-Nov-2026",
        "C",
    ]

    document = json.loads(json_job.file.open("rb").read())
    assert (document["gstin"], document["fp"]) == ("07AAKCR4821M1ZZ", "112026")
    assert set(document) == {"gstin", "fp", "version", "hash", "b2cs", "b2cl", "cdnur", "hsn", "doc_issue"}
    assert json_job.rows_done == json_job.rows_total == 3

    sheet = load_workbook(register_job.file.open("rb"), read_only=True).worksheets[0]
    rows = list(sheet.iter_rows(min_row=3, values_only=True))
    assert [r[1] for r in rows] == ["Tax invoice", "Tax invoice", "Credit note"]
    assert round(sum(r[8] for r in rows), 2) == round(
        float(gstr1_build(period=NOV).total("b2cs").taxable) / 100, 2
    )


def test_an_exchanges_replacement_is_no_invoice_only_a_delivery_challan_in_table_13(staff_client):
    # given a sale in November and, later that month, its free replacement (an exchange)
    sale = _invoiced("Maharashtra", [(1, Decimal("499.00"))], day=3)
    with at(ist(2026, 11, 20)):
        replacement = order_replacement_create(
            original=sale,
            lines=[ReplacementLine(line=sale.lines.get(), size="L", quantity=1)],
            actor=None,
            note="",
        )
    challan = replacement.invoices.get()

    tables = gstr1_build(period=NOV)

    # no invoice and no value for it (CGST Rule 55(1)(c): no supply, a challan), in any table
    assert challan.kind == "challan" and challan.number.startswith("DC/26-27/")
    assert tables.documents == 1  # the sale's invoice
    invoices = tables.docs[("invoice", "RZ/26-27")]
    assert (invoices.total, invoices.issued) == (1, 1)
    assert tables.total("b2cs").taxable + tables.total("b2cs").igst == 49900
    # Table 13's row 12, "Delivery Challan in cases other than by way of supply", has it
    portal = gstr1_json(tables, gstin="07AAACR5055K1Z1", fp=NOV.fp)
    rows = {row["doc_num"]: row["docs"] for row in portal["doc_issue"]["doc_det"]}
    assert set(rows) == {1, 12}
    assert [(d["from"], d["to"], d["totnum"]) for d in rows[1]] == [(sale.invoices.get().number,) * 2 + (1,)]
    assert [(d["from"], d["totnum"]) for d in rows[12]] == [(challan.number, 1)]
    body = staff_client.get("/api/office/gstr1?month=2026-11&span=month").json()
    assert body["documents"] == 1
    assert [(d["nature"][:16], d["total"]) for d in body["documents_issued"]] == [
        ("Invoices for out", 1),
        ("Delivery Challan", 1),
    ]
