"""Catalogue spreadsheets: export, and imports that preview first and change nothing when a row is bad."""

import csv
import io
from decimal import Decimal

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from core.catalogue.models import CatalogueItem, ProductType

pytestmark = pytest.mark.django_db
CSV_FORMAT = "1"  # XLSX, CSV, JSON


def _csv(rows: list[list]) -> SimpleUploadedFile:
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    return SimpleUploadedFile("upload.csv", out.getvalue().encode(), content_type="text/csv")


def _import(desk, path: str, rows: list[list]):
    return desk.post(path, {"format": CSV_FORMAT, "resource": "0", "import_file": _csv(rows)})


ITEM_HEADER = [
    "id",
    "name",
    "product_type",
    "price",
    "old_price",
    "colour_name",
    "colour_hex",
    "sizes",
    "description",
    "active",
    "position",
]


def test_item_import_with_a_bad_row_reports_the_row_and_changes_nothing(desk):
    before = list(CatalogueItem.objects.order_by("id").values())
    response = _import(
        desk,
        "/admin/catalogue/catalogueitem/import/",
        [
            ITEM_HEADER,
            ["", "Good Tee", "tshirts", "499", "799", "Black", "#222222", "S, M", "A fine tee", "1", "50"],
            ["", "Bad Tee", "tshirts", "-5", "799", "Black", "not-a-colour", "S", "Broken", "1", "51"],
            [
                "",
                "Ghost Tee",
                "no-such-type",
                "499",
                "799",
                "Black",
                "#222222",
                "S",
                "Unknown type",
                "1",
                "52",
            ],
            [
                "",
                "Odd Size Tee",
                "tshirts",
                "499",
                "799",
                "Black",
                "#222222",
                "S, 9XL",
                "Unknown size",
                "1",
                "53",
            ],
        ],
    )
    assert response.status_code == 200
    result = response.context["result"]
    assert result.has_validation_errors() or result.has_errors()
    invalid = {row.number: row for row in result.invalid_rows}
    assert set(invalid) == {2, 3, 4}  # the bad rows are named by their number
    assert "colour_hex" in invalid[2].field_specific_errors and "price" in invalid[2].field_specific_errors
    assert "Unknown product type 'no-such-type'" in str(invalid[3].error_dict)
    assert "Unknown size 9XL" in str(invalid[4].error_dict)
    html = response.content.decode()
    assert "Confirm import" not in html  # nothing to confirm
    assert list(CatalogueItem.objects.order_by("id").values()) == before


def test_item_import_previews_then_confirms(desk):
    response = _import(
        desk,
        "/admin/catalogue/catalogueitem/import/",
        [
            ITEM_HEADER,
            ["", "Fresh Tee", "tshirts", "549", "899", "Navy", "#1f2a44", "M, L", "New in", "1", "60"],
        ],
    )
    assert response.status_code == 200
    assert not CatalogueItem.objects.filter(name="Fresh Tee").exists()  # a dry run first
    confirm = response.context["confirm_form"]
    response = desk.post("/admin/catalogue/catalogueitem/process_import/", confirm.initial)
    assert response.status_code == 302
    item = CatalogueItem.objects.get(name="Fresh Tee")
    assert item.price == Decimal("549.00") and sorted(s.code for s in item.sizes.all()) == ["L", "M"]


def test_product_type_prices_round_trip(desk):
    export = desk.post("/admin/catalogue/producttype/export/", {"format": CSV_FORMAT, "resource": "0"})
    rows = list(csv.reader(io.StringIO(export.content.decode("utf-8-sig"))))
    header = rows[0]
    assert header[:3] == ["slug", "name", "base_price"]
    for row in rows[1:]:
        if row[0] == "hoodie":
            row[2] = "1299.00"
    response = _import(desk, "/admin/catalogue/producttype/import/", rows)
    desk.post("/admin/catalogue/producttype/process_import/", response.context["confirm_form"].initial)
    assert ProductType.objects.get(slug="hoodie").base_price == Decimal("1299.00")


def test_product_type_import_with_a_negative_price_changes_nothing(desk):
    before = dict(ProductType.objects.values_list("slug", "base_price"))
    response = _import(
        desk,
        "/admin/catalogue/producttype/import/",
        [
            ["slug", "name", "base_price", "customisable", "has_sizes", "position", "description"],
            ["hoodie", "Hoodie", "1099", "1", "1", "2", ""],
            ["tshirts", "T-Shirt", "-1", "1", "1", "1", ""],
        ],
    )
    invalid = response.context["result"].invalid_rows
    assert [row.number for row in invalid] == [2]
    assert dict(ProductType.objects.values_list("slug", "base_price")) == before
