"""Every table a public page's API read uses is published under that page's tag."""

import re
from pathlib import Path

import pytest
from django.apps import apps
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import get_resolver

from core.api import api
from core.catalogue.services import price_breaks_set
from core.office.tests.factories import CatalogueItemFactory, CustomerTestimonialFactory
from core.pages.models import PageSlug
from core.publishing import tags
from core.reviews.tests.factories import review
from core.stores.tests.factories import buy, make_store

pytestmark = pytest.mark.django_db

get_resolver().url_patterns  # noqa: B018  (builds the API's routes, so its operations are listed)

# the public reads behind the storefront's shared pages -> the tag the storefront gives that fetch
PAGE_READS = {
    "GET /api/catalogue/items/": "catalogue",
    "GET /api/catalogue/items/{item_id}/": "catalogue",
    "GET /api/catalogue/product-types/": "catalogue",
    "GET /api/catalogue/colours/": "catalogue",
    "GET /api/catalogue/sizes/": "catalogue",
    "GET /api/catalogue/brands/": "brands",
    "GET /api/catalogue/money-rules/": "money-rules",
    "GET /api/catalogue/price-breaks/": "catalogue",
    "GET /api/catalogue/items/{item_id}/price-breaks/": "catalogue",
    "GET /api/pincodes/{pincode}/": "delivery",
    "GET /api/pages/": "pages",
    "GET /api/pages/{slug}/": "pages",
    "GET /api/returns/policy/": "returns-policy",
    "GET /api/reviews/": "reviews",
    "GET /api/reviews/summary/": "reviews",
    "GET /api/testimonials/": "testimonials",
    "GET /api/stores/{slug}/": "stores",
    "GET /api/stores/{slug}/progress/": "stores",  # its page's count: the tag, and five seconds at most
}
# public reads no shared page keeps, or that read no table, and why
NOT_KEPT = {
    "GET /api/": "the health hello",
    "GET /api/health/": "the health check",
    "GET /api/csrf/": "sets the visitor's CSRF cookie",
    "GET /api/me/": "the person logged in, read in the browser",
    "GET /api/newsletter/consent/": "the sign-up form's words: a constant in the code, no table",
    "GET /api/reviews/photos/{photo_id}/": "a photo file, fetched by the browser (private until accepted)",
    "GET /api/quotes/needed-by/": "the /bulk form's date check, read in the browser as the customer types",
    "GET /api/quotes/q/{token}/": "one customer's quote by its secret link: never in a shared page",
    "GET /api/quotes/q/{token}/{revision}.pdf": "one customer's quote PDF by its secret link",
    "GET /api/ndr/{ndr_token}/": "one customer's failed delivery by its signed link: read in the browser",
    "GET /api/promotions/offers/": "the offers' banner, read in the browser: a kept page shows today's",
    "GET /api/studio/shelf/": "the studio's shelf, read in the browser when the customer opens it",
    "GET /api/studio/art/{art_id}.svg": "a drawing of the shelf, fetched by the browser as a picture",
    "GET /api/studio/shares/{share_token}/": "a shared design by its random link: never changed once made, "
    "so its page keeps it a day without a tag",
    "GET /api/studio/shares/{share_token}/design/": "a shared design's layers, read in the browser",
    "GET /api/studio/shares/{share_token}/image.png": "a shared design's picture, fetched by the browser",
    "GET /api/consent/notice/": "the consent notice's words, read in the browser by the forms asking consent",
    "GET /api/bag/restore/{bag_token}/": "a kept bag by the reminder's signed link: never shared",
}
# tables a page read uses that are not published content, and why
NOT_PUBLISHED = {
    # a reviewer's first name shown on a review: a renamed customer shows within the hourly refresh;
    # following the people table would tell the storefront on every log-in (last_login)
    "accounts_user",
    # the delivered order line a review was written for (its size, colour): it no longer changes once
    # delivered, and following it would tell the storefront on every order placed
    "orders_orderline",
}


def _public_gets() -> set[str]:
    found = set()
    for prefix, router in api._routers:
        for route, path_view in router.path_operations.items():
            for op in path_view.operations:
                if "GET" in op.methods and not op.auth_callbacks:
                    found.add("GET /api/" + re.sub(r"/+", "/", f"{prefix}/{route}").lstrip("/"))
    return found


def test_every_public_read_is_kept_under_a_tag_or_says_why_not():
    assert _public_gets() == set(PAGE_READS) | set(NOT_KEPT)
    assert set(PAGE_READS.values()) == set(tags.TAGS)


def test_every_published_model_exists_and_its_tags_are_the_contracts():
    for label, names in tags.PUBLISHED.items():
        apps.get_model(label)
        assert names and set(names) <= set(tags.TAGS), label


def _urls(shop) -> list[tuple[str, str]]:
    item = shop["item"]
    slugs = [slug.value for slug in PageSlug]
    out = []
    for key, tag in PAGE_READS.items():
        path = key.split(" ", 1)[1]
        if path.startswith("/api/stores/"):  # a store showing its roster
            out.append((path.replace("{slug}", shop["store"].slug), tag))
            continue
        if "{slug}" in path:
            out += [(path.replace("{slug}", slug), tag) for slug in slugs]
            continue
        path = path.replace("{item_id}", str(item.pk)).replace("{pincode}", "110001")
        if path.startswith("/api/reviews/"):
            out += [(f"{path}?item={item.pk}", tag), (f"{path}?product_type={item.product_type.slug}", tag)]
        else:
            out.append((path, tag))
    return out


@pytest.fixture
def shop():
    item = CatalogueItemFactory()
    price_breaks_set(
        product_type=item.product_type,
        tiers=[{"min_quantity": 1, "max_quantity": None, "one_side": "499", "both_sides": "599"}],
        setup=[{"label": "Screens", "amount": "1500"}],
    )
    review(item=item, status="accepted", photos=1)
    CustomerTestimonialFactory()
    store = make_store(show_roster=True, names_asked=True)
    buy(store, name="Priya")
    return {"item": item, "store": store}


def test_every_table_a_page_read_uses_names_that_pages_tag_and_no_more(shop, client):
    by_table = tags.table_tags()
    missing, read_by = [], {}
    for url, tag in _urls(shop):
        with CaptureQueriesContext(connection) as ctx:
            answer = client.get(url)
        assert answer.status_code == 200, url
        read = {t for q in ctx.captured_queries for t in re.findall(r'(?:FROM|JOIN)\s+"(\w+)"', q["sql"])}
        assert read, url
        missing += [(url, t) for t in sorted(read - NOT_PUBLISHED) if tag not in by_table.get(t, ())]
        for table in read:
            read_by.setdefault(table, set()).add(tag)
    assert missing == [], "\n".join(map(str, missing))
    # each tag a table names is a tag of some page read that uses it; each exception is really read
    assert {t: set(names) for t, names in by_table.items()} == {t: read_by.get(t, set()) for t in by_table}
    assert NOT_PUBLISHED <= set(read_by)


def test_the_contract_lists_the_same_models_and_tags():
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[3] / "docs" / "revalidate.md").read_text()
    rows = re.findall(r"^\| `(\w+\.\w+)` \| `\w+` \| (.+) \|$", doc, flags=re.M)
    assert {label: tuple(re.findall(r"`([\w-]+)`", names)) for label, names in rows} == tags.PUBLISHED


# -- the storefront's side of the contract, read from its source --

STOREFRONT = Path(__file__).resolve().parents[3] / "storefront"
# the pages that show a price, and what a write of each model must refresh on them
PRICE_PAGES = (
    "app/[locale]/brevity/[id]/page.tsx",
    "app/[locale]/brevity/page.tsx",
    "app/[locale]/pilot/page.tsx",
    "app/[locale]/choice/page.tsx",
)
PRICE_MODELS = (
    "catalogue.CatalogueItem",
    "catalogue.ProductType",
    "catalogue.SleeveOption",
    "catalogue.PriceBreak",
)


def _storefront_reads() -> dict[str, dict[str, set[str]]]:
    """{getter of lib/api/server.ts: {"GET /api/...": the tags its shared fetch carries}}, with the reads of
    the getters it calls (getStudioCatalogue -> getProductTypes)."""
    source = (STOREFRONT / "lib/api/server.ts").read_text()
    parts = re.split(r"^export (?:async function |const )(\w+)", source, flags=re.M)
    bodies = dict(zip(parts[1::2], parts[2::2], strict=True))
    reads = {
        name: {
            f"GET {path}": set(re.findall(r"'([\w-]+)'", tags_text))
            for tags_text, path in re.findall(r"shared(?:In)?\(([^)]*)\)\s*\.GET\(\s*'([^']+)'", body)
        }
        for name, body in bodies.items()
    }
    for name, body in bodies.items():
        for other in set(re.findall(r"\b(get\w+)\(", body)) & set(bodies) - {name}:
            reads[name] |= reads[other]
    return reads


def _page_reads(page: str, reads: dict[str, dict[str, set[str]]]) -> dict[str, set[str]]:
    text = (STOREFRONT / page).read_text()
    imported = re.search(r"import \{([^}]*)\} from '@/lib/api/server'", text)
    assert imported, page
    out: dict[str, set[str]] = {}
    for name in re.findall(r"\w+", imported.group(1)):
        for key, names in reads.get(name, {}).items():
            out.setdefault(key, set()).update(names)
    return out


def test_the_storefront_tags_each_shared_read_as_this_file_says():
    fetches = {key: names for reads in _storefront_reads().values() for key, names in reads.items()}
    assert "GET /api/catalogue/items/{item_id}/" in fetches, "lib/api/server.ts was not read"
    wrong = {
        key: sorted(names)
        for key, names in fetches.items()
        if (PAGE_READS[key] not in names if key in PAGE_READS else key not in NOT_KEPT)
    }
    assert wrong == {}, "each shared fetch must carry the tag PAGE_READS gives it (or be in NOT_KEPT)"


@pytest.mark.parametrize("page", PRICE_PAGES)
def test_a_price_change_refreshes_every_read_of_a_price_page(page):
    """Given a page that shows prices, when the team changes a price (an item, a product type, a sleeve,
    a price break), then every read of the page that uses that table carries a tag the change refreshes."""
    reads = _page_reads(page, _storefront_reads())
    price_reads = {key: names for key, names in reads.items() if PAGE_READS.get(key) == "catalogue"}
    assert price_reads, f"{page} reads no price"
    for model in PRICE_MODELS:
        refreshed = set(tags.PUBLISHED[model])
        assert all(names & refreshed for names in price_reads.values()), (model, page, price_reads)
