"""The store's public page and its buyers' and organiser's calls.

GET /api/stores/{slug}/ (the page: designs, prices, minimums, the roster only if the organiser chose
to show it), GET /api/stores/{slug}/progress/ (each design's "18 of 24", read fresh), POST
/api/stores/{slug}/orders/ (a buyer's order, through the orders' placing door), and the organiser's
dashboard and statement (XLSX): another customer is told there is no such store."""

from django.http import HttpRequest, HttpResponse
from ninja import Header, Router

from core.common.auth import customer_session
from core.common.errors import NotAllowed, NotFound
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.orders.api.ordering_schemas import PlacedOrderOut
from core.orders.api.placing_door import order_place_once
from core.stores import selectors
from core.stores.models import StoreStatus
from core.stores.schemas import StoreBuyIn, StoreDashboardOut, StorePageOut, StoreProgressOut
from core.stores.services.buying import store_order_place
from core.stores.statement import statement_xlsx

router = Router(tags=["stores"])
NOT_ORGANISER = "Only the store's organiser sees its dashboard and statement."
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


@router.get("stores/{slug}/", response={200: StorePageOut, **WITH_404}, auth=None)
def store_page(request: HttpRequest, slug: str):
    """The store's page: its designs with their colours, sizes, price, minimum and progress."""
    return selectors.store_public(slug=slug)


@router.get("stores/{slug}/progress/", response={200: StoreProgressOut, **WITH_404}, auth=None)
def store_progress(request: HttpRequest, slug: str):
    """Each design's pieces ordered of its minimum, the store's status and closing time."""
    return selectors.store_progress(slug=slug)


@router.post(
    "stores/{slug}/orders/",
    response={201: PlacedOrderOut, **CLIENT_ERRORS, 404: ErrorOut, 409: ErrorOut, 429: ErrorOut},
    auth=customer_session,
)
def store_order_create(
    request: HttpRequest,
    slug: str,
    payload: StoreBuyIn,
    idempotency_key: str | None = Header(None, alias="Idempotency-Key"),
):
    """A buyer's order: one piece of a design at the store's price (the server's, from the store)."""
    address = payload.address.dict() if payload.address and any(payload.address.dict().values()) else None
    return order_place_once(
        request,
        idempotency_key,
        lambda: store_order_place(
            customer=request.auth,
            slug=slug,
            design_position=payload.design,
            colour=payload.colour,
            size=payload.size,
            name=payload.name,
            number=payload.number,
            payment_method=payload.payment_method,
            upi_reference=payload.upi_reference,
            password=payload.password,
            address=address,
            idempotency_key=idempotency_key,
        ),  # fmt: skip
    )


def _organisers(request: HttpRequest, slug: str):
    store = selectors.store_get(slug=slug, drafts=True)  # a draft: its organiser's preview
    if store.organiser_id != request.auth.pk:
        if store.status == StoreStatus.DRAFT:
            raise NotFound(selectors.NO_STORE)  # to anyone else a draft is no store
        raise NotAllowed(NOT_ORGANISER)
    return store


@router.get("stores/{slug}/dashboard/", response={200: StoreDashboardOut, **WITH_404}, auth=customer_session)
def store_dashboard(request: HttpRequest, slug: str):
    """The organiser's dashboard: pieces per design and size, the roster, money collected, margin."""
    return selectors.dashboard(store=_organisers(request, slug))


@router.get("stores/{slug}/statement.xlsx", response={200: None, **WITH_404}, auth=customer_session)
def store_statement(request: HttpRequest, slug: str):
    """The organiser's statement and roster (XLSX): one row per order, the totals."""
    store = _organisers(request, slug)
    response = HttpResponse(statement_xlsx(store), content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="store-{store.slug}-statement.xlsx"'
    return response
