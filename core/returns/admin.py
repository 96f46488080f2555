"""The Django admin for returns: the owner's returns settings, and the returns themselves (list,
filters, search, read-only lines and history, export to a spreadsheet). Steps are taken in the back
office (core/returns/office.py), each through core.returns.services."""

from django.contrib import admin
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import display

from core.common.admin_display import OneRowPage, ReadOnlyInline, ReadOnlyPages
from core.common.admin_money import inr
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.admin_writes import ServiceWrites
from core.common.ist import ist_datetime
from core.common.models import AuditAction
from core.common.permissions import Perm, may
from core.returns.models import ReturnEvent, ReturnLine, ReturnRequest, ReturnSettings
from core.returns.resources import ReturnResource
from core.returns.services import return_settings_save


@admin.register(ReturnSettings)
class ReturnSettingsAdmin(OneRowPage, ServiceWrites, ModelAdmin):
    """The returns window and who pays the return shipping: one row, edited in place."""

    audit_action = AuditAction.SETTINGS

    list_display = ("__str__", "window_days", "free_return_shipping", "custom_prints_returnable")
    fields = ("window_days", "free_return_shipping", "custom_prints_returnable")

    def save_record(self, request, obj, form, change: bool) -> None:
        return_settings_save(settings_row=obj)


class ReturnLineInline(ReadOnlyInline):
    model = ReturnLine
    fields = ("order_line", "quantity", "exchange_size")
    readonly_fields = fields


class ReturnEventInline(ReadOnlyInline):
    """The return's history: every step, who took it and when."""

    model = ReturnEvent
    verbose_name_plural = "history"
    fields = ("when", "from_status", "to_status", "actor", "note")
    readonly_fields = fields

    @display(description="When")
    def when(self, event: ReturnEvent) -> str:
        return ist_datetime(event.created_at)


@admin.register(ReturnRequest)
class ReturnRequestAdmin(ReadOnlyPages, IndexedSorts, ExportActionMixin, ModelAdmin):
    export_form_class = ExportForm
    resource_classes = [ReturnResource]
    list_display = ("number", "order", "customer", "created", "kind", "reason", "status", "refund")
    list_filter = ("status", "kind", "reason", "shop_fault")
    search_fields = ("number", "order__order_id", "customer__phone_number")
    list_select_related = ("order", "customer")
    sortable_by = ("number", "created")  # their indexes; by status or refund a page sorted every return
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE
    inlines = (ReturnLineInline, ReturnEventInline)
    fields = (
        ("number", "order", "customer"),
        ("status", "kind", "reason", "shop_fault"),
        "note",
        ("refund_to", "upi_id"),
        ("customer_sends", "courier", "awb"),
        ("reject_reason", "qc_note"),
        ("refund_amount", "refund_reference", "refunded_at"),
        ("credit_note", "replacement_order"),
    )
    readonly_fields = tuple(name for row in fields for name in (row if isinstance(row, tuple) else (row,)))

    @display(description="Asked", ordering="created_at")
    def created(self, ret: ReturnRequest) -> str:
        return ist_datetime(ret.created_at)

    @display(description="Refund", ordering="refund_amount")
    def refund(self, ret: ReturnRequest) -> str:
        return inr(ret.refund_amount) if ret.refund_amount is not None else "-"

    def has_export_permission(self, request) -> bool:
        return may(request.user, Perm.EXPORT_ORDERS)
