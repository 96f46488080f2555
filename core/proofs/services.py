"""Writes of proofs: an order needs them, the team uploads a revision, the customer decides; and the
gate that keeps an order whose proofs are not approved out of the print queue.

The gate is a follower of order changes (settings.ORDER_FOLLOWERS, listed first): every status change
of every door (the API, the back office's single and bulk changes, the Django admin, a task) goes
through core.orders.changes.services.order_update, which calls its followers inside its transaction.
A refusal there raises the one error type, so the status change, its history row and everything the
other followers would do are rolled back together, and the door shows the message.
"""

from django.conf import settings
from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone
from django.utils.module_loading import import_string

from core.accounts.models import User
from core.common.errors import ApplicationError, ErrorStatus, FieldErrors, NotAllowed
from core.orders.changes.followers import ChangeKind, OrderChange
from core.orders.models import Order, OrderStatus
from core.proofs.emails import proof_ready_email
from core.proofs.files import proof_file_check
from core.proofs.models import ProofDecision, ProofRequirement, ProofRevision, ProofStatus
from core.proofs.selectors import proof_approved

NOT_APPROVED = "This order's proof is not approved yet: it can be confirmed once the customer approves it."
# the statuses past the print queue's door: an order reaches them only with its proofs approved
PRINTING = (OrderStatus.CONFIRM, OrderStatus.SHIPPED, OrderStatus.DELIVERED)
ONLY_PENDING = "Proofs are for orders before production: this order is {status}."
DESIGN_MAX = 60
NOTE_MAX = 1000
COMMENT_MAX = 2000
NOT_LATEST = "This proof was replaced by a newer revision: decide the newest one."
DECIDED = "This proof was decided already."
SAY_WHAT = "Tell us what to change."


def _pending_only(order: Order) -> None:
    if order.status != OrderStatus.PENDING:
        message = ONLY_PENDING.format(status=order.get_status_display().lower())
        raise ApplicationError(message, status=ErrorStatus.CONFLICT)


def _locked(order: Order) -> Order:
    return Order.objects.select_for_update().get(pk=order.pk)


@transaction.atomic
def proof_require(*, order: Order, actor: User | None) -> ProofRequirement:
    """Mark that `order` is printed only after the customer approves its proofs (an accepted quote,
    or the desk). Only a pending order: one in the print queue or past it is not held back. Once."""
    locked = _locked(order)
    _pending_only(locked)
    requirement, _ = ProofRequirement.objects.get_or_create(order=locked, defaults={"required_by": actor})
    return requirement


def _slot(design: str) -> str:
    return " ".join(design.split()).casefold()


@transaction.atomic
def proof_upload(
    *, order: Order, actor: User | None, design: str, data: bytes, note: str = ""
) -> ProofRevision:
    """A new revision of `design`'s proof (a picture or a PDF), numbered after the design's last one;
    a revision still waiting is replaced by it. The order needs proofs from now on, and the customer
    hears by e-mail that a proof waits."""
    errors = FieldErrors()
    design = " ".join((design or "").split())
    if not design:
        errors.add("design", "Name the design this proof shows (e.g. Front logo).")
    elif len(design) > DESIGN_MAX:
        errors.add("design", f"At most {DESIGN_MAX} characters.")
    note = (note or "").strip()
    if len(note) > NOTE_MAX:
        errors.add("note", f"At most {NOTE_MAX} characters.")
    try:
        checked = proof_file_check(data)
    except ApplicationError as exc:
        if exc.status != ErrorStatus.BAD_REQUEST:  # busy decoding pictures: try again, not a field error
            raise
        errors.absorb(exc, "file")
        checked = None
    errors.raise_if_any()
    locked = _locked(order)
    _pending_only(locked)
    ProofRequirement.objects.get_or_create(order=locked, defaults={"required_by": actor})
    slot = _slot(design)
    earlier = ProofRevision.objects.filter(order=locked, slot=slot)
    number = (earlier.order_by("-number").values_list("number", flat=True).first() or 0) + 1
    earlier.filter(status=ProofStatus.PENDING).update(status=ProofStatus.SUPERSEDED)
    revision = ProofRevision(
        order=locked,
        design=design,
        slot=slot,
        number=number,
        kind=checked.kind,
        width=checked.width,
        height=checked.height,
        note=note,
        uploaded_by=actor,
    )
    extension = "pdf" if checked.kind == "pdf" else "png"
    revision.file.save(f"proof.{extension}", ContentFile(checked.data), save=False)
    revision.save()
    proof_ready_email(revision=revision)
    return revision


@transaction.atomic
def proof_decide(
    *, revision: ProofRevision, customer: User, decision: ProofDecision, comment: str = ""
) -> ProofRevision:
    """The customer approves the newest revision of a design, or asks for changes (with a comment)."""
    comment = (comment or "").strip()
    errors = FieldErrors()
    if decision not in ProofDecision.values:
        errors.add("decision", "Choose approve or changes.")
    if decision == ProofDecision.CHANGES and not comment:
        errors.add("comment", SAY_WHAT)
    if len(comment) > COMMENT_MAX:
        errors.add("comment", f"At most {COMMENT_MAX} characters.")
    errors.raise_if_any()
    locked = ProofRevision.objects.select_for_update().select_related("order").get(pk=revision.pk)
    if locked.order.customer_id != customer.pk:
        raise NotAllowed("This order belongs to another customer.")
    if locked.order.status == OrderStatus.CANCELLED:
        raise ApplicationError("This order is cancelled.", status=ErrorStatus.CONFLICT)
    if locked.status == ProofStatus.SUPERSEDED:
        raise ApplicationError(NOT_LATEST, status=ErrorStatus.CONFLICT)
    if locked.status != ProofStatus.PENDING:
        raise ApplicationError(DECIDED, status=ErrorStatus.CONFLICT)
    locked.status = ProofStatus.APPROVED if decision == ProofDecision.APPROVE else ProofStatus.CHANGES
    locked.decided_by = customer
    locked.decided_at = timezone.now()
    locked.comment = comment
    locked.save(update_fields=["status", "decided_by", "decided_at", "comment"])
    if locked.status == ProofStatus.APPROVED and proof_approved(locked.order):
        # every design approved: what waited for it (a paid advance's confirmation) goes on, in
        # this transaction; the apps above follow by dotted path, as they follow order changes
        for path in settings.PROOF_APPROVED_FOLLOWERS:
            import_string(path)(order=locked.order)
    return locked


def proof_gate_follow(change: OrderChange) -> None:
    """A follower of order changes (settings.ORDER_FOLLOWERS, first): an order that needs proofs
    moves to confirm (the print queue), shipped or delivered only when they are approved."""
    if change.kind == ChangeKind.STATUS and change.new in PRINTING and not proof_approved(change.order):
        raise ApplicationError(NOT_APPROVED, errors={"status": [NOT_APPROVED]}, status=ErrorStatus.CONFLICT)
