"""The API benchmark's campaign stores (scripts/bench_api.py imports it): the office's lists of
stores (latest closing first, the open ones, a search), one store's row, the print floor's batches,
Accounts' refunds (all, and one store's), the store's public page and progress as an anonymous buyer
reads them, the organiser's dashboard (the store's orders), a store's orders on the office board and
the dashboard's stores figures; and the values they need from the
seeded database (scripts/bench_stores_fill.py fills their tables). Names start with "stores:"
(BENCH_ONLY="stores|baseline")."""

import json
import urllib.parse


def _page(resource: str, sort: list[str] | None = None, first: int = 0, **filters) -> str:
    params = {
        "range": [first, first + 24],
        **({"sort": sort} if sort else {}),
        **({"filter": filters} if filters else {}),
    }
    return f"/api/office/{resource}?" + urllib.parse.urlencode({k: json.dumps(v) for k, v in params.items()})


def stores_endpoints(facts: dict) -> list[tuple[str, str, str]]:
    admin, office = "admin", "/api/office"
    mine, shown = facts["store_slug"], facts["open_store_slug"]
    return [
        ("stores: the list, latest closing first", admin, _page("stores", ["closes_at", "DESC"])),
        ("stores: the open ones", admin, _page("stores", status="open")),
        ("stores: the closed ones, page 3", admin, _page("stores", first=50, status="closed")),
        ('stores: search "fest 1"', admin, _page("stores", q="fest 1")),
        ("stores: one store's row", admin, f"{office}/stores/{facts['store_id']}"),
        ("stores: batches, 25 newest", admin, _page("store-batches", ["created_at", "DESC"])),
        ("stores: refunds, 25 newest", admin, _page("store-refunds")),
        ("stores: a store's refunds", admin, _page("store-refunds", store_id=facts["store_id"])),
        ("stores: the store's page (anonymous)", "anonymous", f"/api/stores/{shown}/"),
        ("stores: the store's progress (anonymous)", "anonymous", f"/api/stores/{shown}/progress/"),
        ("stores: the organiser's dashboard (its orders)", "customer", f"/api/stores/{mine}/dashboard/"),
        ("stores: a store's orders on the board, 25 newest", admin,
         _page("orders", ["created_at", "DESC"], store_id=facts["store_id"])),
        ("stores: a store's pending orders (a board column)", admin,
         _page("orders", ["created_at", "DESC"], store_id=facts["store_id"], status="pending")),
        ("stores: the dashboard's stores figures", admin, f"{office}/store-figures"),
    ]  # fmt: skip


def stores_facts(customer) -> dict:
    """The demo customer's store (closed, with refunds) and the open store closing last."""
    from core.stores.models import Store

    mine = Store.objects.filter(organiser=customer).order_by("-closes_at").values_list("pk", "slug").first()
    shown = Store.objects.filter(status="open").order_by("-closes_at", "-id").values_list("slug", flat=True)
    if mine is None or not shown:  # no fill yet: those endpoints answer 404 (bench_api.py run stops on it)
        return {"store_id": 0, "store_slug": "none", "open_store_slug": "none"}
    return {"store_id": mine[0], "store_slug": mine[1], "open_store_slug": shown[0]}
