from django.contrib import admin
from unfold.admin import ModelAdmin

from core.pincodes.models import DeliverySettings


@admin.register(DeliverySettings)
class DeliverySettingsAdmin(ModelAdmin):
    """Which cities are fast or metro, and where delivery is paused: one row, edited in place."""

    list_display = ("__str__", "fast_cities", "metro_cities", "paused_pincodes")
    fields = ("fast_cities", "metro_cities", "paused_pincodes")

    def has_add_permission(self, request) -> bool:
        return not DeliverySettings.objects.exists()

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
