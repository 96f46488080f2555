"""The stores in the back office: the list (status, closing date, progress; money collected only for
those who see money), the dashboard's stores figures, a store made from scratch or from an accepted
quote, closed early or extended, a design printed anyway; the print floor's batches and each
batch's production pack; Accounts' refunds by UPI and their UTR.
Reads: core.stores.selectors; writes: core.stores.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.errors import ApplicationError, ErrorStatus, NotFound, get_or_not_found
from core.common.permissions import Perm, may
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.office.listing import Listing, ListParams, paginate_answer
from core.stores import selectors
from core.stores.figures import store_figures
from core.stores.models import Store, StoreBatch, StoreDesign, StoreRefund, StoreStatus
from core.stores.office_rows import batch_rows, refund_rows, store_row, store_rows
from core.stores.pack import batch_pack_zip, pack_filename
from core.stores.schemas import (
    StoreBatchOut,
    StoreClosingIn,
    StoreDraftEditOut,
    StoreDraftOut,
    StoreFiguresOut,
    StoreFromQuoteIn,
    StoreIn,
    StorePrintAnywayIn,
    StoreRefundOut,
    StoreRefundUtrIn,
    StoreRowOut,
)
from core.stores.services.closing import store_close, store_refund_utr_record
from core.stores.services.desk import (
    IS_DRAFT,
    DesignIn,
    store_create,
    store_design_print_anyway,
    store_extend,
)
from core.stores.services.desk import StoreIn as StoreData
from core.stores.services.draft_stores import store_draft_update, store_duplicate, store_open
from core.stores.services.drafts import store_draft_from_quote, store_form

router = Router(tags=["office: stores"])
SEE = (Perm.MANAGE_QUOTES, Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS)
MONEY_SEERS = (Perm.MANAGE_QUOTES, Perm.VIEW_ACCOUNTS)
DESK = Perm.MANAGE_QUOTES
STORES = Listing(
    resource="stores",
    sort_fields={"id": "id", "closes_at": ("closes_at", "id")},
    default_sort=("closes_at", "DESC"),
    search_fields=("slug", "title"),
    filters={"status": "status"},
)
BATCHES = Listing(resource="store-batches", sort_fields={"id": "id", "created_at": ("created_at", "id")},
                  default_sort=("created_at", "DESC"))  # fmt: skip
REFUNDS = Listing(resource="store-refunds", sort_fields={"id": "id"}, default_sort=("id", "DESC"),
                  filters={"store_id": "store_id"})  # fmt: skip


@router.get("stores", auth=staff(*SEE), response={200: list[StoreRowOut], **CLIENT_ERRORS})
def store_list(request: HttpRequest, params: Query[ListParams]):
    """A page of stores, latest closing first: status, closing time, each design's progress."""
    return paginate_answer(
        STORES, selectors.stores_listed(), params, store_rows(may(request.auth, *MONEY_SEERS))
    )


def _one(request: HttpRequest, pk: int) -> dict:
    row = store_row(pk, may(request.auth, *MONEY_SEERS))
    if row is None:
        raise NotFound("Store not found.")
    return row


@router.get("store-figures", auth=staff(*SEE), response={200: StoreFiguresOut, **CLIENT_ERRORS})
def store_figures_get(request: HttpRequest):
    """The dashboard's stores figures: open stores, closing within 7 days, pieces ordered, money
    collected (only for those who see money), designs under their minimum at a close that is near."""
    return store_figures(money=may(request.auth, *MONEY_SEERS))


@router.get("stores/{pk}", auth=staff(*SEE), response={200: StoreRowOut, **WITH_404})
def store_get(request: HttpRequest, pk: int):
    return _one(request, pk)


@router.post("stores", auth=staff(DESK), response={201: StoreRowOut, **CLIENT_ERRORS, 409: ErrorOut})
def store_make(request: HttpRequest, payload: StoreIn):
    """A store from scratch or from an accepted quote (its number): checked whole, its close queued."""
    fields = payload.dict(exclude={"designs"})
    designs = [DesignIn(**d.dict()) for d in payload.designs]
    store = store_create(data=StoreData(**fields, designs=designs), actor=request.auth)
    return 201, _one(request, store.pk)


@router.post("store-drafts", auth=staff(DESK), response={200: StoreDraftOut, **CLIENT_ERRORS, 409: ErrorOut})
def store_from_quote(request: HttpRequest, payload: StoreFromQuoteIn):
    """A new store's form filled from an accepted quote: its customer, business, product, sizes,
    quantity and a price at or above the price break (the desk checks it and makes the store)."""
    return store_draft_from_quote(number=payload.quote_number)


def _draft(pk: int) -> dict:
    store = get_or_not_found(Store.objects.select_related("organiser", "quote"), what="Store", pk=pk)
    return {**store_form(store), "id": store.pk, "status": store.status}


@router.post("stores/{pk}/copy", auth=staff(DESK), response={201: StoreDraftEditOut, **WITH_404})
def store_copy(request: HttpRequest, pk: int):
    """Duplicate a store as a draft: its designs and choices, new dates, a free address; not public
    until the desk opens it."""
    store = get_or_not_found(Store.objects.select_related("organiser", "quote"), what="Store", pk=pk)
    return 201, _draft(store_duplicate(store=store, actor=request.auth).pk)


@router.get("store-drafts/{pk}", auth=staff(DESK), response={200: StoreDraftEditOut, **WITH_404})
def store_draft_get(request: HttpRequest, pk: int):
    """A store's fields as its edit page has them (a draft's; any store's for reading)."""
    return _draft(pk)


@router.put("store-drafts/{pk}", auth=staff(DESK), response={200: StoreDraftEditOut, **CLIENT_ERRORS,
            404: ErrorOut, 409: ErrorOut})  # fmt: skip
def store_draft_save(request: HttpRequest, pk: int, payload: StoreIn):
    """Save a draft's fields and designs, checked as a new store's (its dates when it is opened)."""
    store = get_or_not_found(Store.objects.all(), what="Store", pk=pk)
    fields = payload.dict(exclude={"designs"})
    designs = [DesignIn(**d.dict()) for d in payload.designs]
    store_draft_update(store=store, data=StoreData(**fields, designs=designs), actor=request.auth)
    return _draft(pk)


@router.post("store-drafts/{pk}/open", auth=staff(DESK), response={200: StoreRowOut, **CLIENT_ERRORS,
             404: ErrorOut, 409: ErrorOut})  # fmt: skip
def store_draft_open(request: HttpRequest, pk: int):
    """Open the store: a draft made public, its dates and prices checked as a new store's."""
    store = get_or_not_found(Store.objects.all(), what="Store", pk=pk)
    store_open(store=store, actor=request.auth)
    return _one(request, pk)


@router.post("stores/{pk}/close", auth=staff(DESK), response={200: StoreRowOut, **WITH_404, 409: ErrorOut})
def store_close_now(request: HttpRequest, pk: int):
    """Close the store now: batches made, designs under their minimum refunded."""
    store = get_or_not_found(Store.objects.all(), what="Store", pk=pk)
    if store.status == StoreStatus.DRAFT:
        raise ApplicationError(IS_DRAFT, status=ErrorStatus.CONFLICT)
    store_close(store_id=store.pk, actor=request.auth, early=True)
    return _one(request, pk)


@router.put("stores/{pk}/closing", auth=staff(DESK), response={200: StoreRowOut, **WITH_404})
def store_closing_set(request: HttpRequest, pk: int, payload: StoreClosingIn):
    """Move the closing time (extend, or bring it closer)."""
    store = get_or_not_found(Store.objects.all(), what="Store", pk=pk)
    store_extend(store=store, closes_at=payload.closes_at, actor=request.auth)
    return _one(request, pk)


@router.put("stores/{pk}/designs/{position}", auth=staff(DESK), response={200: StoreRowOut, **WITH_404})
def store_design_choice(request: HttpRequest, pk: int, position: int, payload: StorePrintAnywayIn):
    """The desk's choice for a design under its minimum at the close: print anyway, or refund."""
    design = get_or_not_found(StoreDesign.objects.select_related("store"), what="Design", store_id=pk,
                              position=position)  # fmt: skip
    store_design_print_anyway(design=design, print_anyway=payload.print_anyway, actor=request.auth)
    return _one(request, pk)


@router.get(
    "store-batches", auth=staff(Perm.PRINT_FILES), response={200: list[StoreBatchOut], **CLIENT_ERRORS}
)
def store_batch_list(request: HttpRequest, params: Query[ListParams]):
    """The print floor's batches: a store's design, its pieces and its print day (no payments)."""
    return paginate_answer(BATCHES, selectors.batches_listed(), params, batch_rows)


@router.get("store-batches/{pk}", auth=staff(Perm.PRINT_FILES), response={200: StoreBatchOut, **WITH_404})
def store_batch_get(request: HttpRequest, pk: int):
    """One batch: its design, pieces, print day and how far its print files are."""
    found = batch_rows(selectors.batches_listed().filter(pk=pk))
    if not found:
        raise NotFound("Batch not found.")
    return found[0]


@router.get(
    "store-batches/{pk}/pack.zip",
    auth=staff(Perm.PRINT_FILES),
    response={200: None, **WITH_404},
    openapi_extra={"responses": {200: {"description": "ZIP", "content": {"application/zip": {}}}}},
    summary="Download a store batch's production pack",
)
def store_batch_pack(request: HttpRequest, pk: int):
    """The batch's production pack (ZIP): one print file per buyer, the job sheet by size and colour
    and the packing list by person (core/stores/pack.py)."""
    batch = get_or_not_found(StoreBatch.objects.select_related("design__share", "store"), what="Batch", pk=pk)
    response = HttpResponse(batch_pack_zip(batch), content_type="application/zip")
    response["Content-Disposition"] = f'attachment; filename="{pack_filename(batch)}"'
    response["Cache-Control"] = "private, no-store"
    return response


@router.get(
    "store-refunds", auth=staff(Perm.VIEW_ACCOUNTS), response={200: list[StoreRefundOut], **CLIENT_ERRORS}
)
def store_refund_list(request: HttpRequest, params: Query[ListParams]):
    """Buyers refunded at a close: by the gateway, or by UPI transfer with its UTR."""
    return paginate_answer(REFUNDS, selectors.refunds_listed(), params, refund_rows)


@router.put("store-refunds/{pk}", auth=staff(Perm.CHANGE_PAYMENT), response={200: StoreRefundOut, **WITH_404})
def store_refund_utr(request: HttpRequest, pk: int, payload: StoreRefundUtrIn):
    """Accounts paid a refund by UPI transfer: its UTR."""
    refund = get_or_not_found(StoreRefund.objects.select_related("order", "store"), what="Refund", pk=pk)
    store_refund_utr_record(refund=refund, utr=payload.utr, actor=request.auth)
    return refund_rows(StoreRefund.objects.filter(pk=pk))[0]
