"""Reading the audit trail, newest first (served by its indexes)."""

from django.db.models import QuerySet

from core.common.models import AuditEntry


def audit_entries(*, action: str | None = None) -> QuerySet[AuditEntry]:
    qs = AuditEntry.objects.all()
    if action:
        qs = qs.filter(action=action)
    return qs.order_by("-at", "-id")
