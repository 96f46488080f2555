"""Writing the audit trail: one row per staff action on money, settings, people, prices or data
taken out. Called inside the action's own transaction, so a rolled-back change leaves no row."""

from django.db import transaction

from core.common.models import AuditAction, AuditEntry

MAX_TEXT = 2000


def _text(value: object) -> str:
    return "" if value is None else str(value)[:MAX_TEXT]


@transaction.atomic
def audit_record(
    *, actor, action: AuditAction, target: str, before: object = "", after: object = ""
) -> AuditEntry:
    """Record that `actor` (a user, or None for the system) did `action` to `target`."""
    name = ""
    if actor is not None and getattr(actor, "is_authenticated", False):
        name = f"{actor.name} ({actor.phone_number})"
    else:
        actor = None
    return AuditEntry.objects.create(
        actor=actor,
        actor_name=name,
        action=action,
        target=_text(target)[:200],
        before=_text(before),
        after=_text(after),
    )


def payment_audit_follow(change) -> None:
    """A follower of order changes (settings.ORDER_FOLLOWERS): a payment marked paid or unpaid by a
    member of the team is kept in the audit trail (a change of kind "payment", core/orders/changes)."""
    if change.kind == "payment" and change.actor is not None and change.actor.is_staff:
        audit_record(
            actor=change.actor,
            action=AuditAction.PAYMENT,
            target=f"Order {change.order.order_id}",
            before=change.old,
            after=change.new,
        )
