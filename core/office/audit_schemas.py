"""What the audit trail's list answers."""

from datetime import datetime

from ninja import Schema

from core.common.models import AuditEntry


class OfficeAuditOut(Schema):
    id: int
    at: datetime
    actor: str
    action: str
    action_label: str
    target: str
    before: str
    after: str

    @staticmethod
    def resolve_actor(entry: AuditEntry) -> str:
        return entry.actor_name or "The shop"

    @staticmethod
    def resolve_action_label(entry: AuditEntry) -> str:
        return entry.get_action_display()
