"""The audit trail in the Django admin: read-only for everyone (no add, change or delete)."""

from django.contrib import admin
from unfold.admin import ModelAdmin

from core.common.admin_paging import CappedPaginator
from core.common.ist import ist_datetime
from core.common.models import AuditEntry


@admin.register(AuditEntry)
class AuditEntryAdmin(ModelAdmin):
    list_display = ("when", "actor_name", "action", "target", "before", "after")
    list_filter = ("action",)
    search_fields = ("target",)
    paginator = CappedPaginator
    show_full_result_count = False
    readonly_fields = ("at", "actor_name", "action", "target", "before", "after")
    fields = readonly_fields

    def when(self, entry: AuditEntry) -> str:
        return ist_datetime(entry.at)

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
