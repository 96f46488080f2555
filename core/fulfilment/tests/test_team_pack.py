"""A team order's production pack: its job sheet names exactly the files the ZIP holds (each person's
print files, the editable design), never the order's own front file, which a team's pack leaves out."""

import io
import json
import re
import zipfile

import pytest
from pypdf import PdfReader

from core.catalogue.models import ProductType
from core.catalogue.services import price_breaks_set
from core.fulfilment.packs import order_pack_zip
from core.fulfilment.selectors import order_for_pack
from core.teams.models import TeamMember
from core.teams.tests.factories import design_json, print_png, rows

pytestmark = pytest.mark.django_db

TEAM = [("Priya Sharma", "7", "M"), ("Rahul Verma", "10", "L"), ("Arjun Nair", "18", "XL")]
FILE_NAME = re.compile(r"[A-Z0-9][A-Za-z0-9-]*\.(?:png|json|pdf)")


@pytest.fixture(autouse=True)
def media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)


@pytest.fixture
def tees():
    tiers = [{"min_quantity": 1, "max_quantity": None, "one_side": "499", "both_sides": "599"}]
    price_breaks_set(product_type=ProductType.objects.get(slug="tshirts"), tiers=tiers, setup=[])


def _files(count: int, shade: int) -> list[io.BytesIO]:
    files = [io.BytesIO(print_png(shade=shade + i)) for i in range(count)]
    for i, f in enumerate(files):
        f.name = f"person-{i}.png"
    return files


def _team_order(client) -> str:
    form = {
        "product": "tshirts",
        "sleeve": "Half Sleeve",
        "color": "Black",
        "team": json.dumps(rows(TEAM)),
        "unique_numbers": "true",
        "payment_method": "upi",
        "front": io.BytesIO(print_png()),
        "back": io.BytesIO(print_png(shade=99)),
        "design": io.BytesIO(design_json("name", "number")),
        "people_front": _files(len(TEAM), 0),
        "people_back": _files(len(TEAM), 50),
    }
    response = client.post("/api/team-orders/", form, HTTP_X_CSRFTOKEN=client.csrf())
    assert response.status_code == 201, response.json()
    return response.json()["order_id"]


def _sheet_names(pack: zipfile.ZipFile, folder: str) -> tuple[list[str], str]:
    reader = PdfReader(io.BytesIO(pack.read(f"{folder}/{folder}-job-sheet.pdf")))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return sorted(FILE_NAME.findall(text.replace("-\n", "-"))), text


def test_a_team_orders_job_sheet_lists_exactly_the_files_in_its_pack(tees, customer_client):
    order_id = _team_order(customer_client)
    folder = order_id.upper()
    pack = zipfile.ZipFile(io.BytesIO(order_pack_zip(order_for_pack(order_id=order_id))))
    in_pack = sorted(n.split("/", 1)[1] for n in pack.namelist() if not n.endswith("-job-sheet.pdf"))
    listed, _ = _sheet_names(pack, folder)
    assert f"{folder}-front.png" not in in_pack  # a team's pack holds each person's files instead
    assert len(in_pack) == 2 * len(TEAM) + 1  # front and back per person, and the editable design
    assert listed == in_pack


def test_a_persons_lost_file_is_noted_on_the_sheet_and_not_listed(tees, customer_client):
    order_id = _team_order(customer_client)
    folder = order_id.upper()
    lost = TeamMember.objects.get(order__order_id=order_id, position=2)
    lost.back_image.storage.delete(lost.back_image.name)
    pack = zipfile.ZipFile(io.BytesIO(order_pack_zip(order_for_pack(order_id=order_id))))
    in_pack = sorted(n.split("/", 1)[1] for n in pack.namelist() if not n.endswith("-job-sheet.pdf"))
    listed, text = _sheet_names(pack, folder)
    assert f"{folder}-002-RAHUL-VERMA-10-back.png" not in in_pack
    assert listed == in_pack
    assert "back: missing from storage" in text


def _lowest_text(page) -> float:
    """The lowest baseline of any text on a PDF page, in points from its foot (below 0: cut off)."""
    ys: list[float] = []

    def seen(text, cm, tm, *_):
        if text.strip():
            ys.append(tm[5] * cm[3] + cm[5])

    page.extract_text(visitor_text=seen)
    return min(ys)


def test_a_team_of_45_on_two_sides_is_listed_whole_on_pages_that_hold_it(tees, customer_client):
    team = [(f"Player Number {i}", str(i), "M") for i in range(1, 46)]
    form = {
        "product": "tshirts",
        "sleeve": "Half Sleeve",
        "color": "Black",
        "team": json.dumps(rows(team)),
        "unique_numbers": "true",
        "payment_method": "upi",
        "front": io.BytesIO(print_png()),
        "back": io.BytesIO(print_png(shade=99)),
        "design": io.BytesIO(design_json("name", "number")),
        "people_front": _files(len(team), 0),
        "people_back": _files(len(team), 50),
    }
    response = customer_client.post("/api/team-orders/", form, HTTP_X_CSRFTOKEN=customer_client.csrf())
    order_id = response.json()["order_id"]
    folder = order_id.upper()
    pack = zipfile.ZipFile(io.BytesIO(order_pack_zip(order_for_pack(order_id=order_id))))
    listed, _ = _sheet_names(pack, folder)
    assert len(listed) == 91  # 45 people's two files and the editable design
    reader = PdfReader(io.BytesIO(pack.read(f"{folder}/{folder}-job-sheet.pdf")))
    assert len(reader.pages) >= 3
    for page in reader.pages[1:]:
        assert _lowest_text(page) > 20  # points: nothing runs off a page's foot
