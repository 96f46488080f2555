"""The back office's REST resources for react-admin (ra-data-simple-rest), mounted at /api/office/.

Staff sessions only (anonymous 401, customer 403) and the CSRF token on every unsafe call: the
whole router uses `staff_session`. Each resource module is thin: parse, one selector or service,
serialise; `core.office.listing.paginate` handles every list.
"""

from django.http import HttpRequest
from ninja import Router

from core.common.auth import staff_session
from core.common.schemas import CLIENT_ERRORS
from core.fulfilment.api import office_router as fulfilment_router
from core.invoices.api import office_router as invoices_router
from core.office import selectors
from core.office.resources import catalogue, content, orders, people
from core.office.schemas import SummaryOut

router = Router(auth=staff_session, tags=["office"])


@router.get("summary/", response={200: SummaryOut, **CLIENT_ERRORS})
def summary(request: HttpRequest):
    """Totals paid and due and the number of orders per status."""
    return selectors.office_summary()


router.add_router("", orders.router)
router.add_router("", people.router)
router.add_router("", content.router)
router.add_router("", catalogue.router)
router.add_router("", invoices_router)
router.add_router("", fulfilment_router)
