"""The Django admin for GST returns: the return settings (one row). Registered by core/desk, which
adds the GSTR-1 page (it starts background exports, an app above this one)."""

from unfold.admin import ModelAdmin

from core.common.admin_writes import ServiceWrites
from core.common.models import AuditAction
from core.gst.services import gst_settings_save


class GstReturnSettingsAdmin(ServiceWrites, ModelAdmin):
    """The B2CL threshold, HSN digits and unit of GSTR-1: one row, edited in place."""

    audit_action = AuditAction.SETTINGS

    list_display = ("__str__", "b2cl_threshold", "hsn_digits")
    fields = ("b2cl_threshold", "hsn_digits")

    def has_add_permission(self, request) -> bool:
        return False  # the one row is made by migration 0002; asking costs the admin's pages a query

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def save_record(self, request, obj, form, change: bool) -> None:
        gst_settings_save(settings_row=obj)
