"""Background exports: who may start and read them, the worker's file, progress, the admin's
action and page, and the purge of expired files."""

import io
from datetime import timedelta
from decimal import Decimal

import openpyxl
import pytest
from django.core.files.storage import default_storage
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from core.accounts.tests.factories import CustomerFactory
from core.exports.models import ExportJob, ExportStatus
from core.exports.services import exports_purge
from core.jobs.tests.worker import run_ready_tasks
from core.orders.export import xlsx as writer
from core.orders.export.files import export_rows
from core.orders.export.rows import order_rows
from core.orders.export.xlsx import write_xlsx
from core.orders.models import Order
from core.orders.selectors import orders_between
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def orders():
    tricky = CustomerFactory(name="=HYPERLINK(1)", email="")
    return [
        OrderFactory(lines=[("M", 2), ("L", 1)], amount=Decimal("1497.50")),
        OrderFactory(customer=tricky, status="shipped", payment_status="paid"),
        OrderFactory(status="shipped", sleeve=""),
    ]


def _start(client, capture, body=None):
    with capture(execute=True):
        return client.send("post", "/api/office/exports", body or {})


def _sheet(client, url) -> list[tuple]:
    response = client.get(url)
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment;")
    data = b"".join(response.streaming_content)
    return list(openpyxl.load_workbook(io.BytesIO(data), read_only=True).active.iter_rows(values_only=True))


# --- who may ---------------------------------------------------------------------------------------


def test_anonymous_and_customers_cannot_start_or_read_exports(client, customer_client, staff):
    job = ExportJob.objects.create(created_by=staff)
    for c, code in ((client, 401), (customer_client, 403)):
        assert c.send("post", "/api/office/exports", {}).status_code == code
        assert c.get(f"/api/office/exports/{job.id}").status_code == code
        assert c.get(f"/api/office/exports/{job.id}/file").status_code == code
    assert not ExportJob.objects.exclude(pk=job.pk).exists()


def test_unknown_or_malformed_ids_are_404(staff_client):
    assert staff_client.get("/api/office/exports/not-a-uuid").status_code == 404
    r = staff_client.get("/api/office/exports/00000000-0000-0000-0000-000000000000")
    assert r.status_code == 404 and r.json()["message"] == "No such export."


@pytest.mark.parametrize(
    "body, field",
    [
        ({"level": "pdf"}, "level"),
        ({"status": "lost"}, "status"),
        ({"date_from": "31/12/2025"}, "date_from"),
        ({"day": "AAA"}, "day"),  # a labels' day, refused whatever the level
    ],
)
def test_bad_requests_get_a_clear_400(staff_client, body, field):
    r = staff_client.send("post", "/api/office/exports", body)
    assert r.status_code == 400 and field in r.json()["errors"]


# --- the job ---------------------------------------------------------------------------------------


def test_staff_start_an_export_follow_its_progress_and_download_it(
    staff_client, orders, django_capture_on_commit_callbacks
):
    started = _start(staff_client, django_capture_on_commit_callbacks, {"status": "shipped"})
    assert started.status_code == 202
    job = started.json()
    assert (job["status"], job["rows_done"], job["download_url"]) == ("queued", 0, None)

    assert run_ready_tasks() == 1
    done = staff_client.get(f"/api/office/exports/{job['id']}").json()
    assert (done["status"], done["rows_done"], done["rows_total"]) == ("done", 2, 2)
    rows = _sheet(staff_client, done["download_url"])
    headers, _ = export_rows(orders_between(), level="orders")
    assert list(rows[0]) == headers
    assert sorted(r[0] for r in rows[1:]) == sorted(o.order_id for o in orders[1:])
    assert "'=HYPERLINK(1)" in [r[2] for r in rows]  # formula escaped


def test_the_file_is_private_not_public_media(staff_client, orders, django_capture_on_commit_callbacks):
    job_id = _start(staff_client, django_capture_on_commit_callbacks).json()["id"]
    run_ready_tasks()
    name = ExportJob.objects.get(pk=job_id).file.name
    assert name.startswith("exports/") and default_storage.exists(name)
    assert Client().get(f"/media/{name}").status_code == 404


def test_fast_rows_equal_the_resource_rows(orders):
    """The tuple-based rows carry exactly the admin resource's cells, in its column order."""
    _, resource_rows = export_rows(Order.objects.all(), level="orders", native=True)
    assert list(order_rows(Order.objects.all())) == [
        ["" if v is None else v for v in row] for row in resource_rows
    ]


def test_the_writer_reports_progress_every_few_thousand_rows(tmp_path, monkeypatch):
    monkeypatch.setattr(writer, "PROGRESS_EVERY", 2)
    seen = []
    count = write_xlsx(str(tmp_path / "x.xlsx"), ["A"], ([i] for i in range(5)), progress=seen.append)
    assert count == 5 and seen == [2, 4]


def test_line_level_export_has_one_row_per_size(staff_client, orders, django_capture_on_commit_callbacks):
    job_id = _start(staff_client, django_capture_on_commit_callbacks, {"level": "lines"}).json()["id"]
    run_ready_tasks()
    job = staff_client.get(f"/api/office/exports/{job_id}").json()
    rows = _sheet(staff_client, job["download_url"])
    assert len(rows) - 1 == job["rows_done"] == 4 and rows[0][7] == "Size"


# --- the Django admin ------------------------------------------------------------------------------


def test_the_admin_action_exports_the_ticked_orders_in_the_background(
    desk, orders, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        r = desk.post(
            "/admin/orders/order/",
            {"action": "export_orders_in_background", "_selected_action": [orders[0].pk, orders[2].pk]},
        )
    job = ExportJob.objects.get()
    assert r.status_code == 302 and r["Location"] == f"/admin/exports/exportjob/{job.pk}/progress/"
    page = desk.get(r["Location"])
    assert page.status_code == 200 and f"/api/office/exports/{job.pk}" in page.content.decode()
    run_ready_tasks()
    job.refresh_from_db()
    assert (job.status, job.rows_done) == (ExportStatus.DONE, 2)
    assert "Download" in desk.get("/admin/exports/exportjob/").content.decode()


def test_the_admin_action_on_all_matching_follows_the_lists_filters(
    desk, orders, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        desk.post(
            "/admin/orders/order/?status__exact=shipped",
            {
                "action": "export_orders_in_background",
                "select_across": "1",
                "_selected_action": [orders[1].pk],
            },
        )
    run_ready_tasks()
    assert ExportJob.objects.get().rows_done == 2


# --- expiry ----------------------------------------------------------------------------------------


def test_expired_exports_are_deleted_with_their_files(
    staff_client, orders, django_capture_on_commit_callbacks
):
    old_id = _start(staff_client, django_capture_on_commit_callbacks).json()["id"]
    run_ready_tasks()
    old = ExportJob.objects.get(pk=old_id)
    ExportJob.objects.filter(pk=old_id).update(expires_at=timezone.now() - timedelta(minutes=1))
    assert default_storage.exists(old.file.name)

    _start(staff_client, django_capture_on_commit_callbacks)  # a new export purges the old one
    assert not ExportJob.objects.filter(pk=old_id).exists()
    assert not default_storage.exists(old.file.name)

    ExportJob.objects.update(expires_at=timezone.now() - timedelta(minutes=1))
    out = io.StringIO()
    call_command("purge_exports", stdout=out)
    assert out.getvalue().strip() == "Deleted 1 expired export(s)." and exports_purge() == 0
