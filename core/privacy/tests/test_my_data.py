"""Download my data (DPDP Act, 2023, s.11): a background job with progress, a ZIP holding all the
customer's data and files, read in chunks, for the customer alone, limited, and deleted when it
expires or when the account is erased."""

import io
import json
import zipfile
from datetime import timedelta
from unittest import mock

import pytest
from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.content.services import NEWSLETTER_CONSENT
from core.jobs.tests.worker import run_ready_tasks
from core.orders.tests.factories import OrderFactory, png_bytes
from core.privacy.download import archive, services
from core.privacy.models import DataExport
from core.reorders.services import order_design_save
from core.returns.tests.factories import ask, delivered_order
from core.reviews.tests.factories import review
from core.support.services import ticket_create, ticket_reply

pytestmark = pytest.mark.django_db
START = "/api/me/data/exports/"
DESIGN = {"front": {"objects": [{"type": "textbox", "text": "Hello"}]}, "back": {"objects": []}}


def _prepared(client: JsonClient) -> dict:
    started = client.send("post", START)
    assert started.status_code == 202, started.content
    assert started.json()["status"] == "queued" and started.json()["download_url"] is None
    run_ready_tasks()
    return client.get(f"{START}{started.json()['id']}/").json()


def _zip(client: JsonClient, job: dict) -> zipfile.ZipFile:
    answer = client.get(job["download_url"])
    assert answer.status_code == 200
    assert answer["Content-Disposition"].startswith('attachment; filename="rangrez-my-data-')
    assert answer["Cache-Control"] == "private, no-store"
    return zipfile.ZipFile(io.BytesIO(b"".join(answer.streaming_content)))


def test_the_zip_holds_the_customers_data_and_files(customer, customer_client, support):
    order = OrderFactory(customer=customer, designs=True)
    order_design_save(order=order, design=DESIGN)
    ticket = ticket_create(
        name=customer.name, email=customer.email, message="Wrong size", source="support", customer=customer
    )
    ticket_reply(ticket=ticket, actor=support, body="A new one is on its way")
    returned = ask(delivered_order(customer), photos=[png_bytes()], note="Too tight")
    reviewed = review(customer=customer, photos=1, title="Soft and sharp")
    JsonClient().send("post", "/api/newsletter/", {"email": customer.email})

    job = _prepared(customer_client)

    assert job["status"] == "done" and job["percent"] == 100 and job["size_bytes"] > 0
    zf = _zip(customer_client, job)
    data = json.loads(zf.read("my-data.json"))
    assert data["profile"]["phone_number"] == customer.phone_number
    account = {name: getattr(customer, name) for name in ("area", "landmark", "city", "state", "pin_code")}
    assert data["addresses"][0] == {"use": "account", **account}
    assert {a["use"] for a in data["addresses"]} == {"account", "delivery"}
    mine = next(o for o in data["orders"] if o["order_id"] == order.order_id)
    assert mine["amount"] == "1077.00"
    assert mine["lines"] == [{"size": "M", "quantity": 2, "unit_price": "499.00", "total": "998.00"}]
    assert len(data["orders"]) == 3  # the design, the returned and the reviewed one
    # the design images and the editable design, as stored
    front, back, editable = mine["files"]
    assert zf.read(front) == order.front_image.open("rb").read()
    assert back.endswith("-back.png") and json.loads(zf.read(editable)) == DESIGN
    assert [t["thread"][-1]["body"] for t in data["tickets"]] == ["A new one is on its way"]
    assert [(r["number"], r["note"]) for r in data["returns"]] == [(returned.number, "Too tight")]
    assert zf.read(data["returns"][0]["files"][0]).startswith(b"\x89PNG")
    assert [r["title"] for r in data["reviews"]] == [reviewed.title]
    assert len(data["reviews"][0]["files"]) == 1
    assert data["newsletter"]["consent_text"] == NEWSLETTER_CONSENT
    audit = AuditEntry.objects.get(action=AuditAction.EXPORT)  # the team sees it, by number only
    assert audit.target == f"Customer #{customer.pk}: Download my data {job['id']}" and audit.actor is None


def test_only_the_customer_themselves_reads_their_download(customer_client, other_client, staff_client):
    job = _prepared(customer_client)
    status, file = f"{START}{job['id']}/", job["download_url"]

    for client in (other_client, staff_client):
        assert client.get(status).status_code == 403
        assert client.get(file).status_code == 403
    assert JsonClient().get(status).status_code == 401
    assert JsonClient().get(file).status_code == 401
    assert staff_client.send("post", START).status_code == 403
    assert other_client.get(START).json() == []  # not listed to anyone else
    assert [j["id"] for j in customer_client.get(START).json()] == [job["id"]]
    assert customer_client.get(f"{START}not-a-uuid/").status_code == 404


def test_one_job_at_a_time_then_a_new_one_after_it_is_done(customer_client):
    assert customer_client.send("post", START).status_code == 202
    busy = customer_client.send("post", START)
    assert busy.status_code == 429 and busy.json()["message"] == services.BUSY
    run_ready_tasks()
    for _ in range(services.DAILY - 1):
        assert customer_client.send("post", START).status_code == 202
        run_ready_tasks()
    too_many = customer_client.send("post", START)
    assert too_many.status_code == 429 and too_many.json()["message"] == services.TOO_MANY


def test_progress_moves_chunk_by_chunk(customer, customer_client, monkeypatch):
    OrderFactory.create_batch(5, customer=customer)
    monkeypatch.setattr(archive, "CHUNK", 2)
    seen = []
    report = services._progress

    def watching(export_id):
        save = report(export_id)

        def progress(done):
            save(done)
            seen.append(customer_client.get(f"{START}{export_id}/").json()["percent"])

        return progress

    monkeypatch.setattr(services, "_progress", watching)
    job = _prepared(customer_client)

    assert seen == [40, 80, 99]  # orders 2, 4, 5 of 5 (the last is the file still being written)
    assert job["percent"] == 100


def test_orders_are_read_in_chunks(customer, customer_client, monkeypatch):
    OrderFactory.create_batch(5, customer=customer)
    monkeypatch.setattr(archive, "CHUNK", 2)
    customer_client.send("post", START)
    with CaptureQueriesContext(connection) as queries:
        run_ready_tasks()
    reads = [
        q["sql"]
        for q in queries
        if q["sql"].startswith('SELECT "orders_order"."id", "orders_order"."order_id"')
    ]
    assert len(reads) == 3  # 2 + 2 + 1 orders, each chunk by its keys
    assert all('"orders_order"."id" IN (' in sql for sql in reads)


def test_the_queries_do_not_grow_with_the_orders(customer, other_customer):
    counts = []
    for person, orders in ((customer, 3), (other_customer, 40)):
        for _ in range(orders):
            order = OrderFactory(customer=person, designs=True)
            order_design_save(order=order, design=DESIGN)
        job = DataExport.objects.create(customer=person, expires_at=timezone.now() + timedelta(days=1))
        with CaptureQueriesContext(connection) as queries:
            assert services.data_export_run(export_id=str(job.pk)) == orders
        counts.append(len(queries))
    assert counts[0] == counts[1] <= 25


def test_an_expired_download_is_refused_and_deleted_with_its_file(customer_client):
    job = _prepared(customer_client)
    row = DataExport.objects.get(pk=job["id"])
    storage, name = row.file.storage, row.file.name
    purge = DBTaskResult.objects.get(task_path="core.privacy.tasks.my_data_purge")
    assert abs(purge.run_after - row.expires_at) < timedelta(seconds=5)  # queued for the expiry

    DataExport.objects.filter(pk=row.pk).update(expires_at=timezone.now())

    assert customer_client.get(job["download_url"]).status_code == 404
    call_command("purge_my_data", stdout=io.StringIO())
    assert not DataExport.objects.exists() and not storage.exists(name)


def test_a_download_erased_while_written_leaves_no_file(customer, customer_client):
    OrderFactory(customer=customer, designs=True)
    customer_client.send("post", START)
    job = DataExport.objects.get()
    written = archive.write_archive

    def erased_meanwhile(path, **kwargs):
        done = written(path, **kwargs)
        services.data_exports_erase(user=customer)
        return done

    with mock.patch.object(services, "write_archive", erased_meanwhile):
        run_ready_tasks()

    storage = job.file.storage
    assert not DataExport.objects.exists()
    assert not storage.exists(f"my-data/{customer.pk}") or storage.listdir(f"my-data/{customer.pk}")[1] == []


def test_a_job_whose_worker_stopped_fails_with_a_message(customer_client):
    job_id = customer_client.send("post", START).json()["id"]
    services.data_export_task_finished(
        task_path="core.privacy.tasks.my_data_run", kwargs={"export_id": job_id}, failed=True
    )
    job = customer_client.get(f"{START}{job_id}/").json()
    assert job["status"] == "failed" and job["message"] == services.FAILED
    assert customer_client.send("post", START).status_code == 202  # and may try again
