"""The owner's bulk tables: saved whole through the service (back office and Django admin), refused
with a clear message when they overlap, leave a gap or price at ₹0; shown by the public calls."""

from decimal import Decimal as D

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.catalogue.models import PriceBreak, ProductType, SetupCharge
from core.catalogue.services import price_breaks_set
from core.common.errors import ApplicationError
from core.common.models import AuditEntry

pytestmark = pytest.mark.django_db

TABLE = [
    {"min_quantity": 1, "max_quantity": 9, "one_side": "499", "both_sides": "499"},
    {"min_quantity": 10, "max_quantity": 49, "one_side": "429", "both_sides": "499"},
    {"min_quantity": 50, "max_quantity": None, "one_side": "379", "both_sides": "449"},
]
SETUP = [{"label": "Screen setup (up to 4 colours)", "amount": "1200"}]


@pytest.fixture
def tees():
    return ProductType.objects.get(slug="tshirts")


def office(path=""):
    return f"/api/office/price-breaks{path}"


def test_the_owner_saves_a_table_and_the_shop_shows_it(staff_client, client, tees):
    answer = staff_client.send("put", office(f"/{tees.pk}"), {"tiers": TABLE, "setup": SETUP})
    assert answer.status_code == 200, answer.json()
    saved = answer.json()
    assert [t["label"] for t in saved["tiers"]] == ["1-9", "10-49", "50+"]
    assert saved["setup"] == [{"label": "Screen setup (up to 4 colours)", "amount": 1200.0}]
    public = client.get("/api/catalogue/price-breaks/").json()
    assert [t["product_type"] for t in public] == ["tshirts"]
    assert public[0]["tiers"][1] == {
        "label": "10-49",
        "min_quantity": 10,
        "max_quantity": 49,
        "one_side": 429.0,
        "both_sides": 499.0,
    }
    assert public[0]["print_method"] == "DTG (direct-to-garment)"
    entry = AuditEntry.objects.get(target="Price breaks: T-Shirt")
    assert entry.before == "" and "10-49: 429.00/499.00" in entry.after


def test_an_item_page_shows_its_own_price_in_each_tier(client, tees):
    price_breaks_set(product_type=tees, tiers=TABLE, setup=[])
    answer = client.get("/api/catalogue/items/1/price-breaks/").json()  # Bleu Renaissance, ₹699
    assert answer["product_type"] == "tshirts"
    # 699 x 429/499 = 600.95 -> ₹601; 699 x 379/499 = 530.90 -> ₹531
    assert [(t["label"], t["unit_price"]) for t in answer["tiers"]] == [
        ("1-9", 699.0),
        ("10-49", 601.0),
        ("50+", 531.0),
    ]
    crop = client.get("/api/catalogue/items/10/price-breaks/").json()  # a crop top: no breaks
    assert crop["tiers"] == [] and crop["product_type"] == "crop-top"
    assert client.get("/api/catalogue/items/999/price-breaks/").status_code == 404


@pytest.mark.parametrize(
    ("tiers", "message"),
    [
        ([{**TABLE[0]}, {**TABLE[1], "min_quantity": 8}, TABLE[2]], "The tiers 1-9 and 8-49 overlap."),
        (
            [TABLE[0], {**TABLE[1], "min_quantity": 12}, TABLE[2]],
            "No tier covers 10-11 pieces, between 1-9 and 12-49.",
        ),
        (
            [TABLE[0], {**TABLE[1], "one_side": "0"}, TABLE[2]],
            "Prices of the tier 10-49 must be more than ₹0.",
        ),
        ([TABLE[0], TABLE[1]], "The last tier is open-ended (10+), not 10-49."),
        ([TABLE[1], TABLE[2]], "The first tier starts at 1 piece, not 10."),
    ],
)
def test_a_table_that_does_not_cover_every_quantity_once_is_refused_and_nothing_changes(
    staff_client, tees, tiers, message
):
    price_breaks_set(product_type=tees, tiers=TABLE, setup=SETUP)
    answer = staff_client.send("put", office(f"/{tees.pk}"), {"tiers": tiers, "setup": []})
    assert answer.status_code == 400
    assert message in answer.json()["errors"]["tiers"]
    assert PriceBreak.objects.filter(product_type=tees).count() == 3
    assert SetupCharge.objects.filter(product_type=tees).count() == 1


def test_setup_charges_need_a_name_a_price_above_zero_and_no_twin(tees):
    with pytest.raises(ApplicationError) as refused:
        price_breaks_set(
            product_type=tees,
            tiers=TABLE,
            setup=[
                {"label": "Screens", "amount": "0"},
                {"label": "screens", "amount": "10"},
                {"label": " ", "amount": "5"},
            ],
        )
    assert refused.value.errors["setup"] == [
        "The setup charge Screens must be more than ₹0.",
        "The setup charge screens is listed twice.",
        "Name each setup charge in at most 80 characters.",
    ]


def test_an_empty_table_removes_the_breaks(staff_client, client, tees):
    price_breaks_set(product_type=tees, tiers=TABLE, setup=SETUP)
    assert staff_client.send("put", office(f"/{tees.pk}"), {"tiers": [], "setup": []}).status_code == 200
    assert client.get("/api/catalogue/price-breaks/").json() == []


def test_the_back_office_list_pages_every_product_type_in_few_queries(staff_client, tees):
    price_breaks_set(product_type=tees, tiers=TABLE, setup=SETUP)
    with CaptureQueriesContext(connection) as ctx:
        answer = staff_client.get(office('?range=[0,9]&sort=["position","ASC"]'))
    rows = answer.json()
    assert answer.status_code == 200 and answer["Content-Range"].startswith("price-breaks 0-9/")
    assert rows[0]["name"] == "T-Shirt" and len(rows[0]["tiers"]) == 3 and rows[1]["tiers"] == []
    # session, user, permissions; the page, its count; tiers and setup charges prefetched once
    assert len(ctx.captured_queries) <= 8


def test_the_public_table_is_read_in_three_queries(client, tees):
    price_breaks_set(product_type=tees, tiers=TABLE, setup=SETUP)
    price_breaks_set(product_type=ProductType.objects.get(slug="flag"), tiers=TABLE, setup=[])
    with CaptureQueriesContext(connection) as ctx:
        tables = client.get("/api/catalogue/price-breaks/").json()
    assert [t["name"] for t in tables] == ["T-Shirt", "Flag"]
    assert len(ctx.captured_queries) == 3  # the product types with breaks, their tiers, their setup


def _admin_form(desk, url: str) -> dict:
    """The change page's fields and inline rows as the browser would post them back."""
    page = desk.get(url)
    data = {}
    form = page.context["adminform"].form
    for name in form.fields:
        value = form[name].value()
        if value is not None:
            data[name] = value
    for inline in page.context["inline_admin_formsets"]:
        formset = inline.formset
        for name in formset.management_form.fields:
            data[f"{formset.prefix}-{name}"] = formset.management_form[name].value()
        for sub in formset.forms:
            for name in sub.fields:
                value = sub[name].value()
                if value is not None:
                    data[sub.add_prefix(name)] = value
    return {k: v for k, v in data.items() if v is not False}


def test_the_django_admin_edits_the_tiers_inline_and_refuses_an_overlap(desk, tees):
    price_breaks_set(product_type=tees, tiers=TABLE, setup=[])
    url = f"/admin/catalogue/producttype/{tees.pk}/change/"
    data = _admin_form(desk, url)
    prefix = "price_breaks"
    assert data[f"{prefix}-TOTAL_FORMS"] == 3
    data[f"{prefix}-1-one_side"] = "419.00"
    assert desk.post(url, data).status_code == 302
    assert PriceBreak.objects.get(product_type=tees, min_quantity=10).one_side == D("419.00")
    data[f"{prefix}-1-min_quantity"] = "5"
    refused = desk.post(url, data)
    assert refused.status_code == 200
    assert "The tiers 1-9 and 5-49 overlap." in refused.content.decode()
    assert PriceBreak.objects.get(product_type=tees, min_quantity=10).one_side == D("419.00")


def test_the_demo_shop_has_sound_tables_for_tees_hoodies_and_flags_at_the_shop_price_first():
    from core.catalogue.demo import seed_price_breaks
    from core.catalogue.tiers import tier_problems

    seed_price_breaks()
    seed_price_breaks()  # seed_demo run again: the same tables
    for slug in ("tshirts", "hoodie", "flag"):
        ptype = ProductType.objects.get(slug=slug)
        tiers = [b.tier for b in ptype.price_breaks.all()]
        assert tier_problems(tiers) == [] and [t.label for t in tiers] == [
            "1-9",
            "10-49",
            "50-99",
            "100-249",
            "250+",
        ]
        assert tiers[0].one_side == tiers[0].both_sides == ptype.base_price  # retail unchanged
        assert ptype.setup_charges.exists()
