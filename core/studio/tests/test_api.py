"""The shelf, the drawings as pictures, the owner's uploads and shared designs, through the API."""

import base64
import io

import pytest
from PIL import Image

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.orders.tests.factories import png_bytes
from core.studio.models import Artwork, DesignShare
from core.studio.services import TITLE_NEEDED

pytestmark = pytest.mark.django_db

TEMPLATE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">'
    '<rect width="200" height="100" fill="#123456"/>'
    '<text data-placeholder="name" x="100" y="50" font-size="20" fill="#ffffff">Team</text></svg>'
)
DESIGN = {
    "front": {"version": "6.0.0", "objects": [{"type": "IText", "text": "प्रिया", "fontFamily": "Baloo 2"}]}
}


def preview() -> str:
    return "data:image/png;base64," + base64.b64encode(png_bytes(size=(300, 400))).decode()


def share_body(**changes) -> dict:
    return {"product": "tshirts", "sleeve": "Half Sleeve", "colour": "#1a1a1a", "design": DESIGN,
            "preview": preview(), **changes}  # fmt: skip


def test_a_fresh_shop_has_the_eight_occasions_and_six_clip_art_per_theme(client):
    templates = client.get("/api/studio/shelf/?kind=template").json()
    assert {t["title"] for t in templates} >= {
        "Diwali", "Holi", "Eid", "Wedding", "Birthday", "College fest", "Cricket team", "Company offsite",
    }  # fmt: skip
    diwali = next(t for t in templates if t["title"] == "Diwali")
    assert {p["field"] for p in diwali["placeholders"]} >= {"name", "year"}
    clipart = client.get("/api/studio/shelf/?kind=clipart").json()
    themes = {c["theme"] for c in clipart}
    assert themes == {"festivals", "sports", "college", "celebration", "nature", "icons"}
    assert all(sum(c["theme"] == t for c in clipart) >= 6 for t in themes)
    assert "svg" not in clipart[0]  # the drawings load as pictures, one by one


def test_the_shelf_reads_one_query(client, django_assert_num_queries):
    with django_assert_num_queries(1):
        client.get("/api/studio/shelf/?kind=clipart")


def test_a_drawing_is_served_as_svg_that_may_not_run_or_fetch(client):
    art = Artwork.objects.filter(kind="clipart").first()
    answer = client.get(f"/api/studio/art/{art.pk}.svg")
    assert answer.status_code == 200
    assert answer["Content-Type"].startswith("image/svg+xml")
    assert "default-src 'none'" in answer["Content-Security-Policy"]
    assert answer.content.decode().startswith("<svg")


def test_a_switched_off_drawing_is_not_served(client):
    art = Artwork.objects.filter(kind="clipart").first()
    Artwork.objects.filter(pk=art.pk).update(active=False)
    assert client.get(f"/api/studio/art/{art.pk}.svg").status_code == 404
    assert art.pk not in [c["id"] for c in client.get("/api/studio/shelf/?kind=clipart").json()]


def test_the_owner_still_sees_a_switched_off_drawing_in_the_office():
    art = Artwork.objects.filter(kind="clipart").first()
    Artwork.objects.filter(pk=art.pk).update(active=False)
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    listed = client.get("/api/office/artwork?filter=" + '{"active": false}').json()
    shown = next(row for row in listed if row["id"] == art.pk)
    picture = client.get(shown["svg_url"])
    assert picture.status_code == 200
    assert picture["Content-Type"].startswith("image/svg+xml")
    assert "default-src 'none'" in picture["Content-Security-Policy"]
    assert picture.content.decode().startswith("<svg")


def test_the_owner_uploads_a_template_and_its_placeholders_become_texts():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    body = {"kind": "template", "theme": "sports", "title": "Kabaddi club", "svg": TEMPLATE}
    answer = client.send("post", "/api/office/artwork", body)
    assert answer.status_code == 201, answer.content
    made = answer.json()
    assert made["placeholders"][0]["field"] == "name"
    assert "Team" not in Artwork.objects.get(pk=made["id"]).svg


@pytest.mark.parametrize(
    "hostile",
    [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><script>alert(1)</script></svg>',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><image href="https://evil.example/x.png"/></svg>',
    ],
)
def test_a_hostile_upload_is_refused_with_the_reason_and_nothing_is_kept(hostile):
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    before = Artwork.objects.count()
    answer = client.send(
        "post", "/api/office/artwork", {"kind": "clipart", "theme": "icons", "title": "X", "svg": hostile}
    )
    assert answer.status_code == 400
    assert "svg" in answer.json()["errors"]
    assert Artwork.objects.count() == before


def test_a_template_without_an_editable_text_is_refused():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect width="9" height="9"/></svg>'
    answer = client.send(
        "post", "/api/office/artwork", {"kind": "template", "theme": "icons", "title": "X", "svg": svg}
    )
    assert answer.status_code == 400
    assert "data-placeholder" in answer.json()["errors"]["svg"][0]


def test_a_drawing_without_a_title_is_refused_on_upload_and_on_change():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect width="9" height="9"/></svg>'
    made = client.send(
        "post", "/api/office/artwork", {"kind": "clipart", "theme": "icons", "title": " ", "svg": svg}
    )
    assert made.status_code == 400 and made.json()["errors"]["title"] == [TITLE_NEEDED]
    art = Artwork.objects.filter(kind="clipart").first()
    changed = client.send(
        "put", f"/api/office/artwork/{art.pk}", {"theme": "icons", "active": True, "svg": ""}
    )
    assert changed.status_code == 400 and changed.json()["errors"]["title"] == [TITLE_NEEDED]
    art.refresh_from_db()
    assert art.title.strip()


def test_a_drawing_s_position_must_be_a_number_not_true_or_false():
    client = JsonClient()
    client.force_login(StaffFactory(role=Role.OWNER))
    art = Artwork.objects.filter(kind="clipart").first()
    body = {"theme": "icons", "title": "Rupee coin", "position": False, "active": True}
    assert client.send("put", f"/api/office/artwork/{art.pk}", body).status_code == 400
    assert Artwork.objects.get(pk=art.pk).position == art.position


@pytest.mark.parametrize("role", [Role.ORDER_DESK, Role.SUPPORT, Role.ACCOUNTS, Role.PRINT_FLOOR])
def test_only_the_owner_manages_templates(role):
    client = JsonClient()
    client.force_login(StaffFactory(role=role))
    assert client.get("/api/office/artwork").status_code == 403


def test_a_shared_design_has_a_long_random_token_and_nothing_personal(customer):
    client = JsonClient()
    client.force_login(customer)  # logged in or not, the share keeps nothing about the person
    first = client.send("post", "/api/studio/shares/", share_body())
    second = client.send("post", "/api/studio/shares/", share_body())
    assert first.status_code == 201, first.content
    token = first.json()["token"]
    assert len(token) >= 43 and token != second.json()["token"]
    assert first.json()["path"] == f"/share/{token}"
    share = DesignShare.objects.get(token=token)
    fields = {f.name for f in DesignShare._meta.get_fields()}
    assert not fields & {"user", "customer", "name", "phone_number", "email", "address", "ip"}
    page = JsonClient().get(f"/api/studio/shares/{token}/").json()  # a visitor, no account
    assert page["product_name"] == share.product_name and page["colour"] == "#1a1a1a"
    text = str(page)
    for personal in (customer.name, customer.phone_number, customer.email):
        assert personal not in text
    design = JsonClient().get(f"/api/studio/shares/{token}/design/").json()
    assert design["design"] == DESIGN


def test_the_shared_picture_answers_a_png_made_again_by_the_server(client):
    token = client.send("post", "/api/studio/shares/", share_body()).json()["token"]
    answer = client.get(f"/api/studio/shares/{token}/image.png")
    assert answer.status_code == 200
    assert answer["Content-Type"] == "image/png"
    assert Image.open(io.BytesIO(answer.content)).size == (300, 400)


def test_a_guessed_token_finds_nothing(client):
    assert client.get("/api/studio/shares/not-a-token/").status_code == 404
    assert client.get("/api/studio/shares/not-a-token/image.png").status_code == 404


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"product": "spaceship"}, "product"),
        ({"design": {}}, "design"),
        ({"preview": "data:image/png;base64,aGVsbG8="}, "preview"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_a_bad_share_is_refused_by_field(client, changes, field):
    answer = client.send("post", "/api/studio/shares/", share_body(**changes))
    assert answer.status_code == 400
    assert field in answer.json()["errors"]


def test_making_shares_is_rate_limited_per_address(settings):
    settings.SHOP_FORM_RATE_LIMITS = {**settings.SHOP_FORM_RATE_LIMITS, "share": (2, 3600)}
    client = JsonClient(REMOTE_ADDR="198.51.100.77")
    codes = [client.send("post", "/api/studio/shares/", share_body()).status_code for _ in range(3)]
    assert codes == [201, 201, 429]
