"""The opening stock from a spreadsheet: new blanks are added, a listed blank's on hand becomes the
count through one "count" movement, a bad row changes nothing, and the admin's import page takes
an XLSX."""

import io

import pytest
import tablib
from django.core.files.uploadedfile import SimpleUploadedFile
from openpyxl import Workbook

from core.stock.models import AdjustReason, BlankItem, MovementKind, StockMovement
from core.stock.resources import BlankItemResource
from core.stock.selectors import stock_recount
from core.stock.tests.factories import blank

pytestmark = pytest.mark.django_db

XLSX = "0"  # the admin's formats: XLSX, CSV, JSON
HEADERS = ("product_type", "sleeve", "colour", "size", "on_hand", "low_stock_at")


def _import(rows, *, user=None, dry_run=False):
    data = tablib.Dataset(*rows, headers=HEADERS)
    return BlankItemResource().import_data(data, dry_run=dry_run, user=user, raise_errors=False)


def test_the_opening_stock_adds_blanks_and_counts_listed_ones(staff):
    listed = blank(size="L", on_hand=7)
    result = _import(
        [
            ("tshirts", "Half Sleeve", "Black", "M", "40", "10"),
            ("tshirts", "Half Sleeve", "Black", "L", "5", "2"),
            ("hoodie", "", "Charcoal", "XL", "12", "0"),
        ],
        user=staff,
    )
    errors = [(e.error, e.traceback) for row in result.rows for e in row.errors] + [
        e.traceback for e in result.base_errors
    ]
    assert errors == [] and not result.has_validation_errors()
    m = BlankItem.objects.get(size="M", colour="Black")
    assert (m.on_hand, m.low_stock_at, m.colour_hex) == (40, 10, "#222222")
    listed.refresh_from_db()
    assert listed.on_hand == 5
    count = StockMovement.objects.filter(item=listed, kind=MovementKind.ADJUST).get()
    assert (count.on_hand_delta, count.reason, count.actor) == (-2, AdjustReason.COUNT, staff)
    assert stock_recount() == []


def test_a_bad_row_changes_nothing():
    result = _import(
        [("tshirts", "Half Sleeve", "Black", "M", "4", "0"), ("capes", "", "Black", "M", "4", "0")]
    )
    assert result.has_validation_errors() or result.has_errors()
    assert not BlankItem.objects.exists()


def test_the_admin_imports_an_xlsx(desk):
    book = Workbook()
    sheet = book.active
    sheet.append(HEADERS)
    sheet.append(("tshirts", "Full Sleeve", "White", "S", 25, 5))
    raw = io.BytesIO()
    book.save(raw)
    upload = SimpleUploadedFile("opening.xlsx", raw.getvalue())
    page = desk.post(
        "/admin/stock/blankitem/import/", {"import_file": upload, "format": XLSX, "resource": "0"}
    )
    assert page.status_code == 200, page.content[:300]
    confirm = page.context["confirm_form"]
    done = desk.post("/admin/stock/blankitem/process_import/", confirm.initial)
    assert done.status_code == 302
    assert BlankItem.objects.get(colour="White", sleeve="Full Sleeve", size="S").on_hand == 25
