"""GSTR-1 defects found in a test month (issue 35), each told by the month that showed it."""

from datetime import datetime
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from core.gst.masters import TOOL_PLACES
from core.gst.period import period_of
from core.gst.portal import TOOL_VERSION, gstr1_json
from core.gst.selectors import gstr1_build, register_rows
from core.gst.sheets import sheet_rows, write_register
from core.gst.tests.months import at, change, ist, make_order
from core.gst.tests.test_gstr1_properties import SCHEMA
from core.invoices.partial import Part
from core.invoices.services import credit_note_issue_for_return
from core.invoices.states import STATES

pytestmark = pytest.mark.django_db
NOV = period_of("2026-11")


def _invoiced(state, lines, day=10, **kw):
    order = make_order(state=state, lines=lines, placed=ist(2026, 11, 1), **kw)
    change(order, ist(2026, 11, day), status="confirm")
    return order


def _refund(order, day: int, paise: int):
    with at(ist(2026, 11, day)):
        return credit_note_issue_for_return(
            order=order, parts=[Part(row=0, quantity=1, paise=paise)], reason="Returned: too small"
        )


def _register(tmp_path) -> list[tuple]:
    path = str(tmp_path / "register.xlsx")
    write_register(path, register_rows(period=NOV), title=NOV.label)
    return list(load_workbook(path).worksheets[0].iter_rows(min_row=3, values_only=True))


def test_a_refund_note_on_a_table_5_invoice_is_reported_in_table_9b_and_names_its_invoice(
    settings_rows, tmp_path
):
    # given an inter-state invoice above Rs 1 lakh (Table 5) and a refund for one of its pieces
    settings_rows(b2cl_threshold=Decimal("100000.00"))
    large = _invoiced("Karnataka", [(3, Decimal("45000.00"))])
    note = _refund(large, 20, 45000_00)

    tables = gstr1_build(period=NOV)

    # then the note is in Table 9B (cdnur), note by note, and Table 7 has nothing negative
    assert [(n.number, n.value, n.credited_number) for n in tables.cdnur] == [
        (note.number, 45000_00, large.invoices.get(kind="invoice").number)
    ]
    assert tables.b2cs == {}
    assert tables.total("b2cl").taxable - tables.total("cdnur").taxable == int(
        (large.invoices.get(kind="invoice").taxable_value - note.taxable_value) * 100
    )
    # and the register's "Credits invoice" column names the invoice the refund reduces
    rows = _register(tmp_path)
    assert [(r[1], r[7]) for r in rows] == [
        ("Tax invoice", ""),
        ("Credit note", large.invoices.get(kind="invoice").number),
    ]


def test_an_invoice_cancelled_in_its_own_period_leaves_no_zero_row_in_table_12():
    # given a sale and its cancellation in November, and another sale that stands
    gone = _invoiced("Delhi", [(2, Decimal("499.00"))], product="mugs")
    _invoiced("Delhi", [(1, Decimal("499.00"))])
    change(gone, ist(2026, 11, 12), status="cancelled")

    tables = gstr1_build(period=NOV)

    # then Table 12 has only the sale that stands: no all-zero mugs row
    assert {key: line.quantity for key, line in tables.hsn.items()} == {("6109", Decimal("5")): 1}


def test_the_register_s_date_column_is_a_spreadsheet_date(tmp_path):
    _invoiced("Delhi", [(1, Decimal("499.00"))], day=7)

    (row,) = _register(tmp_path)

    # a date the spreadsheet sorts and filters as one, shown dd/mm/yyyy (the invoice's day in India)
    assert row[0] == datetime(2026, 11, 7)
    path = str(tmp_path / "register.xlsx")
    assert load_workbook(path).worksheets[0]["A3"].number_format == "dd/mm/yyyy"


def test_the_csv_sheets_spell_each_place_of_supply_as_the_offline_tool_s_master_list(settings_rows):
    # given sales to the places whose printed names the tool spells otherwise
    settings_rows(b2cl_threshold=Decimal("100000.00"))
    _invoiced("Jammu and Kashmir", [(3, Decimal("45000.00"))])  # Table 5
    for state in ("Dadra and Nagar Haveli and Daman and Diu", "Lakshadweep", "Andaman and Nicobar Islands"):
        _invoiced(state, [(1, Decimal("499.00"))])  # Table 7
    tables = gstr1_build(period=NOV)

    # then the "Place Of Supply" cells are the tool's own entries, character for character
    assert [row[3] for row in sheet_rows(tables, "b2cl")[1]] == ["01-Jammu & Kashmir"]
    assert [row[1] for row in sheet_rows(tables, "b2cs")[1]] == [
        "26-Dadra & Nagar Haveli & Daman & Diu",
        "31-Lakshdweep",
        "35-Andaman & Nicobar Islands",
    ]
    # and every state an invoice can name has its entry in the tool's list
    assert set(STATES) <= set(TOOL_PLACES)


def test_the_portal_json_has_version_hash_hsn_descriptions_and_equal_cgst_and_sgst():
    # given a Rs 299 poster at 18% in the shop's own state: 9% CGST + 9% SGST
    _invoiced("Delhi", [(1, Decimal("299.00"))], product="poster")
    _invoiced("Delhi", [(2, Decimal("499.00"))])

    document = gstr1_json(gstr1_build(period=NOV), gstin="07AAKCR4821M1ZZ", fp=NOV.fp)

    # then the file names the tool's release and hash, as the offline tool's own files do
    assert (document["version"], document["hash"]) == (TOOL_VERSION, "hash")
    # each HSN line is described (at most the portal's 30 characters)
    assert {row["hsn_sc"]: row["desc"] for row in document["hsn"]["hsn_b2c"]} == {
        "4911": "Other printed matter",
        "6109": "T-shirts, singlets, vests",
    }
    # and CGST equals SGST on every row, as levied (the half worked out once)
    assert [(row["rt"], row["camt"], row["samt"]) for row in document["b2cs"]] == [
        (5, 23.76, 23.76),
        (18, 22.81, 22.81),
    ]
    assert all(row["camt"] == row["samt"] for row in document["hsn"]["hsn_b2c"])
    assert SCHEMA.iter_errors(document) is not None and not list(SCHEMA.iter_errors(document))
