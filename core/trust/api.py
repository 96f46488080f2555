"""The trust app's routers: passwords, tickets, seller pages, the customer's own data
(mounted at /api/), and the back office's resources (mounted at /api/office/)."""

from ninja import Router

from core.support import api as tickets
from core.support import office as tickets_office
from core.trust.pages import api as pages
from core.trust.passwords import api as passwords
from core.trust.privacy import api as privacy

router = Router()
router.add_router("", passwords.router)
router.add_router("", tickets.router)
router.add_router("", pages.router)
router.add_router("", privacy.router)

office_router = Router()
office_router.add_router("", tickets_office.router)
office_router.add_router("", passwords.office_router)
office_router.add_router("", pages.office_router)
