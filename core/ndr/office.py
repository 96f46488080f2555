"""The back office's resource `ndr-cases` (Perm.HANDLE_NDR: Owner, Order desk, Support): failed
deliveries, flagged first (past their attempts or deadline: act before the courier returns the
parcel), then the nearest deadline; one case with its actions; the desk's action (recorded, audited,
handed to the courier's port) and "sent by hand"; the dashboard's counts."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.ndr import pages, selectors, services
from core.ndr.schemas import NdrActionIn, NdrCountsOut, NdrOfficeCaseOut, NdrSentIn
from core.office.listing import Listing, ListParams, paginate

router = Router(tags=["office: ndr"])
HANDLE = staff(Perm.HANDLE_NDR)

CASES = Listing(
    resource="ndr-cases",
    sort_fields={
        "urgent": ("urgency", "deadline"),
        "deadline": "deadline",
        "opened_at": "opened_at",
        "attempts": "attempts",
        "id": "id",
    },
    default_sort=("urgent", "ASC"),
    search_fields=("order__order_id", "shipment__awb"),
    filters={"status": "status", "live": selectors.live_filter, "flagged": "flagged"},
)


def _rows(page) -> list[dict]:
    """The page's cases, read in two steps: their ids in the queue's order from the cases alone (the
    sort by urgency is computed per case, so no index serves it: joined first, PostgreSQL would join
    every case of the table to its order, shipment and customer before keeping 25), then those few
    cases with their order, shipment, customer and actions."""
    ids = list(page.values_list("pk", flat=True))
    by_id = selectors.cases_shown(ids=ids)
    return [pages.office_case(by_id[pk]) for pk in ids if pk in by_id]


@router.get("ndr-cases", auth=HANDLE, response={200: list[NdrOfficeCaseOut], **CLIENT_ERRORS})
def ndr_case_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(CASES, selectors.queue_order(), params, response, rows=_rows)


@router.get("ndr-cases/counts", auth=HANDLE, response={200: NdrCountsOut, **CLIENT_ERRORS})
def ndr_case_counts(request: HttpRequest):
    """Live cases and the flagged among them, for the dashboard."""
    return selectors.ndr_counts()


@router.get("ndr-cases/{pk}", auth=HANDLE, response={200: NdrOfficeCaseOut, **WITH_404})
def ndr_case_get(request: HttpRequest, pk: int):
    return pages.office_case(selectors.case_shown(case_id=pk))


@router.post(
    "ndr-cases/{pk}/action", auth=HANDLE, response={200: NdrOfficeCaseOut, **WITH_404, 409: ErrorOut}
)
def ndr_case_act(request: HttpRequest, pk: int, payload: NdrActionIn):
    """Reattempt, reschedule to a date, change the address or phone, or return to origin."""
    new = services.NewAddress(address=payload.address, pin_code=payload.pin_code, phone=payload.phone)
    services.ndr_action_take(
        case=selectors.case_get(case_id=pk),
        actor=request.auth,
        kind=payload.kind,
        on_date=payload.on_date,
        new=new,
        note=payload.note,
    )
    return pages.office_case(selectors.case_get(case_id=pk))


@router.post(
    "ndr-cases/{pk}/actions/{action_id}/sent", auth=HANDLE, response={200: NdrOfficeCaseOut, **WITH_404}
)
def ndr_action_sent(request: HttpRequest, pk: int, action_id: int, payload: NdrSentIn):
    """The action was given to the courier by hand (its panel, a call)."""
    action = selectors.action_get(case_id=pk, action_id=action_id)
    services.ndr_action_mark_sent(action=action, actor=request.auth, reference=payload.reference)
    return pages.office_case(selectors.case_get(case_id=pk))
