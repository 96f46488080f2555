"""Production packs: one order's ZIP (print files + a one-page job sheet), who may download it, and
several orders' packs written by a worker (core.exports), one folder per order."""

import io
import zipfile
from decimal import Decimal

import pytest
from django.core.files.storage import default_storage
from django.test import Client
from pypdf import PdfReader

from core.accounts.tests.factories import StaffFactory
from core.catalogue.models import CatalogueItem
from core.conftest import JsonClient
from core.exports.models import ExportJob, ExportStatus
from core.fulfilment.job_sheet import colour_rgb
from core.fulfilment.packs import order_pack_zip, safe_name
from core.fulfilment.selectors import order_for_pack
from core.jobs.tests.worker import run_ready_tasks
from core.orders.models import OrderLine
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def _url(order) -> str:
    return f"/api/office/orders/{order.order_id}/pack.zip"


def _zip(data: bytes) -> zipfile.ZipFile:
    return zipfile.ZipFile(io.BytesIO(data))


def _pdf_text(data: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(data))
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


@pytest.fixture
def order(customer):
    return OrderFactory(
        customer=customer,
        designs=True,
        colour_name="Heather Navy",
        colour_hex="#3469b7",
        instructions="Print the logo 10 cm below the collar.",
        lines=[("M", 2), ("XL", 3)],
    )


def test_an_orders_pack_holds_its_print_files_and_a_one_page_job_sheet(staff_client, order):
    response = staff_client.get(_url(order))
    assert response.status_code == 200 and response["Content-Type"] == "application/zip"
    assert response["Content-Disposition"] == f'attachment; filename="{order.order_id}-production-pack.zip"'
    assert response["Cache-Control"] == "private, no-store"
    archive = _zip(response.content)
    folder = order.order_id
    assert sorted(archive.namelist()) == [
        f"{folder}/{folder}-back.png",
        f"{folder}/{folder}-front.png",
        f"{folder}/{folder}-job-sheet.pdf",
    ]
    with order.front_image.open("rb") as fh:  # the print file exactly as stored
        assert archive.read(f"{folder}/{folder}-front.png") == fh.read()
    pages, text = _pdf_text(archive.read(f"{folder}/{folder}-job-sheet.pdf"))
    assert pages == 1
    for expected in (
        order.order_id,
        "T-Shirt · Half Sleeve",
        "Heather Navy",
        "#3469B7",
        "Print the logo 10 cm below the collar.",
        "60 × 80 px",
        f"{folder}-front.png",
    ):
        assert expected in text
    # each line names what it prints: here the customer's own front and back files
    assert "M Own design: front, back 2" in text and "XL Own design: front, back 3" in text
    assert "Total\n5" in text.replace(" ", "\n")


def test_the_same_order_gives_the_same_bytes(order):
    loaded = order_for_pack(order_id=order.order_id)
    assert order_pack_zip(loaded) == order_pack_zip(order_for_pack(order_id=order.order_id))


def test_a_pack_is_one_request_of_a_few_queries(staff_client, order, django_assert_max_num_queries):
    with django_assert_max_num_queries(5):  # session, user, the order with product, its lines
        assert staff_client.get(_url(order)).status_code == 200


def test_a_catalogue_order_and_a_lost_file_are_noted_on_the_sheet(staff_client, customer, order):
    item = CatalogueItem.objects.order_by("id").first()
    ready_made = OrderFactory(customer=customer, catalogue_item=item, lines=[("S", 1)])
    OrderLine.objects.filter(order=ready_made).update(catalogue_item=item)
    archive = _zip(staff_client.get(_url(ready_made)).content)
    assert archive.namelist() == [f"{ready_made.order_id}/{ready_made.order_id}-job-sheet.pdf"]
    _, text = _pdf_text(archive.read(archive.namelist()[0]))
    assert f"Ready-made design: {item.name}" in text and "No front design." in text

    default_storage.delete(order.back_image.name)  # storage lost the back print file
    archive = _zip(staff_client.get(_url(order)).content)
    assert f"{order.order_id}/{order.order_id}-back.png" not in archive.namelist()
    _, text = _pdf_text(archive.read(f"{order.order_id}/{order.order_id}-job-sheet.pdf"))
    assert "Missing from storage" in text


def test_a_long_order_still_fits_one_page(staff_client, customer):
    sizes = ["S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL"] + [f"{n}XL" for n in range(6, 18)]
    big = OrderFactory(
        customer=customer, designs=True, instructions="Fold neatly. " * 76, lines=[(s, 9) for s in sizes]
    )
    archive = _zip(staff_client.get(_url(big)).content)
    pages, text = _pdf_text(archive.read(f"{big.order_id}/{big.order_id}-job-sheet.pdf"))
    assert pages == 1 and "Packed by" in text and "17XL" in text


@pytest.mark.parametrize(
    ("who", "code"), [("anonymous", 401), ("owner", 403), ("other", 403), ("staff", 200)]
)
def test_who_may_download_a_pack(order, who, code, request):
    client = (
        JsonClient()
        if who == "anonymous"
        else request.getfixturevalue(
            {"owner": "customer_client", "other": "other_client", "staff": "staff_client"}[who]
        )
    )
    assert client.get(_url(order)).status_code == code


def test_an_unknown_order_is_404(staff_client):
    response = staff_client.get("/api/office/orders/RZ-NOPE1234/pack.zip")
    assert response.status_code == 404 and response.json()["message"] == "Order not found."


def test_file_names_keep_only_letters_digits_and_hyphens():
    assert safe_name("rz-ab12\r\nSet-Cookie: x") == "RZ-AB12SET-COOKIEX"
    assert safe_name("../..") == "order"
    assert colour_rgb("#3469b7") == (52, 105, 183) and colour_rgb("navy") == (200, 200, 200)


# --- several orders: a background job ---------------------------------------------------------------


def _start(client, capture, body):
    with capture(execute=True):
        return client.send("post", "/api/office/exports", body)


def test_packs_of_ticked_orders_are_written_by_a_worker_one_folder_each(
    staff_client, customer, django_capture_on_commit_callbacks
):
    orders = [OrderFactory(customer=customer, designs=True, amount=Decimal("999.00")) for _ in range(3)]
    ids = [o.order_id.lower() for o in orders[:2]]  # any case, as typed
    started = _start(staff_client, django_capture_on_commit_callbacks, {"level": "packs", "order_ids": ids})
    assert started.status_code == 202, started.json()
    assert run_ready_tasks() == 1
    job = staff_client.get(f"/api/office/exports/{started.json()['id']}").json()
    assert (job["status"], job["level"], job["rows_done"], job["rows_total"]) == ("done", "packs", 2, 2)
    response = staff_client.get(job["download_url"])
    assert (
        response["Content-Disposition"].startswith("attachment;")
        and ".zip" in response["Content-Disposition"]
    )
    archive = _zip(b"".join(response.streaming_content))
    folders = {name.split("/")[0] for name in archive.namelist()}
    assert folders == {o.order_id for o in orders[:2]} and len(archive.namelist()) == 6


@pytest.mark.parametrize(
    ("order_ids", "message"),
    [
        (["RZ-NOPE1234"], "Choose at least one order for the production packs."),
        ([f"RZ-{i:08d}" for i in range(101)], "Choose at most 100 orders at a time."),
    ],
)
def test_a_packs_job_needs_one_to_a_hundred_orders(staff_client, order_ids, message):
    response = staff_client.send("post", "/api/office/exports", {"level": "packs", "order_ids": order_ids})
    assert response.status_code == 400 and response.json()["message"] == message
    assert not ExportJob.objects.exists()


def test_the_admin_action_packs_the_ticked_orders(customer, django_capture_on_commit_callbacks):
    desk = Client()
    desk.force_login(StaffFactory(is_superuser=True))
    orders = [OrderFactory(customer=customer, designs=True) for _ in range(2)]
    with django_capture_on_commit_callbacks(execute=True):
        r = desk.post(
            "/admin/orders/order/",
            {"action": "production_packs_in_background", "_selected_action": [o.pk for o in orders]},
        )
    job = ExportJob.objects.get()
    assert r.status_code == 302 and job.level == "packs"
    assert "Production packs" in desk.get(r["Location"]).content.decode()
    run_ready_tasks()
    job.refresh_from_db()
    assert (job.status, job.rows_done) == (ExportStatus.DONE, 2) and job.file.name.endswith(".zip")
