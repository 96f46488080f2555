"""What the proofs calls take and answer (the customer's and the back office's)."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn
from core.proofs.models import ProofDecision, ProofKind, ProofRevision, ProofStatus
from core.proofs.services import COMMENT_MAX, DESIGN_MAX, NOTE_MAX


class ProofDecisionIn(BodyIn):
    required_fields = ("decision",)
    decision: ProofDecision
    comment: str = Field("", max_length=COMMENT_MAX)


class ProofUploadIn(BodyIn):
    """The multipart form's fields beside its `file` (a PNG or JPEG picture, or a PDF)."""

    required_fields = ("design",)
    design: str = Field("", max_length=DESIGN_MAX)
    note: str = Field("", max_length=NOTE_MAX)


def _name(user) -> str | None:
    return (user.name or user.phone_number) if user else None


class ProofRevisionOut(Schema):
    """One revision as its customer reads it."""

    id: int
    design: str
    number: int
    kind: ProofKind
    status: ProofStatus
    note: str
    uploaded_at: datetime
    decided_at: datetime | None
    comment: str
    width: int
    height: int
    file_url: str
    can_decide: bool

    @staticmethod
    def resolve_file_url(obj: ProofRevision) -> str:
        return f"/api/orders/{obj.order.order_id}/proofs/{obj.pk}/file/"

    @staticmethod
    def resolve_can_decide(obj: ProofRevision) -> bool:
        return obj.status == ProofStatus.PENDING


class OfficeProofRevisionOut(ProofRevisionOut):
    """One revision as the team reads it: who uploaded and who decided."""

    uploaded_by: str | None
    decided_by: str | None

    @staticmethod
    def resolve_file_url(obj: ProofRevision) -> str:
        return f"/api/office/proofs/{obj.pk}/file"

    @staticmethod
    def resolve_uploaded_by(obj: ProofRevision) -> str | None:
        return _name(obj.uploaded_by)

    @staticmethod
    def resolve_decided_by(obj: ProofRevision) -> str | None:
        return _name(obj.decided_by)


class ProofsOut(Schema):
    """An order's proofs: whether it needs them, whether they let it be confirmed, every revision."""

    order_id: str
    required: bool
    approved: bool
    revisions: list[ProofRevisionOut]


class OfficeProofsOut(Schema):
    order_id: str
    required: bool
    approved: bool
    # the print floor reads approved revisions only
    approved_only: bool
    revisions: list[OfficeProofRevisionOut]
