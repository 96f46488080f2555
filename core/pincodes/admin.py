from django.contrib import admin
from unfold.admin import ModelAdmin

from core.common.admin_display import OneRowPage
from core.common.admin_writes import ServiceWrites
from core.common.models import AuditAction
from core.pincodes.models import DeliverySettings
from core.pincodes.services import delivery_settings_save


@admin.register(DeliverySettings)
class DeliverySettingsAdmin(OneRowPage, ServiceWrites, ModelAdmin):
    """Which cities are fast or metro, and where delivery is paused: one row, edited in place."""

    audit_action = AuditAction.SETTINGS

    list_display = ("__str__", "fast_cities", "metro_cities", "paused_pincodes")
    fields = ("fast_cities", "metro_cities", "paused_pincodes")

    def save_record(self, request, obj, form, change: bool) -> None:
        delivery_settings_save(settings_row=obj)
