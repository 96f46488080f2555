"""Django tells the storefront which cached pages to refresh, signed, after the write commits:
a tiny HTTP server on loopback stands in for the storefront's /cache/revalidate."""

import hashlib
import hmac
import json
import re
import threading
import time
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.db import transaction
from django_tasks_db.models import DBTaskResult

from core.catalogue.models import Brand
from core.catalogue.services import catalogue_item_save
from core.jobs.tests.worker import make_retries_due, run_ready_tasks
from core.office.tests.factories import CatalogueItemFactory
from core.publishing import storefront, tags, tasks
from core.tests.transactional import migration_seeds

# the tasks run in this session and each transaction's callbacks must really run after it commits
pytestmark = pytest.mark.django_db(transaction=True)

SECRET = "a-test-secret-of-this-checkout"


class Storefront(ThreadingHTTPServer):
    """Answers each POST with the next status of `answers` (200 once they run out), and keeps what it got."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _Handler)
        self.calls: list[tuple[dict, bytes]] = []
        self.answers: list[int] = []


class _Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.server.calls.append(
            ({"path": self.path, **{k.lower(): v for k, v in self.headers.items()}}, body)
        )
        status = self.server.answers.pop(0) if self.server.answers else 200
        tags = json.loads(body)["tags"] if status == 200 else None
        answer = json.dumps({"revalidated": tags} if status == 200 else {"message": "No."}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture
def item():
    migration_seeds()  # an earlier transactional test may have flushed the product types
    return CatalogueItemFactory()  # made before the storefront listens: not part of the test's calls


@pytest.fixture
def shop_front(item, settings):
    server = Storefront()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    settings.SHOP_REVALIDATE_SECRET = SECRET
    settings.SHOP_STOREFRONT_ORIGIN = f"http://127.0.0.1:{server.server_address[1]}"
    DBTaskResult.objects.all().delete()
    yield server
    server.shutdown()
    server.server_close()


def _data(item, **changes) -> dict:
    return {
        "name": item.name,
        "description": item.description,
        "colour_name": item.colour_name,
        "colour_hex": item.colour_hex,
        "price": item.price,
        "old_price": item.old_price,
        "product_type_id": item.product_type_id,
        **changes,
    }


def _verified(headers: dict, body: bytes) -> bool:
    expected = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(headers.get("x-rangrez-signature", ""), expected)


def test_a_new_price_tells_the_storefront_signed_with_its_tags(shop_front, item):
    catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
    assert run_ready_tasks() == 1
    [(headers, body)] = shop_front.calls
    assert headers["path"] == "/cache/revalidate" and headers["content-type"] == "application/json"
    assert _verified(headers, body)
    sent = json.loads(body)
    assert sent["tags"] == ["catalogue", "reviews"]  # the item's page and lists; its reviews name it
    assert abs(sent["sent_at"] - time.time()) < 10 and isinstance(sent["sent_at"], int)


def test_one_transaction_sends_one_call_with_every_tag(shop_front, item):
    with transaction.atomic():
        catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
        Brand.objects.create(name="Rangrez Studio", slug="rangrez-studio")
        catalogue_item_save(item=item, data=_data(item, price=Decimal("759.00")))
    run_ready_tasks()
    assert [json.loads(body)["tags"] for _, body in shop_front.calls] == [["brands", "catalogue", "reviews"]]


def test_nothing_is_sent_when_the_write_rolls_back(shop_front, item):
    with pytest.raises(RuntimeError), transaction.atomic():
        catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
        raise RuntimeError
    assert run_ready_tasks() == 0 and shop_front.calls == []


def test_writes_the_pages_do_not_show_send_nothing(shop_front, item):
    from core.orders.tests.factories import OrderFactory

    OrderFactory()  # an order, its customer, lines, totals: none is on a shared page
    assert run_ready_tasks() == 0 and shop_front.calls == []


def test_a_storefront_that_answers_503_is_tried_again(shop_front, item):
    shop_front.answers = [503]
    catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
    run_ready_tasks()
    assert len(shop_front.calls) == 1
    retry = DBTaskResult.objects.get(status="READY")
    assert retry.args_kwargs["kwargs"] == {"tags": ["catalogue", "reviews"], "attempt": 2}
    assert make_retries_due() == 1 and run_ready_tasks() == 1
    assert len(shop_front.calls) == 2 and all(_verified(*call) for call in shop_front.calls)
    assert DBTaskResult.objects.filter(status="SUCCESSFUL").count() == 1


def test_a_refusal_401_is_logged_and_not_tried_again(shop_front, item, caplog):
    shop_front.answers = [401]
    catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
    run_ready_tasks()
    make_retries_due()
    assert run_ready_tasks() == 0 and len(shop_front.calls) == 1
    assert "refused to revalidate" in caplog.text


def test_a_storefront_that_is_down_is_tried_five_times(shop_front, item):
    shop_front.shutdown()
    shop_front.server_close()  # nothing listens: connection refused
    catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
    for _ in range(tasks.ATTEMPTS + 2):
        run_ready_tasks()
        make_retries_due()
    attempts = DBTaskResult.objects.filter(task_path__endswith="storefront_revalidate")
    assert attempts.count() == tasks.ATTEMPTS and not attempts.exclude(status="FAILED").exists()


def test_no_secret_sends_nothing(shop_front, item, settings):
    settings.SHOP_REVALIDATE_SECRET = ""
    catalogue_item_save(item=item, data=_data(item, price=Decimal("749.00")))
    assert run_ready_tasks() == 0 and shop_front.calls == []
    assert not storefront.configured()


def test_the_body_is_the_contracts():
    body = storefront.body_of(["reviews", "catalogue", "catalogue"], sent_at=1764130000, nonce="ab12")
    assert body == b'{"tags":["catalogue","reviews"],"sent_at":1764130000,"nonce":"ab12"}'
    # two calls of one second with the same tags are two bodies: the storefront takes each once
    assert storefront.body_of(["catalogue"], sent_at=1) != storefront.body_of(["catalogue"], sent_at=1)
    assert re.fullmatch(r"[0-9a-f]{32}", json.loads(storefront.body_of(["catalogue"]))["nonce"])
    assert storefront.signature(body, "k") == "sha256=" + hmac.new(b"k", body, hashlib.sha256).hexdigest()


def test_the_refresh_command_sends_every_tag_at_once(shop_front):
    from io import StringIO

    from django.core.management import call_command

    out = StringIO()
    call_command("storefront_refresh", stdout=out)
    [(headers, body)] = shop_front.calls
    assert _verified(headers, body) and json.loads(body)["tags"] == sorted(tags.TAGS)
    assert "revalidated" in out.getvalue()


def test_a_price_changed_in_the_back_office_reaches_the_storefront(shop_front, item):
    from core.accounts.tests.factories import StaffFactory
    from core.conftest import JsonClient

    office = JsonClient()
    office.force_login(StaffFactory())
    body = {**_data(item, price="799.00"), "sizes": [], "images": []}
    body["old_price"] = str(body["old_price"])
    answer = office.send("put", f"/api/office/catalogue-items/{item.pk}", body)
    assert answer.status_code == 200 and answer.json()["price"] == 799
    assert run_ready_tasks() == 1
    [(headers, sent)] = shop_front.calls
    assert _verified(headers, sent) and json.loads(sent)["tags"] == ["catalogue", "reviews"]


def test_a_paid_store_order_refreshes_the_store_page_with_its_new_count(shop_front, client):
    """A store's page is kept by the storefront between orders: when a buyer's payment is marked, the
    store's tag is sent once the write commits, and the page's reads then give the new count."""
    from core.orders.changes.services import order_update
    from core.stores.tests.factories import buy, make_store

    store = make_store()
    order = buy(store, paid=False)
    run_ready_tasks()
    shop_front.calls.clear()
    assert client.get(f"/api/stores/{store.slug}/progress/").json()["designs"][0]["ordered"] == 0

    order_update(order=order, actor=None, payment_status="paid")

    assert run_ready_tasks() == 1
    [(headers, body)] = shop_front.calls
    assert _verified(headers, body) and "stores" in json.loads(body)["tags"]
    assert client.get(f"/api/stores/{store.slug}/progress/").json()["designs"][0]["progress"] == "1 of 10"
    assert client.get(f"/api/stores/{store.slug}/").json()["designs"][0]["progress"] == "1 of 10"
