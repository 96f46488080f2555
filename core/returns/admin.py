from django.contrib import admin
from unfold.admin import ModelAdmin

from core.common.admin_writes import ServiceWrites
from core.common.models import AuditAction
from core.returns.models import ReturnSettings
from core.returns.services import return_settings_save


@admin.register(ReturnSettings)
class ReturnSettingsAdmin(ServiceWrites, ModelAdmin):
    """The returns window and who pays the return shipping: one row, edited in place."""

    audit_action = AuditAction.SETTINGS

    list_display = ("__str__", "window_days", "free_return_shipping", "custom_prints_returnable")
    fields = ("window_days", "free_return_shipping", "custom_prints_returnable")

    def has_add_permission(self, request) -> bool:
        return False  # the one row is made by migration 0002; asking costs the admin's pages a query

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def save_record(self, request, obj, form, change: bool) -> None:
        return_settings_save(settings_row=obj)
