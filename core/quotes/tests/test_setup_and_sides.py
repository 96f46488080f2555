"""The desk's setup charges and the faces a request prints: a quote starts with the charges its print
method needs (only embroidery is digitised, only screen printing has screens), the desk removes one
from a draft, and a front-and-back request's order carries both faces."""

from decimal import Decimal

import pytest

from core.catalogue.models import ProductType
from core.orders.designs import design_label
from core.quotes.list_prices import setup_for_method
from core.quotes.models import QuoteLine
from core.quotes.services.accepting import quote_accept
from core.quotes.services.desk import LineIn, quote_create, quote_revision_save
from core.quotes.tests.factories import desk, hoodie_breaks, quote_request, sent_quote

pytestmark = pytest.mark.django_db
CHARGES = {"Screens": Decimal("1500.00"), "Digitising": Decimal("350.00"), "Artwork set-up": Decimal("500")}


def _setup_labels(quote) -> list[str]:
    return [ln.size for ln in quote.latest.lines.filter(kind=QuoteLine.Kind.SETUP)]


@pytest.mark.parametrize(
    ("method", "kept"),
    [
        ("DTG (direct-to-garment)", ["Screens", "Artwork set-up"]),  # a bulk run is screen printed
        ("Embroidery", ["Screens", "Digitising", "Artwork set-up"]),
        ("Screen print", ["Screens", "Artwork set-up"]),
        ("", ["Screens", "Artwork set-up"]),
    ],
)
def test_a_quote_starts_with_the_setup_charges_of_its_print_method(method, kept):
    assert list(setup_for_method(method, CHARGES)) == kept


def test_a_dtg_hoodie_quote_starts_with_screens_and_without_digitising():
    # a bulk run of a DTG hoodie is screen printed: its screens, and nothing to digitise
    hoodie_breaks(print_method="DTG (direct-to-garment)")
    quote = quote_create(request=quote_request(), actor=desk())
    assert _setup_labels(quote) == ["Screens"]

    ProductType.objects.filter(slug="hoodie").update(print_method="Embroidery")
    quote = quote_create(request=quote_request(), actor=desk())
    assert _setup_labels(quote) == ["Screens", "Digitising"]


def _lines(quote, **setup_quantity) -> list[LineIn]:
    return [
        LineIn(
            kind=ln.kind,
            size=ln.size,
            quantity=setup_quantity.get(ln.size, ln.quantity),
            unit_price=ln.unit_price,
            reason=ln.reason,
        )
        for ln in quote.latest.lines.all()
    ]


def _save(quote, lines: list[LineIn]) -> None:
    revision = quote.latest
    quote_revision_save(
        quote=quote,
        actor=desk(),
        lines=lines,
        delivery=revision.delivery,
        valid_until=revision.valid_until,
        dispatch_by=revision.dispatch_by,
        advance_percent=revision.advance_percent,
        terms_days=revision.terms_days,
    )


def test_the_desk_removes_a_setup_charge_from_the_draft():
    quote = quote_create(request=quote_request(), actor=desk())
    assert _setup_labels(quote) == ["Screens", "Digitising"]
    total = quote.latest.total

    _save(quote, _lines(quote, Digitising=0))  # quantity 0: removed

    assert _setup_labels(quote) == ["Screens"]
    assert quote.latest.setup == Decimal("1500.00")
    assert quote.latest.total < total

    _save(quote, [ln for ln in _lines(quote) if ln.kind == QuoteLine.Kind.GOODS])  # left out: removed
    assert _setup_labels(quote) == []


def test_a_front_and_back_request_makes_an_order_printed_on_both_faces():
    quote = sent_quote(positions=("front", "back"))

    order = quote_accept(quote=quote, actor=quote.customer)

    assert order.front_image and order.back_image
    assert design_label(None, front=bool(order.front_image), back=bool(order.back_image)) == (
        "Own design: front, back"
    )


def test_a_back_only_request_prints_on_the_back_alone():
    order = quote_accept(quote=(quote := sent_quote(positions=("back",))), actor=quote.customer)

    assert (bool(order.front_image), bool(order.back_image)) == (False, True)


def test_the_desk_screen_removes_a_setup_charge_by_quantity_0(staff_client):
    quote = quote_create(request=quote_request(), actor=desk())
    revision = quote.latest
    lines = [
        {"kind": ln.kind, "size": ln.size, "quantity": 0 if ln.size == "Screens" else ln.quantity,
         "unit_price": str(ln.unit_price), "reason": ln.reason}
        for ln in revision.lines.all()
    ]  # fmt: skip
    body = {
        "lines": lines,
        "delivery": "0",
        "valid_until": str(revision.valid_until),
        "dispatch_by": str(revision.dispatch_by),
        "advance_percent": "50",
        "terms_days": 0,
        "note": "",
    }

    answer = staff_client.send("put", f"/api/office/quotes/{quote.pk}", body)

    assert answer.status_code == 200, answer.content
    assert _setup_labels(quote) == ["Digitising"]
