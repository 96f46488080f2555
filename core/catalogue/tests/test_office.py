"""Catalogue items (list, get, create, update, delete) and product types (list, get, prices)."""

from decimal import Decimal

import pytest

from core.catalogue.models import CatalogueItem, ProductType, SleeveOption
from core.office.tests.calls import content_range, get_list
from core.office.tests.factories import CatalogueItemFactory

pytestmark = pytest.mark.django_db


def item_body(**overrides):
    body = {
        "name": "Monsoon Blue",
        "product_type_id": ProductType.objects.get(slug="tshirts").pk,
        "price": 749,
        "old_price": 999,
        "colour_name": "Sky",
        "colour_hex": "#a5def8",
        "sizes": ["S", "M", "L"],
        "description": "Rain on a tee.",
        "images": ["/products/item-12-1.svg"],
        "active": True,
        "position": 12,
    }
    return {**body, **overrides}


class TestCatalogueItems:
    def test_list_includes_hidden_items_and_sorts(self, staff_client):
        seeded = CatalogueItem.objects.count()
        hidden = CatalogueItemFactory(active=False, price="1.00")
        response = get_list(staff_client, "catalogue-items", sort=["price", "ASC"], range=[0, 0])
        assert [i["id"] for i in response.json()] == [hidden.pk]
        assert content_range(response) == ("0-0", seeded + 1)
        assert [
            i["id"] for i in get_list(staff_client, "catalogue-items", filter={"active": False}).json()
        ] == [hidden.pk]

    def test_q_and_get_many(self, staff_client):
        item = CatalogueItemFactory(name="Kolam Dots")
        assert [i["id"] for i in get_list(staff_client, "catalogue-items", filter={"q": "kolam"}).json()] == [
            item.pk
        ]
        assert [
            i["id"] for i in get_list(staff_client, "catalogue-items", filter={"id": [item.pk]}).json()
        ] == [item.pk]

    def test_create_get_update_delete(self, staff_client):
        created = staff_client.send("post", "/api/office/catalogue-items", item_body())
        assert created.status_code == 201
        item_id = created.json()["id"]
        assert created.json()["sizes"] == ["S", "M", "L"] and created.json()["price"] == 749.0
        got = staff_client.get(f"/api/office/catalogue-items/{item_id}").json()
        assert got["name"] == "Monsoon Blue" and got["product_type"] == "T-Shirt"
        updated = staff_client.send(
            "put",
            f"/api/office/catalogue-items/{item_id}",
            {**got, "price": 699.5, "sizes": ["XS"], "active": False},
        )
        assert updated.status_code == 200
        assert (updated.json()["price"], updated.json()["sizes"], updated.json()["active"]) == (
            699.5,
            ["XS"],
            False,
        )
        deleted = staff_client.send("delete", f"/api/office/catalogue-items/{item_id}")
        assert deleted.status_code == 200 and deleted.json()["id"] == item_id
        assert not CatalogueItem.objects.filter(pk=item_id).exists()

    def test_validation(self, staff_client):
        response = staff_client.send(
            "post",
            "/api/office/catalogue-items",
            item_body(name="", colour_hex="blue", sizes=["XXXL9"], price=-1),
        )
        assert response.status_code == 400
        assert {"name", "colour_hex", "sizes", "price"} <= set(response.json()["errors"])


class TestProductTypes:
    def test_list_sort_range_q(self, staff_client):
        total = ProductType.objects.count()
        response = get_list(staff_client, "product-types", sort=["base_price", "DESC"], range=[0, 2])
        prices = [p["base_price"] for p in response.json()]
        assert prices == sorted(prices, reverse=True) and len(prices) == 3
        assert content_range(response) == ("0-2", total)
        tshirt = ProductType.objects.get(slug="tshirts")
        found = get_list(staff_client, "product-types", filter={"q": "t-shirt"}).json()
        assert tshirt.pk in [p["id"] for p in found]
        assert [
            p["id"] for p in get_list(staff_client, "product-types", filter={"id": [tshirt.pk]}).json()
        ] == [tshirt.pk]

    def test_update_prices_and_sleeves(self, staff_client):
        tshirt = ProductType.objects.get(slug="tshirts")
        record = staff_client.get(f"/api/office/product-types/{tshirt.pk}").json()
        sleeves = [{**s, "price": s["price"] + 10} for s in record["sleeves"]]
        response = staff_client.send(
            "put", f"/api/office/product-types/{tshirt.pk}", {**record, "base_price": 549, "sleeves": sleeves}
        )
        assert response.status_code == 200
        assert response.json()["base_price"] == 549.0
        half = SleeveOption.objects.get(product_type=tshirt, name="Half Sleeve")
        assert half.price == Decimal(str(record["sleeves"][0]["price"] + 10))

    def test_update_validation_and_no_delete(self, staff_client):
        tshirt = ProductType.objects.get(slug="tshirts")
        record = staff_client.get(f"/api/office/product-types/{tshirt.pk}").json()
        bad = staff_client.send(
            "put",
            f"/api/office/product-types/{tshirt.pk}",
            {**record, "base_price": -5, "sleeves": [{"name": "Quarter Sleeve", "price": 1}]},
        )
        assert bad.status_code == 400 and {"base_price", "sleeves"} <= set(bad.json()["errors"])
        assert staff_client.send("delete", f"/api/office/product-types/{tshirt.pk}").status_code == 405


class TestProductFacts:
    """The Details and Features tabs, edited on the product type and (where it differs) the item."""

    def test_a_product_type_keeps_its_facts_through_the_back_office(self, staff_client, client):
        tshirt = ProductType.objects.get(slug="tshirts")
        record = staff_client.get(f"/api/office/product-types/{tshirt.pk}").json()
        assert record["gsm"] == 180 and record["country_of_origin"] == "India"
        changed = {
            **record,
            "gsm": 200,
            "features": ["Side-seamed", " ", "Tagless neck"],
            "country_of_origin": "",
        }
        answer = staff_client.send("put", f"/api/office/product-types/{tshirt.pk}", changed)
        assert answer.status_code == 200, answer.content
        body = answer.json()
        assert body["gsm"] == 200 and body["features"] == ["Side-seamed", "Tagless neck"]
        assert body["country_of_origin"] == "India"  # never blank on a product type
        item = client.get("/api/catalogue/items/1/").json()  # item 1 leaves GSM to its type
        assert item["details"]["gsm"] == 200

    def test_an_item_fact_overrides_its_types_and_bad_gsm_is_refused(self, staff_client, client):
        record = staff_client.get("/api/office/catalogue-items/1").json()
        answer = staff_client.send("put", "/api/office/catalogue-items/1", {**record, "fit": "Boxy fit"})
        assert answer.status_code == 200, answer.content
        assert client.get("/api/catalogue/items/1/").json()["details"]["fit"] == "Boxy fit"
        bad = staff_client.send("put", "/api/office/catalogue-items/1", {**record, "gsm": 0})
        assert bad.status_code == 400 and "gsm" in bad.json()["errors"]
