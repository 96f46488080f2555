"""A store's duplicate is a stored draft: new dates and address, not public (its organiser previews
it), never closed by the close task, edited by the desk and published by "Open the store", which
checks its dates and every rule of a new store again."""

from dataclasses import replace
from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.catalogue.models import ProductType
from core.catalogue.services import price_breaks_set
from core.common.errors import ApplicationError
from core.conftest import _logged_in
from core.stores.models import Store, StoreDesign, StoreStatus
from core.stores.services.closing import store_close
from core.stores.services.desk import store_extend
from core.stores.services.draft_stores import OPENS_PAST, store_draft_update, store_duplicate, store_open
from core.stores.services.drafts import store_form
from core.stores.tests.factories import TEES, buy, design_in, make_store, store_in

pytestmark = pytest.mark.django_db


def _close_tasks(store: Store) -> int:
    return DBTaskResult.objects.filter(
        task_path="core.stores.tasks.store_close_task", args_kwargs__kwargs__store_id=store.pk
    ).count()


def _edited(draft: Store, **changes):
    form = store_form(draft)
    return replace(store_in(draft.organiser, slug=form["slug"], designs=[design_in("A"), design_in("B")]),
                   **changes)  # fmt: skip


def test_duplicating_a_store_stores_a_draft_with_new_dates_its_designs_and_a_free_address(
    django_capture_on_commit_callbacks,
):
    store = make_store(names_asked=True, password="indigo")
    buy(store, password="indigo", name="Asha")
    then = timezone.now() - timedelta(days=20)
    Store.objects.filter(pk=store.pk).update(opens_at=then, closes_at=then + timedelta(days=10))
    store.refresh_from_db()
    with django_capture_on_commit_callbacks(execute=True):
        draft = store_duplicate(store=store, actor=None)
    draft.refresh_from_db()
    assert draft.status == StoreStatus.DRAFT and draft.slug == "fest-2026-2" and draft.password == ""
    assert draft.opens_at > timezone.now() and draft.closes_at - draft.opens_at == timedelta(days=10)
    assert draft.names_asked and draft.organiser_id == store.organiser_id
    designs = list(draft.designs.order_by("position"))
    assert [(d.title, d.price, d.minimum, d.ordered) for d in designs] == [
        ("A", Decimal("449.00"), 10, 0),
        ("B", Decimal("449.00"), 10, 0),
    ]
    assert _close_tasks(draft) == 0  # nothing queued: the close task never closes a draft
    Store.objects.filter(pk=draft.pk).update(closes_at=timezone.now() - timedelta(minutes=1))
    assert store_close(store_id=draft.pk) is None
    assert Store.objects.get(pk=draft.pk).status == StoreStatus.DRAFT


def test_a_draft_is_no_store_to_buyers_and_its_organiser_previews_it(client):
    organiser = CustomerFactory()
    draft = store_duplicate(store=make_store(organiser=organiser), actor=None)
    url = f"/api/stores/{draft.slug}"
    assert client.get(f"{url}/").status_code == 404
    assert client.get(f"{url}/progress/").status_code == 404
    buyer = _logged_in(CustomerFactory())
    answer = buyer.send("post", f"{url}/orders/", {"design": 1, "colour": "Black", "size": "M"})
    assert answer.status_code == 404 and draft.orders.count() == 0
    assert buyer.get(f"{url}/dashboard/").status_code == 404  # another customer: no such store
    preview = _logged_in(organiser).get(f"{url}/dashboard/")
    assert preview.status_code == 200 and preview.json()["status"] == "draft"
    assert [d["title"] for d in preview.json()["designs"]] == ["A", "B"]


def test_the_desk_edits_a_draft_checked_as_a_new_store_and_only_a_draft():
    store = make_store()
    draft = store_duplicate(store=store, actor=None)
    later = timezone.now() + timedelta(days=2)
    data = _edited(draft, title="House Blue", opens_at=later, closes_at=later + timedelta(days=4),
                   designs=[design_in("Blue", price="499")])  # fmt: skip
    store_draft_update(store=draft, data=data, actor=None)
    draft.refresh_from_db()
    assert (draft.title, draft.opens_at, draft.status) == ("House Blue", later, StoreStatus.DRAFT)
    assert list(draft.designs.values_list("title", "price")) == [("Blue", Decimal("499.00"))]
    with pytest.raises(ApplicationError) as taken:
        store_draft_update(store=draft, data=replace(data, slug=store.slug), actor=None)
    assert "slug" in taken.value.errors
    with pytest.raises(ApplicationError) as under:
        store_draft_update(
            store=draft, data=replace(data, designs=[design_in("Blue", price="100")]), actor=None
        )
    assert "designs.1.price" in under.value.errors
    with pytest.raises(ApplicationError) as dates:
        store_draft_update(store=draft, data=replace(data, closes_at=later - timedelta(hours=1)), actor=None)
    assert "closes_at" in dates.value.errors
    with pytest.raises(ApplicationError):  # an open store is not edited as a draft
        store_draft_update(store=store, data=replace(data, slug=store.slug), actor=None)


def test_opening_a_draft_checks_its_dates_and_prices_then_publishes_it_and_queues_its_close(
    client, django_capture_on_commit_callbacks
):
    draft = store_duplicate(store=make_store(), actor=None)
    Store.objects.filter(pk=draft.pk).update(opens_at=timezone.now() - timedelta(hours=1))
    with pytest.raises(ApplicationError) as past:
        store_open(store=draft, actor=None)
    assert past.value.errors["opens_at"] == [OPENS_PAST]
    opens = timezone.now() + timedelta(minutes=1)
    Store.objects.filter(pk=draft.pk).update(opens_at=opens, closes_at=opens + timedelta(days=3))
    # the price break rose since the draft was made: its price is under it now
    dearer = [{**TEES[0]}, {**TEES[1], "one_side": "459"}, {**TEES[2]}]
    price_breaks_set(product_type=ProductType.objects.get(slug="tshirts"), tiers=dearer, setup=[])
    with pytest.raises(ApplicationError) as under:
        store_open(store=draft, actor=None)
    assert "designs.1.price" in under.value.errors and "designs.2.price" in under.value.errors
    assert Store.objects.get(pk=draft.pk).status == StoreStatus.DRAFT
    price_breaks_set(product_type=ProductType.objects.get(slug="tshirts"), tiers=TEES, setup=[])
    with django_capture_on_commit_callbacks(execute=True):
        store_open(store=draft, actor=None)
    draft.refresh_from_db()
    assert draft.status == StoreStatus.OPEN and _close_tasks(draft) == 1
    assert set(StoreDesign.objects.filter(store=draft).values_list("shop_price", flat=True)) == {
        Decimal("429")
    }
    assert client.get(f"/api/stores/{draft.slug}/").status_code == 200
    with pytest.raises(ApplicationError):  # opened once
        store_open(store=draft, actor=None)


def test_an_open_stores_steps_refuse_a_draft():
    draft = store_duplicate(store=make_store(), actor=None)
    with pytest.raises(ApplicationError) as refused:
        store_extend(store=draft, closes_at=timezone.now() + timedelta(days=9), actor=None)
    assert "draft" in refused.value.message
    desk = _logged_in(StaffFactory(role=Role.ORDER_DESK))
    assert desk.send("post", f"/api/office/stores/{draft.pk}/close").status_code == 409


def test_the_office_duplicates_edits_and_opens_a_draft_and_lists_drafts_by_status():
    store = make_store()
    desk = _logged_in(StaffFactory(role=Role.ORDER_DESK))
    made = desk.send("post", f"/api/office/stores/{store.pk}/copy")
    assert made.status_code == 201, made.content
    draft = made.json()
    assert draft["status"] == "draft" and draft["slug"] == "fest-2026-2"
    assert desk.get(f"/api/office/store-drafts/{draft['id']}").json()["title"] == store.title
    opens = (timezone.now() + timedelta(hours=3)).replace(microsecond=0)
    body = {**draft, "title": "Fest encore", "opens_at": opens.isoformat(),
            "closes_at": (opens + timedelta(days=2)).isoformat()}  # fmt: skip
    body.pop("id"), body.pop("status")
    saved = desk.send("put", f"/api/office/store-drafts/{draft['id']}", body)
    assert saved.status_code == 200, saved.content
    assert saved.json()["title"] == "Fest encore"
    rows = desk.get("/api/office/stores?filter=" + '{"status":"draft"}').json()
    assert [r["slug"] for r in rows] == ["fest-2026-2"] and rows[0]["status"] == "draft"
    opened = desk.send("post", f"/api/office/store-drafts/{draft['id']}/open")
    assert opened.status_code == 200 and opened.json()["status"] == "open"
    assert desk.get("/api/office/stores?filter=" + '{"status":"draft"}').json() == []
    floor = _logged_in(StaffFactory(role=Role.ACCOUNTS))
    assert floor.send("post", f"/api/office/stores/{store.pk}/copy").status_code == 403
    assert Store.objects.count() == 2
