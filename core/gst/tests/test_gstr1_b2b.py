"""GSTR-1's B2B half: Table 4A (`b2b`), Table 9B for registered buyers (`cdnr`), the HSN's B2B tab,
in the tool's sheets, the portal's JSON and the register; the B2C tables leave those documents out.
Over generated months (hypothesis): 4A + 5 + 7 - 9B = invoices - credit notes, per head, to the paisa."""

import json
from decimal import Decimal
from pathlib import Path

import jsonschema_rs
import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.gst.b2b_files import B2B, CDNR, b2b_sheet_rows
from core.gst.period import period_of
from core.gst.portal import gstr1_json
from core.gst.selectors import gstr1_build, gstr1_summary, register_rows
from core.gst.sheets import sheet_rows
from core.gst.tables import Heads
from core.gst.tests.months import change, ist, make_order, net_of_documents
from core.orders.models import Order

pytestmark = pytest.mark.django_db
NOV = period_of("2026-11")
SCHEMA = jsonschema_rs.validator_for(
    json.loads((Path(__file__).parents[1] / "gstr1_schema.json").read_text())
)
GSTINS = ["29AABCT1332L1ZA", "27AAPFU0939F1ZV"]
# (typed state, PIN): the place of supply is the PIN's state whatever was typed
PLACES = [("Delhi", "110017"), ("Maharashtra", "411001"), ("Karnatka", "560001"), ("Tamil Nadu", "600001")]


def _order(*, place, lines, gstin="", **kw):
    state, pin = place
    order = make_order(state="Delhi", lines=lines, placed=ist(2026, 10, 30), **kw)
    business = {"business_gstin": gstin, "business_name": f"Buyer {gstin[:2]}" if gstin else ""}
    Order.objects.filter(pk=order.pk).update(ship_state=state, ship_pin_code=pin, **business)
    order.refresh_from_db()
    return order


def _heads(h: Heads) -> tuple:
    return (h.taxable, h.igst, h.cgst, h.sgst)


def test_a_registered_buyers_invoice_is_in_table_4a_only_and_its_note_in_cdnr(settings_rows):
    settings_rows(b2cl_threshold=Decimal("5000.00"))
    b2b = _order(place=PLACES[2], lines=[(3, Decimal("45000.00"))], gstin=GSTINS[0], product="poster")
    b2c = _order(place=PLACES[1], lines=[(1, Decimal("499.00"))])
    change(b2b, ist(2026, 11, 5), status="confirm")
    change(b2c, ist(2026, 11, 6), status="confirm")
    change(b2b, ist(2026, 11, 20), status="cancelled")

    tables = gstr1_build(period=NOV)

    invoice, note = b2b.invoices.get(kind="invoice"), b2b.invoices.get(kind="credit")
    assert [(d.gstin, d.number, d.pos_code) for d in tables.b2b] == [(GSTINS[0], invoice.number, "29")]
    assert [(d.gstin, d.number) for d in tables.cdnr] == [(GSTINS[0], note.number)]
    assert tables.b2cl == [] and tables.cdnur == []  # a large inter-state B2B invoice is not Table 5
    assert [pos for pos, _, _ in tables.b2cs] == ["27"]
    assert sum(line.quantity for line in tables.hsn_b2b.values()) == 0  # 3 sold, 3 credited

    document = gstr1_json(tables, gstin="07AAKCR4821M1ZZ", fp=NOV.fp)
    assert [e.message for e in SCHEMA.iter_errors(document)] == []
    (buyer,) = document["b2b"]
    assert buyer["ctin"] == GSTINS[0] and buyer["inv"][0]["inum"] == invoice.number
    assert buyer["inv"][0]["itms"][0]["itm_det"]["iamt"] == float(invoice.igst)
    assert document["cdnr"][0]["nt"][0]["nt_num"] == note.number
    assert "hsn_b2b" in document["hsn"] and "hsn_b2c" in document["hsn"]

    header, rows = b2b_sheet_rows(tables, "b2b,sez,de")
    assert header == B2B and rows[0][:6] == [
        GSTINS[0],
        "Buyer 29",
        invoice.number,
        "05-Nov-2026",
        f"{invoice.total:.2f}",
        "29-Karnataka",
    ]
    header, rows = b2b_sheet_rows(tables, "cdnr")
    assert header == CDNR and rows[0][2:5] == [note.number, "20-Nov-2026", "C"]
    assert sheet_rows(tables, "hsn(b2b)")[1][0][0] == "4911"

    summary = {t["table"]: t for t in gstr1_summary(period=NOV)["tables"]}
    assert summary["b2b"]["rows"] == summary["cdnr"]["rows"] == 1
    assert [row[-1] for row in register_rows(period=NOV)] == [GSTINS[0], "", GSTINS[0]]


plans = st.fixed_dictionaries(
    {
        "place": st.sampled_from(PLACES),
        "gstin": st.sampled_from(["", "", *GSTINS]),
        "product": st.sampled_from(["tshirts", "mugs", "poster"]),
        "lines": st.lists(
            st.tuples(
                st.integers(1, 4),
                st.sampled_from([Decimal("499.00"), Decimal("2700.00"), Decimal("45000.00")]),
            ),
            min_size=1,
            max_size=3,
        ),
        "shipping": st.sampled_from([Decimal("0"), Decimal("79.00")]),
        "steps": st.lists(
            st.tuples(st.sampled_from(["confirm", "paid", "cancelled", "pending"]), st.integers(0, 31)),
            max_size=4,
        ),
    }
)


def _moment(day: int):
    return ist(2026, 10, 31, 23) if day == 0 else ist(2026, 12, 1, 0) if day == 31 else ist(2026, 11, day, 9)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(month=st.lists(plans, min_size=1, max_size=8), threshold=st.sampled_from(["100000", "5000"]))
def test_tables_4a_5_7_less_9b_are_the_documents_of_the_month(month, threshold, settings_rows):
    with transaction.atomic():
        settings_rows(b2cl_threshold=Decimal(threshold))
        steps = []
        for plan in month:
            order = _order(
                place=plan["place"],
                lines=plan["lines"],
                gstin=plan["gstin"],
                product=plan["product"],
                shipping=plan["shipping"],
            )
            steps += [(day, len(steps), order, step) for step, day in plan["steps"]]
        for day, _, order, step in sorted(steps, key=lambda s: s[:2]):
            values = {"payment_status": "paid"} if step == "paid" else {"status": step}
            change(order, _moment(day), **values)
        tables = gstr1_build(period=NOV)
        net = net_of_documents(NOV)
        reported = (
            tables.total("b2b")
            .plus(tables.total("b2cl"))
            .plus(tables.total("b2cs"))
            .plus(tables.total("cdnr"), -1)
            .plus(tables.total("cdnur"), -1)
        )
        assert _heads(reported) == _heads(net)
        assert _heads(tables.hsn_total().plus(tables.hsn_b2b_total())) == _heads(net)
        assert all(not d.intra_state or d.pos_code == "07" for d in tables.b2b)  # never a guessed state
        document = gstr1_json(tables, gstin="07AAKCR4821M1ZZ", fp=NOV.fp)
        assert [e.message for e in SCHEMA.iter_errors(document)] == []
        transaction.set_rollback(True)
