"""The audit trail for the owner (react-admin list, read-only): who of the team changed money,
settings, people or prices, or took data out, when, from what to what. The trail is common's
(core/common/models.py), which sits below the listing helpers, so its list is served here."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS
from core.common.selectors import audit_entries
from core.office.audit_schemas import OfficeAuditOut
from core.office.listing import Listing, ListParams, paginate

router = Router(tags=["office: audit"])

AUDIT = Listing(
    resource="audit",
    sort_fields={"id": ("at", "id"), "at": ("at", "id")},
    default_sort=("at", "DESC"),
    filters={"action": "action"},
)


@router.get("audit", auth=staff(Perm.MANAGE_STAFF), response={200: list[OfficeAuditOut], **CLIENT_ERRORS})
def audit_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    """Newest first; `filter={"action": "payment"}` for one kind. Nobody edits or deletes a row."""
    return paginate(AUDIT, audit_entries(), params, response)
