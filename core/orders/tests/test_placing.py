"""Placing orders: Confirm Order (multipart with designs), the bag's checkout and the quote call."""

import base64
import io
import json
from decimal import Decimal as D
from pathlib import Path

import pytest
import zxingcpp
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import TestCase
from PIL import Image

from core.catalogue.models import ShopSettings
from core.content.models import NewsletterSignup
from core.jobs.tests.worker import run_ready_tasks
from core.orders.models import Order, OrderLine
from core.orders.placing import checks, services
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

URL = "/api/orders/"
CHECKOUT = "/api/orders/checkout/"
QUOTE = "/api/orders/quote/"


def image_bytes(size=(180, 240), fmt="PNG", colour=(20, 120, 200, 255)) -> bytes:
    out = io.BytesIO()
    mode = "RGBA" if fmt == "PNG" else "RGB"
    Image.new(mode, size, colour[: len(mode)]).save(out, format=fmt)
    return out.getvalue()


def design_png(name="design.png", **kwargs) -> SimpleUploadedFile:
    return SimpleUploadedFile(name, image_bytes(**kwargs), content_type="image/png")


def form(**overrides) -> dict:
    data = {
        "product": "tshirts",
        "sleeve": "Half Sleeve",
        "color": "#222222",
        "sizes": json.dumps([{"size": "M", "quantity": 2}, {"size": "XL", "quantity": 1}]),
        "instructions": "Logo a little smaller, please.",
        "payment_method": "cod",
        "code": "",
        "front": design_png("front.png"),
        "back": design_png("back.png", colour=(255, 0, 0, 255)),
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


def post(client, data, key: str | None = None, csrf: bool = True):
    """Confirm Order, then what a worker does right after the commit (the print files: pictures.py)."""
    extra = {"HTTP_X_CSRFTOKEN": client.csrf()} if csrf else {}
    if key:
        extra["HTTP_IDEMPOTENCY_KEY"] = key
    with TestCase.captureOnCommitCallbacks(execute=True):
        response = client.post(URL, data, **extra)
    after_commit_work()
    return response


def after_commit_work() -> None:
    """The queued tasks run, and what they do after their own commit."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        run_ready_tasks()


def stored_files() -> list[Path]:
    root = Path(settings.MEDIA_ROOT)
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


def assert_nothing_stored(customer):
    assert not Order.objects.filter(customer=customer).exists()
    assert not OrderLine.objects.exists()
    assert stored_files() == []


# --- the happy path ---------------------------------------------------------------------------


class TestConfirmOrder:
    def test_a_design_with_two_sizes_becomes_a_pending_unpaid_order(self, customer_client, customer):
        # when
        response = post(customer_client, form(), key="k-1")
        # then
        assert response.status_code == 201, response.json()
        body = response.json()
        assert body["message"] == "Order submitted successfully!"
        assert body["status"] == "pending" and body["payment_status"] == "unpaid"
        assert body["product"] == "T-Shirt" and body["sleeve"] == "Half Sleeve"
        assert body["color"] == "Black" and body["color_hex"] == "#222222"
        assert body["sizes"] == [{"size": "M", "quantity": 2}, {"size": "XL", "quantity": 1}]
        assert body["quantity"] == 3
        # 499 x 3 = 1497, free shipping, COD
        assert body["amount"] == 1497.0
        assert body["breakdown"] == {
            "subtotal": 1497.0,
            "offer_name": "",
            "offer_discount": 0.0,
            "discount_code": "",
            "discount_amount": 0.0,
            "online_discount": 0.0,
            "shipping": 0.0,
            "cod_fee": 0.0,
            "total": 1497.0,
            "cod_allowed": True,
            "cod_below": 5000.0,
            "notes": [],
        }
        assert body["upi_link"] is None and body["upi_qr"] is None
        assert body["front"] == f"/api/orders/{body['order_id']}/design/front/"
        order = Order.objects.get(order_id=body["order_id"])
        assert order.customer == customer
        assert order.instructions == "Logo a little smaller, please."
        assert [(x.size, x.quantity, x.unit_price) for x in order.lines.all()] == [
            ("M", 2, D("499.00")),
            ("XL", 1, D("499.00")),
        ]

    def test_the_designs_are_stored_as_png_with_server_chosen_names_and_thumbnails(self, customer_client):
        body = post(
            customer_client,
            form(
                front=design_png("../../evil name.png.exe", size=(3600, 4800)),
                back=design_png(size=(1800, 2400)),
            ),
        ).json()
        order = Order.objects.get(order_id=body["order_id"])
        for side in ("front", "back"):
            name = getattr(order, f"{side}_image").name
            assert name.endswith(f"{order.order_id}-{side}.png") and "evil" not in name
        # the studio's print file at 300 DPI (12 x 16 in), and an older studio's at 150 DPI
        for side, size in (("front", (3600, 4800)), ("back", (1800, 2400))):
            with getattr(order, f"{side}_image").open("rb") as fh, Image.open(fh) as img:
                assert (img.format, img.size) == ("PNG", size)
            with getattr(order, f"{side}_thumbnail").open("rb") as fh, Image.open(fh) as img:
                assert max(img.size) == 240
        download = customer_client.get(body["back"])
        assert download.status_code == 200 and download["Content-Type"] == "image/png"

    def test_a_jpeg_is_accepted_and_re_encoded_as_png(self, customer_client):
        jpeg = SimpleUploadedFile("photo.jpg", image_bytes(fmt="JPEG"), content_type="image/jpeg")
        body = post(customer_client, form(front=jpeg, back=None)).json()
        order = Order.objects.get(order_id=body["order_id"])
        with order.front_image.open("rb") as fh:
            assert fh.read(8) == b"\x89PNG\r\n\x1a\n"
        assert not order.back_image

    def test_only_a_back_design_is_enough(self, customer_client):
        response = post(customer_client, form(front=None))
        assert response.status_code == 201
        assert response.json()["front"] is None and response.json()["back"]

    def test_the_shipping_address_is_the_customers_own_current_one(
        self, customer_client, customer, other_customer
    ):
        customer.area, customer.city = "12 Park Street", "Kolkata"
        customer.save()
        order = Order.objects.get(order_id=post(customer_client, form()).json()["order_id"])
        assert (order.ship_name, order.ship_phone) == (customer.name, customer.phone_number)
        assert (order.ship_area, order.ship_city, order.ship_state, order.ship_pin_code) == (
            "12 Park Street",
            "Kolkata",
            customer.state,
            customer.pin_code,
        )
        assert other_customer.area != order.ship_area

    def test_a_phone_number_in_the_form_cannot_order_for_or_ship_to_someone_else(
        self, customer_client, customer, other_customer
    ):
        data = form(phone_number=other_customer.phone_number, ship_area="Somewhere else")
        order = Order.objects.get(order_id=post(customer_client, data).json()["order_id"])
        assert order.customer == customer
        assert order.ship_phone == customer.phone_number and order.ship_area == customer.area

    def test_the_order_is_on_the_customers_list_and_the_admin_board_at_once(
        self, customer_client, staff_client
    ):
        order_id = post(customer_client, form()).json()["order_id"]
        mine = customer_client.get("/api/order/customerlist/").json()["order_details"]
        assert mine[0]["order_id"] == order_id
        board = staff_client.get("/api/pendingorders/").json()
        assert board[0]["order_id"] == order_id and board[0]["front"] and board[0]["back"]

    def test_full_sleeve_is_priced_by_its_sleeve(self, customer_client):
        body = post(customer_client, form(sleeve="Full Sleeve")).json()
        assert body["breakdown"]["subtotal"] == 599.0 * 3

    def test_other_products_use_their_base_price_and_ignore_a_sleeve(self, customer_client):
        body = post(customer_client, form(product="hoodie", sleeve="Half Sleeve")).json()
        assert body["product"] == "Hoodie" and body["sleeve"] == ""
        assert body["breakdown"]["subtotal"] == 1099.0 * 3

    def test_a_product_without_sizes_is_one_standard_line(self, customer_client):
        data = form(product="flag", sleeve="", sizes=json.dumps([{"size": "", "quantity": 4}]))
        body = post(customer_client, data).json()
        assert body["sizes"] == [{"size": "Standard", "quantity": 4}]
        assert body["amount"] == 699.0 * 4

    def test_the_product_may_be_named_instead_of_its_slug(self, customer_client):
        assert post(customer_client, form(product="T-Shirt")).json()["product"] == "T-Shirt"

    def test_a_mug_from_its_design_page_can_be_ordered(self, customer_client):
        data = form(product="mugs", sleeve="", sizes=json.dumps([{"size": "Standard", "quantity": 2}]))
        assert post(customer_client, data).status_code == 201

    def test_custom_size_six_xl_and_more(self, customer_client):
        data = form(sizes=json.dumps([{"size": "6XL", "quantity": 1}, {"size": "8", "quantity": 1}]))
        assert post(customer_client, data).json()["sizes"] == [
            {"size": "6XL", "quantity": 1},
            {"size": "8XL", "quantity": 1},
        ]

    def test_a_palette_colour_by_name_or_hex_and_a_custom_hex(self, customer_client):
        assert post(customer_client, form(color="Cherry Red")).json()["color_hex"] == "#c50404"
        assert post(customer_client, form(color="#C50404")).json()["color"] == "Cherry Red"
        body = post(customer_client, form(color="#12ab34")).json()
        assert (body["color"], body["color_hex"]) == ("Custom #12AB34", "#12ab34")

    def test_fest15_and_upi_with_link_and_qr(self, customer_client, settings):
        settings.SHOP_UPI_ID = "rangrez@okicici"
        body = post(
            customer_client, form(code="fest15", payment_method="upi", upi_reference="5123 4567 8901")
        ).json()
        # 1497 - 15% (224.55) = 1272.45; UPI 5% = 63.62 -> 1208.83; free shipping
        assert body["breakdown"]["discount_code"] == "FEST15"
        assert body["amount"] == 1208.83
        assert body["payment_method"] == "upi" and body["payment_status"] == "unpaid"
        assert body["upi_link"] == (
            f"upi://pay?pa=rangrez@okicici&pn=Rangrez&am=1208.83&cu=INR&tn={body['order_id']}"
        )
        assert body["upi_qr"].startswith("data:image/png;base64,")
        png = base64.b64decode(body["upi_qr"].removeprefix("data:image/png;base64,"))
        assert [b.text for b in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))] == [body["upi_link"]]
        assert Order.objects.get(order_id=body["order_id"]).upi_reference == "512345678901"

    def test_a_club_members_first_order_gets_10_percent_then_not_again(self, customer_client, customer):
        NewsletterSignup.objects.create(email=customer.email.upper())
        first = post(customer_client, form()).json()
        assert first["breakdown"]["discount_code"] == "CLUB10"
        assert first["amount"] == 1347.3  # 1497 - 149.70
        second = post(customer_client, form()).json()
        assert second["breakdown"]["discount_code"] == ""

    def test_the_club_discount_is_not_for_a_customer_who_has_ordered_before(self, customer_client, customer):
        NewsletterSignup.objects.create(email=customer.email)
        OrderFactory(customer=customer)
        assert post(customer_client, form()).json()["breakdown"]["discount_code"] == ""

    def test_a_client_total_is_ignored(self, customer_client):
        body = post(customer_client, form(amount="1", total="1", subtotal="1")).json()
        assert body["amount"] == 1497.0

    def test_the_admins_money_rules_apply(self, customer_client):
        rules = ShopSettings.objects.get(pk=1)
        rules.free_shipping_over, rules.shipping_fee = D("5000"), D("50")
        rules.save()
        assert post(customer_client, form()).json()["breakdown"]["shipping"] == 50.0


# --- every bad field --------------------------------------------------------------------------


def errors_of(response) -> dict:
    assert response.status_code == 400, response.content
    body = response.json()
    assert body["message"]
    return body["errors"]


class TestBadFields:
    @pytest.mark.parametrize(
        ("overrides", "field", "message"),
        [
            ({"product": ""}, "product", "Please select a product."),
            ({"product": "spaceship"}, "product", "This product is not sold here."),
            (
                {"product": "drum-skin", "sleeve": ""},
                "product",
                "Drum Skin cannot be designed in the studio yet.",
            ),
            ({"sleeve": ""}, "sleeve", "Please choose Half Sleeve or Full Sleeve."),
            ({"sleeve": "No Sleeve"}, "sleeve", "Choose Half Sleeve or Full Sleeve."),
            ({"color": ""}, "color", "Please choose a colour from the palette or type one as #RRGGBB."),
            ({"color": "#12345"}, "color", "Enter a colour as #RRGGBB or pick one from the palette."),
            ({"color": "Rainbow"}, "color", "Enter a colour as #RRGGBB or pick one from the palette."),
            ({"sizes": "[]"}, "sizes", "Please choose at least one size and quantity."),
            (
                {"sizes": "not json"},
                "sizes",
                'Send sizes as JSON, for example [{"size": "M", "quantity": 2}].',
            ),
            (
                {"sizes": '{"size": "M"}'},
                "sizes",
                'Send sizes as JSON, for example [{"size": "M", "quantity": 2}].',
            ),
            ({"sizes": json.dumps([{"size": "", "quantity": 1}])}, "sizes", "Please choose a size."),
            (
                {"sizes": json.dumps([{"size": "XS", "quantity": 1}])},
                "sizes",
                "'XS' is not a size we print: choose S to 5XL, or a custom size of at least 6.",
            ),
            (
                {"sizes": json.dumps([{"size": "5", "quantity": 1}])},
                "sizes",
                "'5' is not a size we print: choose S to 5XL, or a custom size of at least 6.",
            ),
            (
                {"sizes": json.dumps([{"size": "More than 5XL", "quantity": 1}])},
                "sizes",
                "'More than 5XL' is not a size we print: choose S to 5XL, or a custom size of at least 6.",
            ),
            (
                {"sizes": json.dumps([{"size": "M", "quantity": 1}, {"size": "m", "quantity": 2}])},
                "sizes",
                "Size M is listed twice; change its quantity instead.",
            ),
            (
                {"sizes": json.dumps([{"size": "M", "quantity": 0}])},
                "quantity",
                "The quantity must be at least 1.",
            ),
            (
                {"sizes": json.dumps([{"size": "M", "quantity": -3}])},
                "quantity",
                "The quantity must be at least 1.",
            ),
            (
                {"sizes": json.dumps([{"size": "M", "quantity": "two"}])},
                "quantity",
                "Enter a whole number of pieces.",
            ),
            (
                {"sizes": json.dumps([{"size": "M", "quantity": 1.5}])},
                "quantity",
                "Enter a whole number of pieces.",
            ),
            (
                {"sizes": json.dumps([{"size": "M", "quantity": 501}])},
                "sizes",
                "At most 500 pieces in one order; for more, send us a bulk enquiry.",
            ),
            (
                {"product": "flag", "sleeve": "", "sizes": json.dumps([{"size": "XL", "quantity": 1}])},
                "sizes",
                "Flag comes in one size.",
            ),
            ({"payment_method": "card"}, "payment_method", "Choose cash on delivery or UPI."),
            ({"payment_method": ""}, "payment_method", "Choose cash on delivery or UPI."),
            ({"code": "FREE100"}, "code", "The code FREE100 is not valid."),
            ({"front": None, "back": None}, "design", "Please add a design to the front or the back."),
            (
                {"instructions": "x" * 1001},
                "instructions",
                "Special instructions can be at most 1000 characters.",
            ),
            (
                {"payment_method": "upi", "upi_reference": "UPI123456"},
                "upi_reference",
                "Enter the 12-digit UTR your UPI app shows after paying, or leave it empty.",
            ),
            ({"catalogue_item_id": "999"}, "catalogue_item_id", "Product not found."),
        ],
    )
    def test_is_refused_with_a_clear_message_and_nothing_stored(
        self, customer_client, customer, overrides, field, message
    ):
        errors = errors_of(post(customer_client, form(**overrides)))
        assert message in errors[field], errors
        assert_nothing_stored(customer)

    def test_more_than_20_lines_is_refused(self, customer_client, customer):
        items = [{"catalogue_item_id": i, "size": s, "quantity": 1} for i in range(1, 7) for s in "SML"]
        items += [{"catalogue_item_id": 7, "size": s, "quantity": 1} for s in ("XS", "S", "M")]
        response = customer_client.send("post", CHECKOUT, {"items": items, "payment_method": "upi"})
        assert errors_of(response)["items"] == ["At most 20 sizes in one order."]
        assert_nothing_stored(customer)

    def test_all_problems_are_reported_at_once(self, customer_client):
        response = post(
            customer_client, form(sleeve="", color="", payment_method="card", front=None, back=None)
        )
        body = response.json()
        assert body["message"] == "Please check the highlighted fields."
        assert {"sleeve", "color", "payment_method", "design"} <= set(body["errors"])

    def test_cash_on_delivery_is_refused_at_5000_and_more(self, customer_client, customer):
        data = form(product="hoodie", sizes=json.dumps([{"size": "L", "quantity": 5}]))  # 5495
        errors = errors_of(post(customer_client, data))
        assert errors["payment_method"] == [
            "Cash on delivery is only for orders below Rs 5000. Please pay by UPI."
        ]
        assert_nothing_stored(customer)
        data.update(front=design_png(), back=design_png(), payment_method="upi")
        assert post(customer_client, data).status_code == 201

    def test_a_customer_without_an_address_is_asked_for_one(self, customer_client, customer):
        customer.area = customer.city = ""
        customer.save()
        errors = errors_of(post(customer_client, form()))
        assert errors["address"] == [checks.NO_ADDRESS]
        assert_nothing_stored(customer)


# --- images -----------------------------------------------------------------------------------


class TestImages:
    def test_a_file_that_is_not_an_image_is_refused(self, customer_client, customer):
        fake = SimpleUploadedFile("design.png", b"MZ\x90\x00 not a picture", content_type="image/png")
        errors = errors_of(post(customer_client, form(front=fake)))
        assert errors["front"] == ["Please select a valid image file (JPEG, PNG, JPG)."]
        assert_nothing_stored(customer)

    def test_a_gif_named_png_is_refused_by_its_content(self, customer_client, customer):
        out = io.BytesIO()
        Image.new("RGB", (10, 10)).save(out, format="GIF")
        gif = SimpleUploadedFile("design.png", out.getvalue(), content_type="image/png")
        assert errors_of(post(customer_client, form(back=gif)))["back"] == [
            "Please select a valid image file (JPEG, PNG, JPG)."
        ]
        assert_nothing_stored(customer)

    def test_a_truncated_png_is_refused(self, customer_client, customer):
        broken = SimpleUploadedFile("design.png", image_bytes()[:200], content_type="image/png")
        assert "front" in errors_of(post(customer_client, form(front=broken)))
        assert_nothing_stored(customer)

    def test_a_print_file_over_40_mb_is_refused(self, customer_client, customer):
        big = SimpleUploadedFile("big.png", image_bytes((10, 10)) + b"\0" * (40 * 1024 * 1024), "image/png")
        errors = errors_of(post(customer_client, form(front=big)))
        assert errors["front"] == ["The image is too large: at most 40 MB."]
        assert_nothing_stored(customer)

    def test_too_many_pixels_is_refused(self, customer_client, customer):
        # a 1-bit PNG of 8000 x 6000 is small on disk but 48 megapixels
        out = io.BytesIO()
        Image.new("1", (8000, 6000)).save(out, format="PNG")
        huge = SimpleUploadedFile("huge.png", out.getvalue(), content_type="image/png")
        errors = errors_of(post(customer_client, form(back=huge)))
        assert errors["back"] == ["The design is too large: at most 3600 x 4800 pixels."]
        assert_nothing_stored(customer)

    def test_a_failure_while_storing_leaves_no_files(self, customer_client, customer, monkeypatch):
        def boom(*args, **kwargs):
            raise RuntimeError("database went away")

        monkeypatch.setattr(OrderLine.objects, "bulk_create", boom)
        response = post(customer_client, form())
        assert response.status_code == 500
        assert_nothing_stored(customer)


# --- retries, identity and CSRF ---------------------------------------------------------------


class TestRetriesAndAccess:
    def test_a_retry_with_the_same_key_returns_the_same_order(self, customer_client, customer):
        first = post(customer_client, form(), key="3f1c-retry")
        again = post(
            customer_client, form(sizes=json.dumps([{"size": "S", "quantity": 9}])), key="3f1c-retry"
        )
        assert first.status_code == again.status_code == 201
        assert again.json()["order_id"] == first.json()["order_id"]
        assert again.json()["sizes"] == first.json()["sizes"]
        assert Order.objects.filter(customer=customer).count() == 1
        assert len(stored_files()) == 4  # front, back and their thumbnails, once

    def test_without_a_key_each_post_is_a_new_order(self, customer_client, customer):
        post(customer_client, form())
        post(customer_client, form())
        assert Order.objects.filter(customer=customer).count() == 2

    def test_the_same_key_from_another_customer_is_another_order(self, customer_client, other_client):
        a = post(customer_client, form(), key="same-key").json()["order_id"]
        b = post(other_client, form(), key="same-key").json()["order_id"]
        assert a != b

    def test_a_bad_key_is_refused(self, customer_client):
        errors = errors_of(post(customer_client, form(), key="x" * 81))
        assert "idempotency_key" in errors

    def test_a_concurrent_duplicate_answers_the_stored_order(self, customer, monkeypatch):
        # given the first request stored its order between our lookup and our insert
        with TestCase.captureOnCommitCallbacks(execute=True):
            first = services.order_place(
                customer=customer,
                product_slug="tshirts",
                sleeve="Half Sleeve",
                colour="Black",
                lines=[("M", 1)],
                front_png=image_bytes((40, 40)),
                idempotency_key="race",
            )
        after_commit_work()
        calls = {"n": 0}
        real = services.order_with_key

        def late_lookup(*, customer, key):
            calls["n"] += 1
            return None if calls["n"] == 1 else real(customer=customer, key=key)

        monkeypatch.setattr(services, "order_with_key", late_lookup)
        again = services.order_place(
            customer=customer,
            product_slug="tshirts",
            sleeve="Half Sleeve",
            colour="Black",
            lines=[("M", 1)],
            front_png=image_bytes((40, 40)),
            idempotency_key="race",
        )
        assert again.order_id == first.order_id
        assert Order.objects.filter(customer=customer).count() == 1
        assert len(stored_files()) == 2  # the first's print file and thumbnail, nothing of the second

    def test_a_twin_checkout_after_the_apis_lookup_answers_the_stored_order(self, customer):
        """The API asked for the key before the rate limit (retry_asked): the service does not ask
        again, and a twin that stored its order meanwhile is found by the key's unique index."""
        items = [(1, "M", 1)]
        first = services.order_checkout(customer=customer, items=items, idempotency_key="twin")
        again = services.order_checkout(
            customer=customer, items=[(2, "S", 3)], idempotency_key="twin", retry_asked=True
        )
        assert again.order_id == first.order_id
        assert Order.objects.filter(customer=customer).count() == 1

    def test_anonymous_is_refused_with_401(self, client):
        response = post(client, form())
        assert response.status_code == 401
        assert response.json()["message"] == "Please log in first."
        assert not Order.objects.exists()

    def test_without_the_csrf_token_it_is_refused(self, customer_client, customer):
        response = post(customer_client, form(), csrf=False)
        assert response.status_code == 403
        assert "CSRF" in response.json()["message"]
        assert_nothing_stored(customer)

    def test_a_wrong_csrf_token_is_refused(self, customer_client, customer):
        customer_client.csrf()
        response = customer_client.post(URL, form(), HTTP_X_CSRFTOKEN="x" * 32)
        assert response.status_code == 403
        assert_nothing_stored(customer)


# --- a catalogue item in the form, and the bag ----------------------------------------------------


class TestCatalogueItemAndBag:
    def test_a_catalogue_item_needs_no_design_and_takes_its_price_and_colour(self, customer_client):
        data = form(
            product="",
            sleeve="",
            color="",
            front=None,
            back=None,
            catalogue_item_id="1",
            sizes=json.dumps([{"size": "S", "quantity": 1}]),
        )
        body = post(customer_client, data).json()
        assert body["product"] == "T-Shirt" and body["color"] == "Glow Pink"
        assert body["amount"] == 699.0 + 79.0

    def test_a_catalogue_item_only_in_its_sizes(self, customer_client):
        data = form(
            catalogue_item_id="1",
            product="",
            front=None,
            back=None,
            sizes=json.dumps([{"size": "XL", "quantity": 1}]),
        )
        assert errors_of(post(customer_client, data))["sizes"] == ["Bleu Renaissance comes in XS, S, M, L."]

    def test_a_catalogue_item_of_another_type_is_refused(self, customer_client):
        data = form(
            catalogue_item_id="7",
            product="hoodie",
            front=None,
            back=None,
            sizes=json.dumps([{"size": "S", "quantity": 1}]),
        )
        assert errors_of(post(customer_client, data))["product"] == ["Blue Madonna Tank top is a Tank Top."]

    def checkout(self, client, body, key=None):
        extra = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
        return client.send("post", CHECKOUT, body, **extra)

    def test_the_bag_checks_out_into_one_order_with_a_line_per_item_and_size(self, customer_client):
        response = self.checkout(
            customer_client,
            {
                "items": [
                    {"catalogue_item_id": 1, "size": "M", "quantity": 1},
                    {"catalogue_item_id": 7, "size": "L", "quantity": 2},
                    {"catalogue_item_id": 1, "size": "m", "quantity": 1},
                ],
                "payment_method": "cod",
            },
            key="bag-1",
        )
        assert response.status_code == 201, response.json()
        body = response.json()
        # 699 x 2 + 699 x 2 = 2796, free shipping
        assert body["amount"] == 2796.0
        assert body["sizes"] == [{"size": "M", "quantity": 2}, {"size": "L", "quantity": 2}]
        order = Order.objects.get(order_id=body["order_id"])
        assert [(x.catalogue_item_id, x.size, x.quantity) for x in order.lines.all()] == [
            (1, "M", 2),
            (7, "L", 2),
        ]
        assert order.catalogue_item is None  # the bag mixed two items
        assert order.product_type.slug == "tshirts" and order.colour_name == "Glow Pink"
        again = self.checkout(
            customer_client, {"items": [{"catalogue_item_id": 2, "size": "S", "quantity": 1}]}, key="bag-1"
        )
        assert again.json()["order_id"] == body["order_id"]

    def test_one_item_keeps_its_catalogue_item(self, customer_client):
        body = self.checkout(
            customer_client,
            {
                "items": [{"catalogue_item_id": 2, "size": "S", "quantity": 1}],
                "payment_method": "upi",
                "code": "FEST15",
            },
        ).json()
        order = Order.objects.get(order_id=body["order_id"])
        assert order.catalogue_item_id == 2
        # 999 - 149.85 = 849.15; UPI 5% = 42.46 -> 806.69 + 79
        assert body["amount"] == 885.69
        assert body["upi_link"].endswith(f"&am=885.69&cu=INR&tn={body['order_id']}")

    @pytest.mark.parametrize(
        ("items", "field", "message"),
        [
            ([], "items", "Your bag is empty."),
            ([{"catalogue_item_id": 99, "size": "M", "quantity": 1}], "items", "Product not found."),
            ([{"catalogue_item_id": "x", "size": "M", "quantity": 1}], "items", "Product not found."),
            (
                [{"catalogue_item_id": 1, "size": "XXL", "quantity": 1}],
                "sizes",
                "Bleu Renaissance comes in XS, S, M, L.",
            ),
            (
                [{"catalogue_item_id": 1, "size": "", "quantity": 1}],
                "sizes",
                "Please choose a size for Bleu Renaissance.",
            ),
            (
                [{"catalogue_item_id": 1, "size": "M", "quantity": 0}],
                "quantity",
                "The quantity must be at least 1.",
            ),
            (
                [
                    {"catalogue_item_id": 1, "size": "M", "quantity": 400},
                    {"catalogue_item_id": 2, "size": "M", "quantity": 101},
                ],
                "items",
                "At most 500 pieces in one order; for more, send us a bulk enquiry.",
            ),
        ],
    )
    def test_bad_bags_are_refused(self, customer_client, customer, items, field, message):
        errors = errors_of(self.checkout(customer_client, {"items": items, "payment_method": "upi"}))
        assert message in errors[field]
        assert_nothing_stored(customer)

    def test_cod_over_the_limit_is_refused_for_the_bag(self, customer_client, customer):
        errors = errors_of(
            self.checkout(
                customer_client,
                {
                    "items": [{"catalogue_item_id": 5, "size": "M", "quantity": 5}],
                    "payment_method": "cod",
                },
            )
        )
        assert errors["payment_method"] == [
            "Cash on delivery is only for orders below Rs 5000. Please pay by UPI."
        ]
        assert_nothing_stored(customer)

    def test_checkout_needs_a_login_and_the_csrf_token(self, client, customer_client):
        body = {"items": [{"catalogue_item_id": 1, "size": "M", "quantity": 1}]}
        assert self.checkout(client, body).status_code == 401
        assert customer_client.send("post", CHECKOUT, body, csrf=False).status_code == 403


# --- the quote call ---------------------------------------------------------------------------


class TestQuote:
    def test_a_design_quote(self, client):
        response = client.send(
            "post",
            QUOTE,
            {
                "product": "tshirts",
                "sleeve": "Full Sleeve",
                "lines": [{"size": "M", "quantity": 1}],
                "payment_method": "upi",
            },
        )
        assert response.status_code == 200, response.json()
        assert response.json() == {
            "subtotal": 599.0,
            "offer_name": "",
            "offer_discount": 0.0,
            "discount_code": "",
            "discount_amount": 0.0,
            "online_discount": 29.95,
            "shipping": 79.0,
            "cod_fee": 0.0,
            "total": 648.05,
            "cod_allowed": True,
            "cod_below": 5000.0,
            "notes": ["UPI payment: 5% off"],
            "lines": [
                {
                    "name": "T-Shirt",
                    "size": "M",
                    "quantity": 1,
                    "unit_price": 599.0,
                    "line_total": 599.0,
                    "catalogue_item_id": None,
                }
            ],
        }

    def test_a_bag_quote(self, client):
        body = client.send(
            "post", QUOTE, {"items": [{"catalogue_item_id": 5, "size": "M", "quantity": 5}], "code": "FEST15"}
        ).json()
        assert body["subtotal"] == 5495.0 and body["discount_amount"] == 824.25
        assert body["total"] == 4670.75 and body["cod_allowed"] is True
        assert body["lines"][0]["name"] == "The pilgrim’s Gaze"

    def test_cod_not_allowed_is_reported_not_refused(self, client):
        body = client.send(
            "post", QUOTE, {"items": [{"catalogue_item_id": 5, "size": "M", "quantity": 5}]}
        ).json()
        assert body["total"] == 5495.0 and body["cod_allowed"] is False

    def test_a_club_member_sees_the_club_discount_when_logged_in(self, customer_client, customer, client):
        NewsletterSignup.objects.create(email=customer.email)
        body = {"product": "hoodie", "lines": [{"size": "M", "quantity": 1}]}
        assert customer_client.send("post", QUOTE, body).json()["discount_code"] == "CLUB10"
        assert client.send("post", QUOTE, body).json()["discount_code"] == ""

    def test_bad_fields_get_field_errors(self, client):
        response = client.send(
            "post", QUOTE, {"product": "tshirts", "lines": [{"size": "Q", "quantity": 1}], "code": "NOPE"}
        )
        errors = errors_of(response)
        assert {"sleeve", "sizes"} <= set(errors)

    def test_an_unknown_code(self, client):
        response = client.send(
            "post", QUOTE, {"product": "hoodie", "lines": [{"size": "M", "quantity": 1}], "code": "nope"}
        )
        assert errors_of(response) == {"code": ["The code NOPE is not valid."]}

    def test_needs_the_csrf_token(self, client):
        assert client.send("post", QUOTE, {}, csrf=False).status_code == 403


class TestCheckoutCost:
    """The bag's checkout at a sale's peak (scripts/bench-orders): its queries, counted."""

    def _checkout(self, client, item_id: int):
        body = {
            "items": [{"catalogue_item_id": item_id, "size": "M", "quantity": 2}],
            "payment_method": "cod",
        }
        return client.post(CHECKOUT, body, content_type="application/json", HTTP_X_CSRFTOKEN=client.csrf())

    def test_a_checkout_costs_a_bounded_number_of_queries(self, customer_client):
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        from core.catalogue.models import CatalogueItem

        item_id = CatalogueItem.objects.filter(active=True).values_list("pk", flat=True).first()
        assert self._checkout(customer_client, item_id).status_code == 201  # the rate limit's window begins
        with CaptureQueriesContext(connection) as ctx:
            assert self._checkout(customer_client, item_id).status_code == 201
        limits = [q["sql"] for q in ctx.captured_queries if "shop_rate_limits" in q["sql"]]
        # the order's rate limit: one statement counts this request in its window
        assert len(limits) == 1 and limits[0].startswith("INSERT") and "RETURNING" in limits[0]
        # the key asked once, the bag's items with their sizes in one query, the e-mail without a savepoint;
        # the running automatic offers, one read by their index (core/promotions: none here, no prefetch)
        assert len(ctx.captured_queries) <= 16

    @pytest.mark.parametrize("method", ["cod", "upi"])
    def test_the_answer_is_the_order_as_read_back_by_its_retry(self, customer_client, method):
        """The placed order is answered from what was stored, not read again: the same as its retry
        (which reads the order and the money rules back) answers."""
        from core.catalogue.models import CatalogueItem

        item_ids = list(CatalogueItem.objects.filter(active=True).values_list("pk", flat=True)[:2])
        body = {
            "items": [{"catalogue_item_id": pk, "size": "M", "quantity": 2} for pk in item_ids],
            "payment_method": method,
        }

        def send():
            return customer_client.post(
                CHECKOUT,
                body,
                content_type="application/json",
                HTTP_X_CSRFTOKEN=customer_client.csrf(),
                HTTP_IDEMPOTENCY_KEY=f"read-back-{method}",
            )

        placed, retried = send(), send()
        assert placed.status_code == retried.status_code == 201
        assert placed.json() == retried.json()
        assert len(placed.json()["catalogue_lines"]) == len(item_ids)
