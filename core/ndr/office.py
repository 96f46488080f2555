"""The back office's resource `ndr-cases` (Perm.HANDLE_NDR: Owner, Order desk, Support): failed
deliveries, flagged first (past their attempts or deadline: act before the courier returns the
parcel), then the nearest deadline; one case with its actions; the desk's action (recorded, audited,
handed to the courier's port) and "sent by hand"; the dashboard's counts."""

from django.http import HttpRequest
from ninja import Query, Router

from core.common.auth import staff
from core.common.errors import NotFound
from core.common.permissions import Perm
from core.common.renderers import json_answer
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.ndr import office_rows, pages, selectors, services
from core.ndr.queue_page import CASES, queue_page
from core.ndr.schemas import NdrActionIn, NdrCountsOut, NdrOfficeCaseOut, NdrSentIn
from core.office.listing import ListParams, paginate_answer

router = Router(tags=["office: ndr"])
HANDLE = staff(Perm.HANDLE_NDR)


# The page's ids in the queue's order are read from the cases alone (the sort by urgency is computed
# per case, so no index serves it: joined first, PostgreSQL would join every case to its order,
# shipment and customer before keeping 25), then those cases' rows (office_rows); by statements
# prepared once per connection when only field filters are given (queue_page).
@router.get("ndr-cases", auth=HANDLE, response={200: list[NdrOfficeCaseOut], **CLIENT_ERRORS})
def ndr_case_list(request: HttpRequest, params: Query[ListParams]):
    return paginate_answer(
        CASES, selectors.queue_order, params, rows=office_rows.rows, prepare_filtered=queue_page
    )


@router.get("ndr-cases/counts", auth=HANDLE, response={200: NdrCountsOut, **CLIENT_ERRORS})
def ndr_case_counts(request: HttpRequest):
    """Live cases and the flagged among them, for the dashboard."""
    return selectors.ndr_counts()


@router.get("ndr-cases/{pk}", auth=HANDLE, response={200: NdrOfficeCaseOut, **WITH_404})
def ndr_case_get(request: HttpRequest, pk: int):
    found = office_rows.rows_of([pk])
    if not found:
        raise NotFound("Failed delivery not found.")
    return json_answer(found[0])


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
