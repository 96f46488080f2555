"""Blank stock in the Django admin: the items (import the opening stock from a spreadsheet, export
them), their movements (read only) and the stock rules. Every save goes through core.stock.services;
counts change only through movements (receive and adjust in the back office)."""

from django.contrib import admin
from import_export.admin import ImportExportModelAdmin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm, ImportForm

from core.common.admin_display import OneRowPage, ReadOnlyPages
from core.common.admin_filters import DayRangeFilter
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.stock.models import BlankItem, StockMovement, StockSettings
from core.stock.resources import BlankItemResource
from core.stock.services import blank_item_save, stock_settings_save


@admin.register(BlankItem)
class BlankItemAdmin(ImportExportModelAdmin, ServiceWrites, ModelAdmin):
    import_form_class = ImportForm
    export_form_class = ExportForm
    resource_classes = [BlankItemResource]
    list_display = ("__str__", "on_hand", "reserved", "available", "low_stock_at", "low")
    list_filter = ("product_type", "low")
    search_fields = ("colour", "size")
    fields = ("product_type", "sleeve", "colour", "colour_hex", "size", "low_stock_at", "on_hand", "reserved")
    readonly_fields = ("on_hand", "reserved")
    list_select_related = ("product_type",)

    def save_record(self, request, obj, form, change: bool) -> None:
        blank_item_save(item=obj)

    def delete_record(self, request, obj) -> None:
        raise ApplicationError("Blanks are kept with their history; set the count to 0 instead.")

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(StockMovement)
class StockMovementAdmin(ReadOnlyPages, IndexedSorts, ModelAdmin):
    list_display = (
        "created_at",
        "item",
        "kind",
        "on_hand_delta",
        "reserved_delta",
        "reason",
        "order",
        "actor",
    )
    # days from-to, not a date hierarchy: its year links read every movement (SELECT DISTINCT)
    list_filter = ("kind", "reason", ("created_at", DayRangeFilter))
    list_filter_submit = True
    list_select_related = ("item__product_type", "order", "actor")
    ordering = ("-created_at", "-id")  # index stock_movement_recent
    sortable_by = ("created_at",)  # the other columns have no index: a sort would read every movement
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE


@admin.register(StockSettings)
class StockSettingsAdmin(OneRowPage, ServiceWrites, ModelAdmin):
    def save_record(self, request, obj, form, change: bool) -> None:
        stock_settings_save(settings=obj)

    def delete_record(self, request, obj) -> None:
        raise ApplicationError("The stock rules are kept; change them instead.")
