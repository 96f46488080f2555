"""Order again: the studio's editable design is kept with the order and reopened by its owner only;
an order can go to another delivery address than the profile's."""

import base64
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from core.orders.models import Order
from core.orders.tests.test_placing import CHECKOUT, form, image_bytes, post, stored_files
from core.reorders.design_rules import MAX_LAYERS
from core.reorders.models import OrderDesign

pytestmark = pytest.mark.django_db

PICTURE = "data:image/png;base64," + base64.b64encode(image_bytes((40, 40))).decode()
TEXT = {"type": "IText", "text": "Rangrez", "fontFamily": "Anton", "left": 40, "top": 60, "fill": "#ffffff"}
IMAGE = {"type": "Image", "src": PICTURE, "left": 10, "top": 12, "scaleX": 0.5, "scaleY": 0.5, "angle": 15}
DESIGN = {
    "front": {"version": "6.0.0", "objects": [IMAGE, TEXT]},
    "back": {"version": "6.0.0", "objects": []},
}
ADDRESS = {
    "area": "7 Park Street",
    "landmark": "Near the museum",
    "city": "Kolkata",
    "state": "West Bengal",
    "pin_code": "700016",
}


def design_file(value) -> SimpleUploadedFile:
    data = value if isinstance(value, bytes) else json.dumps(value).encode()
    return SimpleUploadedFile("design.json", data, content_type="application/json")


def place(client, **overrides):
    return post(client, form(**{"design": design_file(DESIGN), **overrides}))


def url(order_id: str) -> str:
    return f"/api/orders/{order_id}/design/"


class TestTheDesignIsKept:
    def test_the_owner_reopens_design_product_colour_and_sizes(self, customer_client):
        order_id = place(customer_client).json()["order_id"]
        body = customer_client.get(url(order_id)).json()
        assert (body["product"], body["sleeve"], body["colour_hex"]) == ("tshirts", "Half Sleeve", "#222222")
        assert body["sizes"] == [{"size": "M", "quantity": 2}, {"size": "XL", "quantity": 1}]
        front = body["design"]["front"]["objects"]
        assert [o["type"] for o in front] == ["Image", "IText"]
        assert front[1]["text"] == "Rangrez" and front[1]["fontFamily"] == "Anton"
        assert front[0]["angle"] == 15 and front[0]["src"].startswith("data:image/png;base64,")

    def test_the_pictures_live_in_a_file_not_the_database(self, customer_client):
        order_id = place(customer_client).json()["order_id"]
        record = OrderDesign.objects.get(order__order_id=order_id)
        assert record.layers == 2
        assert record.file.name.endswith(f"{order_id}-design.json")
        assert any(p.name.endswith("-design.json") for p in stored_files())

    def test_an_order_without_a_design_answers_null(self, customer_client):
        order_id = post(customer_client, form()).json()["order_id"]
        assert customer_client.get(url(order_id)).json()["design"] is None

    @pytest.mark.parametrize(
        ("design", "message"),
        [
            (b"{not json", "The design could not be read. Please try again from the studio."),
            ({"front": {"objects": [{"type": "Rect"}]}}, "A design layer must be a picture or a text."),
            (
                {"front": {"objects": [{"type": "Image", "src": "https://elsewhere.example/x.png"}]}},
                "A picture layer must carry its picture.",
            ),
            (
                {"front": {"objects": [TEXT] * (MAX_LAYERS + 1)}},
                f"A side can have at most {MAX_LAYERS} layers.",
            ),
            (
                {"front": {"objects": [{**TEXT, "text": "x" * 501}]}},
                "A text layer can be at most 500 characters.",
            ),
        ],
    )
    def test_an_unusable_design_is_refused_and_nothing_is_stored(
        self, customer_client, customer, design, message
    ):
        response = post(customer_client, form(design=design_file(design)))
        assert response.status_code == 400
        assert response.json()["errors"]["design"] == [message]
        assert not Order.objects.filter(customer=customer).exists()

    def test_a_picture_that_is_not_an_image_is_refused(self, customer_client):
        fake = "data:image/png;base64," + base64.b64encode(b"<svg onload=alert(1)>").decode()
        bad = {"front": {"objects": [{"type": "Image", "src": fake}]}}
        assert post(customer_client, form(design=design_file(bad))).status_code == 400

    def test_unknown_and_nested_properties_are_dropped(self, customer_client):
        odd = {**TEXT, "clipPath": {"type": "Rect"}, "on-load": "x", "fontSize": 40}
        order_id = place(customer_client, design=design_file({"front": {"objects": [odd]}})).json()[
            "order_id"
        ]
        kept = customer_client.get(url(order_id)).json()["design"]["front"]["objects"][0]
        assert "clipPath" not in kept and "on-load" not in kept and kept["fontSize"] == 40


ARC = [["M", 0, 80], ["C", 40, 0, 120, 0, 160, 80]]
CURVED = {
    **TEXT,
    "text": "प्रिया",
    "fontFamily": "Noto Sans Devanagari",
    "curve": "up",
    "curveRadius": 120,
    "charSpacing": 80,
    "stroke": "#ffffff",
    "strokeWidth": 2,
    "shadow": {"color": "rgba(0,0,0,0.4)", "blur": 4, "offsetX": 2, "offsetY": 2, "type": "shadow"},
    "path": {"type": "Path", "visible": False, "left": 0, "top": 0, "path": ARC},
}


def kept_layer(client, layer: dict) -> dict:
    order_id = place(client, design=design_file({"front": {"objects": [layer]}})).json()["order_id"]
    return client.get(url(order_id)).json()["design"]["front"]["objects"][0]


class TestACurvedTextIsKept:
    def test_its_arc_shadow_outline_and_spacing_come_back(self, customer_client):
        kept = kept_layer(customer_client, CURVED)
        assert kept["text"] == "प्रिया" and kept["fontFamily"] == "Noto Sans Devanagari"
        assert (kept["curve"], kept["curveRadius"], kept["charSpacing"]) == ("up", 120, 80)
        assert (kept["stroke"], kept["strokeWidth"]) == ("#ffffff", 2)
        assert kept["shadow"] == CURVED["shadow"]
        assert kept["path"] == {"type": "Path", "visible": False, "left": 0, "top": 0, "path": ARC}

    @pytest.mark.parametrize(
        "arc",
        [
            [["M", 0, 0], ["C", "javascript:alert(1)", 0, 0, 0, 0, 0]],  # a string where numbers go
            [["A", 10, 10, 0, 0, 1, 20, 20]],  # a command the studio never writes
            [["M", 0, 0]] * 65,  # longer than any arc
            "M 0 0 L 10 10",  # not a list of commands
        ],
    )
    def test_an_arc_that_is_not_plain_numbers_is_dropped(self, customer_client, arc):
        kept = kept_layer(customer_client, {**CURVED, "path": {"type": "Path", "path": arc}})
        # the studio redraws the arc from the curve and its radius
        assert "path" not in kept and kept["curve"] == "up"


class TestWhoMayOpenIt:
    @pytest.fixture
    def order_id(self, customer_client):
        return place(customer_client).json()["order_id"]

    def test_anonymous_gets_401(self, client, order_id):
        assert client.get(url(order_id)).status_code == 401

    def test_another_customer_gets_403(self, other_client, order_id):
        response = other_client.get(url(order_id))
        assert response.status_code == 403
        assert response.json()["message"] == "This order belongs to another customer."

    def test_staff_may_open_it(self, staff_client, order_id):
        assert staff_client.get(url(order_id)).json()["design"]["front"]["objects"]

    def test_an_unknown_order_is_404(self, customer_client):
        assert customer_client.get(url("RZ-NOPE1234")).status_code == 404


class TestDeliveryAddressForThisOrder:
    def test_confirm_order_ships_to_the_address_given(self, customer_client, customer):
        order_id = post(customer_client, form(address=json.dumps(ADDRESS))).json()["order_id"]
        order = Order.objects.get(order_id=order_id)
        assert (order.ship_area, order.ship_city, order.ship_pin_code) == (
            "7 Park Street",
            "Kolkata",
            "700016",
        )
        customer.refresh_from_db()
        assert customer.pin_code != "700016"

    def test_without_one_the_profiles_address_is_used(self, customer_client, customer):
        order_id = post(customer_client, form()).json()["order_id"]
        assert Order.objects.get(order_id=order_id).ship_pin_code == customer.pin_code

    def test_checkout_ships_to_the_address_given(self, customer_client):
        body = {"items": [{"catalogue_item_id": 2, "size": "S", "quantity": 1}], "address": ADDRESS}
        response = customer_client.send("post", CHECKOUT, body)
        assert response.status_code == 201, response.json()
        assert Order.objects.get(order_id=response.json()["order_id"]).ship_city == "Kolkata"

    @pytest.mark.parametrize(
        ("change", "field", "message"),
        [
            (
                {"pin_code": "999999"},
                "address.pin_code",
                "We could not find pincode 999999. Please check it.",
            ),
            ({"pin_code": "12"}, "address.pin_code", "Enter a valid 6-digit PIN code."),
            ({"area": " "}, "address.area", "This field is required."),
        ],
    )
    def test_a_bad_address_is_refused_field_by_field(self, customer_client, customer, change, field, message):
        body = {
            "items": [{"catalogue_item_id": 2, "size": "S", "quantity": 1}],
            "address": {**ADDRESS, **change},
        }
        response = customer_client.send("post", CHECKOUT, body)
        assert response.status_code == 400
        assert response.json()["errors"][field] == [message]
        assert not Order.objects.filter(customer=customer).exists()

    def test_an_address_that_is_not_json_is_refused(self, customer_client):
        response = post(customer_client, form(address="Park Street"))
        assert response.status_code == 400
        assert "address" in response.json()["errors"]
