"""A fresh database already holds the specification's catalogue."""

import pytest

pytestmark = pytest.mark.django_db


def test_the_eleven_catalogue_items(client):
    items = client.get("/api/catalogue/items/").json()
    assert len(items) == 11
    first = items[0]
    assert (first["id"], first["name"], first["price"], first["old_price"], first["color"]) == (
        1,
        "Bleu Renaissance",
        699.0,
        899.0,
        "Glow Pink",
    )
    assert {i["color"] for i in items[1:]} == {"Violet Rush"}
    assert all(i["sizes"] == ["XS", "S", "M", "L"] for i in items)
    assert items[4]["name"] == "The pilgrim’s Gaze" and items[4]["price"] == 1099.0
    assert len(items[0]["images"]) == 3


def test_one_item_and_unknown_item(client):
    assert client.get("/api/catalogue/items/11/").json()["name"] == "Skin sin Baby Full sleeve tshirt"
    response = client.get("/api/catalogue/items/99/")
    assert response.status_code == 404 and response.json()["message"] == "Product not found."
    assert client.get("/api/catalogue/items/abc/").status_code == 400


def test_the_21_colour_palette_in_order(client):
    colours = client.get("/api/catalogue/colours/").json()
    assert len(colours) == 21
    assert colours[0] == {"name": "White", "hex": "#ffffff"}
    assert colours[-1] == {"name": "Cherry Red", "hex": "#c50404"}


def test_product_types_with_tshirt_sleeves(client):
    types = client.get("/api/catalogue/product-types/").json()
    studio = [t["name"] for t in types if t["customisable"]]
    assert studio == [
        "T-Shirt",
        "Polo",
        "Crop Top",
        "Sweats Shirt",
        "Hoodie",
        "Tank Top",
        "Flag",
        "Poster",
        "Banner",
        "Sticker",
    ]
    tshirt = types[0]
    assert [s["name"] for s in tshirt["sleeves"]] == ["Half Sleeve", "Full Sleeve"]
    assert {t["name"] for t in types} >= {"Drum Skin", "Business Card", "Mug"}


def test_studio_sizes(client):
    sizes = client.get("/api/catalogue/sizes/").json()
    assert [s["code"] for s in sizes] == ["S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL", "More than 5XL"]
    assert sizes[-1]["custom"] is True


def test_seven_brands_with_the_specified_slugs(client):
    brands = client.get("/api/catalogue/brands/").json()
    assert len(brands) == 7
    for b in brands:
        assert b["slug"] == b["name"].lower().replace(" ", "-")


def test_money_rules_are_the_admin_teams_current_settings(client):
    from core.catalogue.models import ShopSettings

    rules = client.get("/api/catalogue/money-rules/").json()
    assert rules == {
        "shipping_fee": 79.0,
        "free_shipping_over": 999.0,
        "cod_below": 5000.0,
        "online_discount_below": 5000.0,
        "online_discount_percent": 5.0,
        "promo_code": "FEST15",
        "promo_percent": 15.0,
        "club_percent": 10.0,
    }
    ShopSettings.objects.filter(pk=1).update(free_shipping_over=1499, promo_code="DIWALI20", promo_percent=20)
    rules = client.get("/api/catalogue/money-rules/").json()
    assert (rules["free_shipping_over"], rules["promo_code"], rules["promo_percent"]) == (
        1499.0,
        "DIWALI20",
        20.0,
    )
