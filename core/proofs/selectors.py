"""Reads of proofs: whether an order needs them and is cleared, each caller's view of the revisions,
and the approvals the job sheet prints."""

from dataclasses import dataclass
from datetime import datetime

from core.accounts.models import User
from core.common.errors import NotFound, get_or_not_found
from core.common.permissions import Perm, may
from core.orders.models import Order
from core.orders.selectors import order_get_for
from core.proofs.models import ProofRequirement, ProofRevision, ProofStatus


def proof_required(order: Order) -> bool:
    return ProofRequirement.objects.filter(order_id=order.pk).exists()


def _revisions(order: Order):
    return ProofRevision.objects.filter(order_id=order.pk).select_related(
        "order", "uploaded_by", "decided_by"
    )


def latest_revisions(order: Order) -> list[ProofRevision]:
    """The newest revision of each design of the order (the one the customer decides)."""
    latest: dict[str, ProofRevision] = {}
    for revision in _revisions(order).order_by("slot", "number"):
        latest[revision.slot] = revision
    return list(latest.values())


def proof_approved(order: Order) -> bool:
    """Whether proofs let this order be confirmed (go to the print queue): it needs none, or every
    design it has a proof of is approved in its newest revision, and there is at least one. Read by
    the status gate (services.proof_gate_follow) and by whoever confirms an order on its own (a paid
    advance confirms a business order only when this is true)."""
    if not proof_required(order):
        return True
    latest = latest_revisions(order)
    return bool(latest) and all(r.status == ProofStatus.APPROVED for r in latest)


def proofs_for_customer(*, user: User, order_id: str) -> tuple[Order, list[ProofRevision]]:
    """The order's revisions, oldest first per design, for the customer who owns it only."""
    order = order_get_for(user=user, order_id=order_id)
    return order, list(_revisions(order).order_by("slot", "number"))


def sees_every_revision(user: User) -> bool:
    """The team who make proofs (Owner, Order desk) see every revision; the print floor only approved ones."""
    return may(user, Perm.MANAGE_QUOTES)


@dataclass(frozen=True)
class StaffProofs:
    required: bool
    approved: bool  # as proof_approved answers
    revisions: list[ProofRevision]  # what this member may read: every one, or the approved ones
    approved_only: bool


def order_proofs_for_staff(*, user: User, order: Order) -> StaffProofs:
    """The back office's view of an order's proofs in two queries: whether it needs them, and its
    revisions (oldest first per design), from which `approved` follows as proof_approved has it."""
    required = proof_required(order)
    # the team's schema names no order of a revision: it is not joined
    revisions = ProofRevision.objects.filter(order_id=order.pk).select_related("uploaded_by", "decided_by")
    every = list(revisions.order_by("slot", "number"))
    latest = {r.slot: r for r in every}.values()
    approved = not required or (bool(latest) and all(r.status == ProofStatus.APPROVED for r in latest))
    all_of_them = sees_every_revision(user)
    shown = every if all_of_them else [r for r in every if r.status == ProofStatus.APPROVED]
    return StaffProofs(required=required, approved=approved, revisions=shown, approved_only=not all_of_them)


def revision_for_staff(*, user: User, revision_id: int) -> ProofRevision:
    """One revision's file for the team; the print floor finds approved ones only."""
    revision = get_or_not_found(ProofRevision.objects.select_related("order"), what="Proof", pk=revision_id)
    if not sees_every_revision(user) and revision.status != ProofStatus.APPROVED:
        raise NotFound("Proof not found.")
    return revision


def revision_for_customer(*, user: User, order_id: str, revision_id: int) -> ProofRevision:
    order = order_get_for(user=user, order_id=order_id)
    return get_or_not_found(
        ProofRevision.objects.select_related("order"), what="Proof", pk=revision_id, order_id=order.pk
    )


@dataclass(frozen=True)
class Approval:
    """What the job sheet prints of one approved design: which revision, who approved it and when."""

    design: str
    number: int
    approved_by: str
    approved_at: datetime
    picture: bytes | None  # the approved mock-up when it is a picture (PNG), None for a PDF or a lost file


def _picture(revision: ProofRevision) -> bytes | None:
    if revision.kind != "image":
        return None
    try:
        with revision.file.open("rb") as fh:
            return fh.read()
    except OSError:
        return None


def proof_approvals(order: Order) -> list[Approval]:
    """The approved designs of an order that needs proofs (newest revision of each), for the job sheet."""
    if not proof_required(order):
        return []
    return [
        Approval(
            design=r.design,
            number=r.number,
            approved_by=(r.decided_by.name or r.decided_by.phone_number) if r.decided_by else "the customer",
            approved_at=r.decided_at,
            picture=_picture(r),
        )
        for r in latest_revisions(order)
        if r.status == ProofStatus.APPROVED and r.decided_at is not None
    ]
