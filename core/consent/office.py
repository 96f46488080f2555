"""The owner's view of consent: how many consent to each purpose now (the maintained counters) and
how many withdrew; the ledger itself is exported as a spreadsheet (core/exports, level "consent")."""

from django.http import HttpRequest
from ninja import Router, Schema

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS
from core.consent import selectors

router = Router(tags=["consent"])


class ConsentCountOut(Schema):
    purpose: str
    given: int
    withdrawn: int


@router.get(
    "consent/counts", auth=staff(Perm.MANAGE_CONTENT), response={200: list[ConsentCountOut], **CLIENT_ERRORS}
)
def consent_counts(request: HttpRequest):
    return selectors.consent_counts()
