"""A saved design costs what it weighs: layers, pictures and pixels capped before any
picture is decoded, and the stored copy at most a few times the upload."""

import base64
import io

import pytest
from PIL import Image

from core.common import images
from core.orders.tests.test_placing import form, post
from core.reorders import design_rules
from core.reorders.design_rules import MAX_DESIGN_LAYERS, MAX_DESIGN_PIXELS, MAX_PICTURES
from core.reorders.models import OrderDesign
from core.reorders.tests.test_order_again import TEXT, design_file

pytestmark = pytest.mark.django_db


def one_bit(size=(1800, 2400), fmt="PNG") -> dict:
    out = io.BytesIO()
    picture = Image.new("1", size, 1)
    picture.paste(0, (10, 10, size[0] // 2, size[1] // 3))
    picture.save(out, format=fmt)
    src = f"data:image/{fmt.lower()};base64," + base64.b64encode(out.getvalue()).decode()
    return {"type": "Image", "src": src, "left": 1, "top": 2}


def refused(client, design) -> str:
    response = post(client, form(design=design_file(design)))
    assert response.status_code == 400
    return response.json()["errors"]["design"][0]


@pytest.fixture
def nothing_decoded(monkeypatch):
    def decode(*args, **kwargs):
        raise AssertionError("a picture was decoded before the design's limits were checked")

    monkeypatch.setattr(design_rules, "clean_picture", decode)


def test_too_many_layers_in_all_is_refused_naming_the_limit(customer_client, nothing_decoded):
    half = MAX_DESIGN_LAYERS // 2 + 1
    design = {"front": {"objects": [TEXT] * half}, "back": {"objects": [TEXT] * half}}
    assert refused(customer_client, design) == f"A design can have at most {MAX_DESIGN_LAYERS} layers."


def test_sixty_tiny_pictures_are_refused_before_any_is_decoded(customer_client, nothing_decoded):
    tiny = one_bit((8, 8))
    design = {"front": {"objects": [tiny] * (MAX_PICTURES + 1)}}
    assert refused(customer_client, design) == f"A design can have at most {MAX_PICTURES} pictures."


def test_pictures_past_the_pixel_budget_are_refused_before_any_is_decoded(customer_client, nothing_decoded):
    design = {"front": {"objects": [one_bit()] * 2}, "back": {"objects": [one_bit((100, 100))]}}
    message = refused(customer_client, design)
    assert message.startswith(f"The design's pictures are too large: at most {MAX_DESIGN_PIXELS:,} pixels")


def test_the_stored_design_weighs_at_most_four_times_its_upload(customer_client):
    # given a design of small 1-bit pictures (which an RGBA re-encoding made many times heavier)
    design = {"front": {"objects": [one_bit((600, 600))] * 4 + [TEXT]}, "back": {"objects": [one_bit()]}}
    uploaded = len(design_file(design).read())
    response = post(customer_client, form(design=design_file(design)))
    assert response.status_code == 201
    record = OrderDesign.objects.get()
    assert record.size_bytes <= 4 * uploaded
    kept = customer_client.get(f"/api/orders/{response.json()['order_id']}/design/").json()["design"]
    assert kept["front"]["objects"][0]["src"].startswith("data:image/png;base64,")


def test_a_jpeg_picture_stays_a_jpeg(customer_client):
    design = {"front": {"objects": [one_bit((300, 300), fmt="JPEG")]}}
    response = post(customer_client, form(design=design_file(design)))
    kept = customer_client.get(f"/api/orders/{response.json()['order_id']}/design/").json()["design"]
    assert kept["front"]["objects"][0]["src"].startswith("data:image/jpeg;base64,")


def test_a_picture_that_is_not_an_image_is_refused_by_its_header():
    with pytest.raises(Exception, match="valid image"):
        images.picture_size(b"<svg onload=alert(1)>", field="design")
