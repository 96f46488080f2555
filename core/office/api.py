"""The back office's REST resources for react-admin (ra-data-simple-rest), mounted at /api/office/.

An API only: each resource module parses react-admin's call, calls one domain selector or service
and serialises it (schemas in core/office/schemas/); `core.office.listing.paginate` handles every
list. Staff sessions only (anonymous 401, customer 403) and the CSRF token on every unsafe call:
the whole router uses `staff_session`.
"""

from django.http import HttpRequest
from ninja import Router

from core.common.answer_cache import keep_answer
from core.common.auth import staff, staff_undeclared
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS
from core.office.resources import (
    audit,
    catalogue,
    content,
    fulfilment,
    invoices,
    orders,
    people,
    returns,
    reviews,
)
from core.office.schemas.summary import OfficeChartsOut, OfficeSummaryOut
from core.orders.selectors import shop_summary
from core.orders.totals.selectors import sales_charts

router = Router(auth=staff_undeclared, tags=["office"])


@keep_answer("orders", "accounts.User", "content")
@router.get("summary/", auth=staff(Perm.VIEW_ACCOUNTS), response={200: OfficeSummaryOut, **CLIENT_ERRORS})
def summary(request: HttpRequest):
    """Totals paid and due, orders per status, customers and what waits in the inbox."""
    return shop_summary()


@router.get("charts/", auth=staff(Perm.VIEW_ACCOUNTS), response={200: OfficeChartsOut, **CLIENT_ERRORS})
def charts(request: HttpRequest):
    """Orders and revenue per day (last 30 days), orders per status, the top product types."""
    return sales_charts()


router.add_router("", orders.router)
router.add_router("", people.router)
router.add_router("", content.router)
router.add_router("", catalogue.router)
router.add_router("", invoices.router)
router.add_router("", fulfilment.router)
router.add_router("", audit.router)
router.add_router("", returns.router)
router.add_router("", reviews.router)
