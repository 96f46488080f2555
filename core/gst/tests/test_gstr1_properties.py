"""Over generated months of orders, confirmations, payments, cancellations (some in the invoice's own
month) and refund notes (sales returns, on Table 5 invoices too): the tables add up
to the documents issued, to the paisa, whatever the mix (hypothesis)."""

import json
from decimal import Decimal
from pathlib import Path

import jsonschema_rs
import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.gst.period import period_of
from core.gst.portal import gstr1_json
from core.gst.selectors import gstr1_build
from core.gst.tables import Heads
from core.gst.tests.months import STATES, at, change, ist, make_order, net_of_documents
from core.invoices.models import Invoice
from core.invoices.partial import Part
from core.invoices.services import credit_note_issue_for_return

pytestmark = pytest.mark.django_db
SCHEMA = jsonschema_rs.validator_for(
    json.loads((Path(__file__).parents[1] / "gstr1_schema.json").read_text())
)

prices = st.sampled_from(
    [
        Decimal("299.00"),
        Decimal("499.00"),
        Decimal("2399.50"),
        Decimal("2700.00"),
        Decimal("19999.00"),
        Decimal("45000.00"),
    ]
)
order_plans = st.fixed_dictionaries(
    {
        "state": st.sampled_from(STATES),
        "product": st.sampled_from(["tshirts", "mugs", "poster", "hoodie"]),
        "lines": st.lists(st.tuples(st.integers(1, 4), prices), min_size=1, max_size=3),
        "shipping": st.sampled_from([Decimal("0"), Decimal("79.00")]),
        "same_period": st.booleans(),
        "discount": st.sampled_from([Decimal("0"), Decimal("149.70"), Decimal("1000.00")]),
        # what happens to it, and on which day: 0 the month before, 1-30 this month, 31 the next
        "steps": st.lists(
            st.tuples(
                st.sampled_from(["confirm", "paid", "cancelled", "pending", "refund"]), st.integers(0, 31)
            ),
            max_size=4,
        ),
    }
)


def _moment(day: int):
    if day == 0:
        return ist(2026, 10, 31, 23)
    if day == 31:
        return ist(2026, 12, 1, 0)
    return ist(2026, 11, day, 9)


def _play(plans: list[dict]) -> None:
    """Place the orders, then play every step in time order (numbers follow time, as in the shop)."""
    steps = []
    for plan in plans:
        order = make_order(
            state=plan["state"],
            lines=plan["lines"],
            shipping=plan["shipping"],
            discount=plan["discount"],
            product=plan["product"],
            placed=ist(2026, 10, 30),
        )
        steps += [(day, len(steps), order, step) for step, day in plan["steps"]]
        if plan["same_period"]:  # invoiced and cancelled within the month
            steps += [(5, len(steps), order, "confirm"), (25, len(steps) + 1, order, "cancelled")]
    for day, _, order, step in sorted(steps, key=lambda s: s[:2]):
        if step == "paid":
            change(order, _moment(day), payment_status="paid")
        elif step == "refund":
            _refund(order, _moment(day))
        else:
            change(order, _moment(day), status=step)


def _refund(order, moment) -> None:
    """A sales return's credit note for a quarter of the first row (at most 4 steps: never more than
    the row), when the order has an invoice no credit note cancels."""
    invoice = order.invoices.filter(kind=Invoice.Kind.INVOICE, credit_note__isnull=True).first()
    if invoice is None:
        return
    with at(moment):
        credit_note_issue_for_return(
            order=order, parts=[Part(row=0, quantity=1, paise=invoice.rows[0]["total"] // 4)], reason="return"
        )


def _heads(h: Heads) -> tuple:
    return (h.taxable, h.igst, h.cgst, h.sgst)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(plans=st.lists(order_plans, min_size=1, max_size=8), threshold=st.sampled_from(["100000", "5000"]))
def test_the_tables_add_up_to_the_documents_of_the_period(plans, threshold, settings_rows):
    with transaction.atomic():
        settings_rows(b2cl_threshold=Decimal(threshold))
        _play(plans)
        period = period_of("2026-11")
        tables = gstr1_build(period=period)
        net = net_of_documents(period)

        # Table 7 + Table 5 - Table 9B = invoices - credit notes, per tax head, to the paisa
        assert _heads(
            tables.total("b2cs").plus(tables.total("b2cl")).plus(tables.total("cdnur"), -1)
        ) == _heads(net)
        # Table 12's totals are the same net figures, with no all-zero line
        assert _heads(tables.hsn_total()) == _heads(net)
        assert all(line.quantity or line.heads != Heads() for line in tables.hsn.values())
        # every note on a Table 5 invoice is in Table 9B, and CGST equals SGST on every Table 7 row
        start, end = period.bounds()
        limit = Decimal(threshold)
        notes_on_large = {
            note.number
            for note in Invoice.objects.filter(kind="credit", issued_at__gte=start, issued_at__lt=end)
            if (original := note.credited or note.against).total > limit and not original.intra_state
        }
        assert {n.number for n in tables.cdnur} == notes_on_large
        assert all(h.cgst == h.sgst for (_, intra, _), h in tables.b2cs.items() if intra)
        # Table 13: each series' counts are the documents of the period, first to last
        for kind in (Invoice.Kind.INVOICE, Invoice.Kind.CREDIT_NOTE):
            issued = list(
                Invoice.objects.filter(kind=kind, issued_at__gte=start, issued_at__lt=end)
                .order_by("sequence")
                .values_list("number", flat=True)
            )
            series = [s for (k, _), s in tables.docs.items() if k == kind]
            assert sum(s.issued for s in series) == len(issued)
            if issued:
                (only,) = series
                assert (only.first[1], only.last[1], only.total, only.cancelled) == (
                    issued[0],
                    issued[-1],
                    len(issued),
                    0,
                )
        # the portal's JSON validates against the schema written from its published shape
        document = gstr1_json(tables, gstin="07AAKCR4821M1ZZ", fp=period.fp)
        errors = [e.message for e in SCHEMA.iter_errors(document)]
        assert errors == []
        transaction.set_rollback(True)
