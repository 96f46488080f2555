"""The Django admin's proofs: every revision of every design, who uploaded it, and the customer's
decision, read-only (uploads in the back office, decisions by the customer only). Owner and Order desk
(`manage_quotes`) see every revision; the print floor (`print_files`) approved ones only, as in the
back office (core/proofs/selectors.py)."""

from django.contrib import admin
from django.utils.html import format_html
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.common.admin_display import ReadOnlyPages
from core.common.admin_paging import CappedPaginator
from core.common.ist import ist_datetime
from core.proofs.models import ProofRevision, ProofStatus
from core.proofs.selectors import sees_every_revision


@admin.register(ProofRevision)
class ProofRevisionAdmin(ReadOnlyPages, ModelAdmin):
    list_display = ("order", "design", "number", "kind", "status_shown", "uploaded", "decided", "decided_by")
    list_filter = ("status", "kind")
    search_fields = ("order__order_id", "design")
    list_select_related = ("order", "uploaded_by", "decided_by")
    show_full_result_count = False
    paginator = CappedPaginator
    fields = (
        ("order", "design", "number"),
        ("kind", "file_link"),
        ("uploaded_by", "uploaded"),
        "note",
        ("status", "decided_by", "decided"),
        "comment",
    )
    readonly_fields = ("file_link", "uploaded", "decided")

    def get_queryset(self, request):
        revisions = super().get_queryset(request)
        if not sees_every_revision(request.user):
            revisions = revisions.filter(status=ProofStatus.APPROVED)
        return revisions

    @display(description="Status", label={"Approved": "success", "Changes asked": "danger"})
    def status_shown(self, revision: ProofRevision) -> str:
        return revision.get_status_display()

    @display(description="Uploaded", ordering="uploaded_at")
    def uploaded(self, revision: ProofRevision) -> str:
        return ist_datetime(revision.uploaded_at)

    @display(description="Decided", ordering="decided_at")
    def decided(self, revision: ProofRevision) -> str:
        return ist_datetime(revision.decided_at) if revision.decided_at else "-"

    @display(description="File")
    def file_link(self, revision: ProofRevision) -> str:
        return format_html(
            '<a href="/api/office/proofs/{}/file" target="_blank">Open the proof</a>', revision.pk
        )
