"""Ordering a team: one line per person priced by the quantity breaks, the server's own checks of every
row and file, the production pack's print file per person and the job sheet's list of the people."""

import io
import json
import zipfile
from decimal import Decimal as D

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from pypdf import PdfReader

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import ProductType
from core.catalogue.services import price_breaks_set
from core.fulfilment.packs import order_pack_zip
from core.fulfilment.selectors import order_for_pack
from core.orders.models import Order
from core.teams import api
from core.teams.models import TeamMember
from core.teams.services import MISSING_FILES
from core.teams.tests.factories import TEAM, design_json, print_png, rows

pytestmark = pytest.mark.django_db

TEES = [
    {"min_quantity": 1, "max_quantity": 9, "one_side": "499", "both_sides": "499"},
    {"min_quantity": 10, "max_quantity": 49, "one_side": "429", "both_sides": "499"},
    {"min_quantity": 50, "max_quantity": None, "one_side": "379", "both_sides": "449"},
]


@pytest.fixture(autouse=True)
def media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)


@pytest.fixture
def tees():
    price_breaks_set(product_type=ProductType.objects.get(slug="tshirts"), tiers=TEES, setup=[])


def _form(team=None, *, people=None, **extra) -> dict:
    team = rows() if team is None else team
    count = len(team) if people is None else people
    files = [io.BytesIO(print_png(shade=i)) for i in range(count)]
    for i, f in enumerate(files):
        f.name = f"person-{i}.png"
    return {
        "product": "tshirts",
        "sleeve": "Half Sleeve",
        "color": "Black",
        "team": json.dumps(team),
        "unique_numbers": "true",
        "payment_method": "upi",
        "front": io.BytesIO(print_png()),
        "design": io.BytesIO(design_json("name", "number")),
        "people_front": files,
        **extra,
    }


def _post(client, form):
    return client.post("/api/team-orders/", form, HTTP_X_CSRFTOKEN=client.csrf())


def test_a_team_of_15_becomes_15_lines_priced_at_the_break_of_15_pieces(tees, customer_client, customer):
    response = _post(customer_client, _form())
    assert response.status_code == 201, response.json()
    order = Order.objects.get(order_id=response.json()["order_id"])
    lines = list(order.lines.order_by("id"))
    assert [(ln.size, ln.quantity) for ln in lines] == [(size, 1) for _, _, size in TEAM]
    assert {ln.unit_price for ln in lines} == {D("429.00")}  # 15 pieces: the 10-49 tier, one side
    assert order.subtotal == D("6435.00")
    people = list(TeamMember.objects.filter(order=order).order_by("position"))
    assert [(p.name, p.number, p.line.size) for p in people] == [tuple(r) for r in TEAM]
    assert all(p.front_image and not p.back_image for p in people)


def test_the_server_refuses_bad_rows_one_by_one_and_stores_nothing(tees, customer_client):
    team = rows()
    team[3]["size"] = ""
    team[11]["size"] = ""
    response = _post(customer_client, _form(team))
    assert response.status_code == 400
    body = response.json()
    assert body["errors"] == {
        "team.4": ["Row 4 (Kavya Iyer): choose a size (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)."],
        "team.12": ["Row 12 (Divya Pillai): choose a size (S, M, L, XL, 2XL, 3XL, 4XL, 5XL)."],
    }
    assert not Order.objects.exists() and not TeamMember.objects.exists()


def test_each_person_needs_a_print_file_the_size_of_the_designs(tees, customer_client):
    missing = _post(customer_client, _form(people=14)).json()
    assert missing["errors"] == {"front": [MISSING_FILES]}
    form = _form()
    form["people_front"][5] = io.BytesIO(print_png(size=(60, 80)))
    wrong = _post(customer_client, form).json()
    assert list(wrong["errors"]) == ["team.6"]
    assert not Order.objects.exists()


def test_names_are_optional_when_the_design_has_no_name_placeholder(tees, customer_client):
    team = [{"name": "", "number": str(i), "size": "M"} for i in range(1, 4)]
    refused = _post(customer_client, _form(team))
    assert refused.json()["errors"]["team.1"] == ["Row 1: write a name (the design prints one)."]
    placed = _post(customer_client, _form(team, design=io.BytesIO(design_json("number"))))
    assert placed.status_code == 201


def test_the_pack_holds_a_print_file_per_person_named_for_them_and_the_job_sheet_lists_them(
    tees, customer_client
):
    order_id = _post(customer_client, _form()).json()["order_id"]
    with CaptureQueriesContext(connection) as queries:
        order = order_for_pack(order_id=order_id)
        data = order_pack_zip(order)
    assert len(queries) < 12  # the people come with the order, not one query each
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    prints = sorted(n for n in names if n.endswith(".png"))
    assert len(prints) == 15
    folder = order_id.upper()
    assert prints[0] == f"{folder}/{folder}-001-PRIYA-SHARMA-7-front.png"
    assert prints[14] == f"{folder}/{folder}-015-FARHAN-QURESHI-17-front.png"
    assert zipfile.ZipFile(io.BytesIO(data)).read(prints[1]) == print_png(shade=1)  # as the studio sent it
    sheet = PdfReader(io.BytesIO(zipfile.ZipFile(io.BytesIO(data)).read(f"{folder}/{folder}-job-sheet.pdf")))
    text = "\n".join(page.extract_text() for page in sheet.pages)
    assert len(sheet.pages) == 2
    assert "names and numbers (15 people)" in text
    for name, number, _ in TEAM:
        assert f"{name} {number}" in text.replace("\n", " ")
    assert "Priya Sharma 7 M" in text.replace("\n", " ")


def test_the_office_downloads_the_team_pack(tees, customer_client, client):
    order_id = _post(customer_client, _form()).json()["order_id"]
    client.force_login(StaffFactory(role=Role.PRINT_FLOOR))
    response = client.get(f"/api/office/orders/{order_id}/pack.zip")
    assert response.status_code == 200
    body = b"".join(response.streaming_content) if response.streaming else response.content
    names = zipfile.ZipFile(io.BytesIO(body)).namelist()
    assert sum(n.endswith(".png") for n in names) == 15


def test_the_customer_and_the_office_see_each_line_with_its_name_and_number(tees, customer_client, client):
    order_id = _post(customer_client, _form()).json()["order_id"]
    mine = customer_client.get("/api/order/customerlist/").json()["order_details"]
    assert mine[0]["people"][:2] == [
        {"name": "Priya Sharma", "number": "7", "size": "M"},
        {"name": "Rahul Verma", "number": "10", "size": "L"},
    ]
    client.force_login(StaffFactory(role=Role.ORDER_DESK))
    card = client.get(f"/api/office/orders/{order_id}").json()
    assert [(ln["name"], ln["number"], ln["size"]) for ln in card["lines"]] == [tuple(r) for r in TEAM]


def test_the_teams_print_files_are_refused_past_their_total_weight_before_any_is_read(
    tees, customer_client, monkeypatch
):
    monkeypatch.setattr("core.teams.api.PEOPLE_FILES_MAX_BYTES", 10 * len(print_png()))
    response = _post(customer_client, _form())  # 15 files
    assert response.json()["errors"] == {"team": [api.HEAVY]}
    assert not Order.objects.exists()
