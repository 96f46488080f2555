"""A design at its minimum makes exactly one batch, whose production pack holds one print file per
paid buyer (the design lettered with that buyer's name and number, in any of the studio's scripts),
the job sheet by size and colour and the packing list by person; its blanks are reserved per size
and colour and "suggest a purchase order" counts the ones short."""

import csv
import io
import itertools
import zipfile
from collections import Counter

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from hypothesis import HealthCheck, given
from hypothesis import settings as examples
from hypothesis import strategies as st

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.fulfilment.packs import order_pack_zip
from core.orders.changes.services import order_update
from core.orders.models import Order
from core.purchasing.selectors import purchase_suggestion
from core.purchasing.tests.factories import supplier
from core.stock.models import BlankItem
from core.stock.tests.factories import blank
from core.stores.lettering import person_print_file
from core.stores.models import StoreBatch
from core.stores.pack import batch_pack_zip
from core.stores.services.batch_files import batch_files_make
from core.stores.services.closing import store_close
from core.stores.tests.factories import buy, make_store
from core.teams.models import TeamMember

pytestmark = pytest.mark.django_db
# Latin, Devanagari, Tamil, Bengali, Malayalam and Gurmukhi names among the twelve
NAMES = ["Priya Sharma", "प्रिया शर्मा", "ஸ்ரீ லக்ஷ்மி", "ক্ষমা রায়", "അനു", "ਗੁਰਪ੍ਰੀਤ", "Kavya Iyer",
         "Rahul", "Zoya Khan", "Arjun", "Meera", "Dev"]  # fmt: skip
SIZES = ["S", "M", "L", "XL", "M", "M", "L", "S", "XL", "M", "L", "M"]
COLOURS = ["Black", "White"]


def _pack(batch: StoreBatch) -> zipfile.ZipFile:
    batch = StoreBatch.objects.select_related("design__share", "store").get(pk=batch.pk)
    return zipfile.ZipFile(io.BytesIO(batch_pack_zip(batch)))


def _people(pack: zipfile.ZipFile) -> list[str]:
    return [n for n in pack.namelist() if n.startswith("people/")]


def _store_of_twelve(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    store = make_store(names_asked=True, numbers_asked=True, unique_numbers=True)
    paid = [
        buy(store, size=s, name=n, number=str(i)) for i, (n, s) in enumerate(zip(NAMES, SIZES, strict=True))
    ]
    unpaid = buy(store, paid=False, name="Late Payer", number="77")
    cancelled = buy(store, name="Changed Mind", number="88")
    order_update(order=cancelled, actor=None, status="cancelled")
    store_close(store_id=store.pk, early=True)
    return store, paid, unpaid, cancelled


def test_twelve_paid_buyers_make_one_batch_whose_pack_holds_exactly_their_twelve_print_files(
    settings, tmp_path
):
    store, paid, unpaid, cancelled = _store_of_twelve(settings, tmp_path)

    batch = StoreBatch.objects.get(store=store)
    assert batch.pieces == 12
    pack = _pack(batch)
    files = _people(pack)
    assert len(files) == 12
    for order in paid:  # each file is named for its buyer: order id, name, number, size
        assert sum(f.startswith(f"people/{order.order_id}-") for f in files) == 1
    for gone in (unpaid, cancelled):
        assert not any(gone.order_id in f for f in files)
    assert "people/" + f"{paid[0].order_id}-PRIYA-SHARMA-0-S.png" in files
    assert f"people/{paid[1].order_id}-1-M.png" in files  # a Devanagari name: its number and size

    design = bytes(batch.design.share.preview)
    for order, name, number in zip(paid, NAMES, range(12), strict=True):
        entry = next(f for f in files if f.startswith(f"people/{order.order_id}-"))
        lettered = person_print_file(design, name=name, number=str(number), garment_hex=order.colour_hex)
        assert pack.read(entry) == lettered  # the design with this buyer's name and number
    assert len({pack.read(f) for f in files}) == 12

    rows = list(csv.DictReader(io.StringIO(pack.read(next(n for n in pack.namelist() if n.endswith(".csv")))
                                           .decode("utf-8-sig"))))  # fmt: skip
    assert [(r["Order"], r["Name"], r["Number"], r["Size"], r["Colour"]) for r in rows] == [
        (o.order_id, n, str(i), s, "Black")
        for i, (o, n, s) in enumerate(zip(paid, NAMES, SIZES, strict=True))
    ]
    assert all(r["Deliver to"].endswith(o.ship_pin_code) for r, o in zip(rows, paid, strict=True))
    assert pack.read(next(n for n in pack.namelist() if n.endswith("job-sheet.pdf"))).startswith(b"%PDF")


def test_the_task_after_the_close_keeps_each_file_and_the_orders_own_pack_holds_it(settings, tmp_path):
    store, paid, *_ = _store_of_twelve(settings, tmp_path)
    batch = StoreBatch.objects.get(store=store)
    before = _pack(batch)

    assert batch_files_make(batch_id=batch.pk) == 12
    assert batch_files_make(batch_id=batch.pk) == 0  # run again: nothing drawn twice
    assert TeamMember.objects.filter(order__in=paid).exclude(front_image="").count() == 12
    after = _pack(batch)
    assert {n: after.read(n) for n in _people(after)} == {n: before.read(n) for n in _people(before)}

    order = Order.objects.get(pk=paid[0].pk)
    own = zipfile.ZipFile(io.BytesIO(order_pack_zip(order)))
    assert [n for n in own.namelist() if n.endswith(".png")] == [
        f"{order.order_id}/{order.order_id}-001-PRIYA-SHARMA-0-front.png"
    ]


def test_the_pack_endpoint_reads_the_same_queries_for_three_buyers_or_twelve(client, settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    floor = StaffFactory(role=Role.PRINT_FLOOR)
    client.force_login(floor)
    counts = []
    for slug, n in (("three", 3), ("twelve", 12)):
        store = make_store(slug=slug, names_asked=True)
        store.designs.filter(position=1).update(minimum=1)
        for i in range(n):
            buy(store, name=f"Buyer {i}", size=SIZES[i])
        store_close(store_id=store.pk, early=True)
        batch = StoreBatch.objects.get(store=store)
        batch_files_make(batch_id=batch.pk)
        with CaptureQueriesContext(connection) as queries:
            answer = client.get(f"/api/office/store-batches/{batch.pk}/pack.zip")
        assert answer.status_code == 200
        assert answer["Content-Type"] == "application/zip"
        assert len(_people(zipfile.ZipFile(io.BytesIO(answer.content)))) == n
        counts.append(len(queries))
    assert counts[0] == counts[1]
    assert counts[1] <= 8  # the session and member, the batch, its orders and their people


def test_the_blanks_are_reserved_per_size_and_colour_and_the_purchase_suggestion_counts_the_short(
    settings, tmp_path
):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    for size in ("S", "M", "L", "XL"):
        for colour in COLOURS:
            blank(size=size, colour=colour, on_hand=0 if (size, colour) == ("XL", "White") else 20)
    store = make_store()
    picks = [(s, COLOURS[i % 2]) for i, s in enumerate(SIZES[:10])]
    orders = [buy(store, size=s, colour=c) for s, c in picks]
    store_close(store_id=store.pk, early=True)

    reserved = {(b.size, b.colour): b.reserved for b in BlankItem.objects.all()}
    waiting = Order.objects.filter(pk__in=[o.pk for o in orders], waiting_for_blanks=True)
    short = Counter(p for p in picks if p == ("XL", "White"))
    wanted = Counter(p for p in picks if p != ("XL", "White"))
    assert {k: v for k, v in reserved.items() if v} == dict(wanted)
    assert waiting.count() == sum(short.values()) == 1
    suggested = {(s.item.size, s.item.colour): s.quantity for s in purchase_suggestion(supplier=supplier())}
    assert suggested == {("XL", "White"): 1}


SLUGS = itertools.count(1)  # the examples share the test's transaction: one store each
picks = st.lists(st.tuples(st.sampled_from(["S", "M", "L", "XL"]), st.sampled_from(COLOURS), st.booleans()),
                 min_size=2, max_size=8)  # fmt: skip


@examples(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=picks)
def test_a_batchs_pack_lists_exactly_its_paid_buyers_by_size_and_colour(rows, settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    store = make_store(slug=f"h-{next(SLUGS)}", names_asked=True)
    store.designs.filter(position=1).update(minimum=1)
    placed = [
        (buy(store, size=s, colour=c, paid=p, name=f"P {i}"), s, c, p) for i, (s, c, p) in enumerate(rows)
    ]
    store_close(store_id=store.pk, early=True)
    paid = [(o, s, c) for o, s, c, p in placed if p]
    batch = StoreBatch.objects.filter(store=store).first()
    if not paid:
        assert batch is None
        return
    pack = _pack(batch)
    assert batch.pieces == len(paid) == len(_people(pack))
    listing = csv.DictReader(io.StringIO(pack.read(next(n for n in pack.namelist() if n.endswith(".csv")))
                                         .decode("utf-8-sig")))  # fmt: skip
    assert Counter((r["Size"], r["Colour"]) for r in listing) == Counter((s, c) for _, s, c in paid)
