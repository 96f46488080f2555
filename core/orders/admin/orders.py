"""The support team's order desk: find an order, see what to print, change its status and payment.

Every change (the change form, the per-row dialog, the bulk actions) goes through
core.orders.services.order_update, exactly as the API does, so each status or payment change leaves
an OrderEvent with the acting admin. The columns and read-only parts are in display.py.
"""

from django.contrib import admin, messages
from django.db.models import Prefetch, QuerySet
from django.http import HttpRequest, HttpResponseRedirect
from django.urls import reverse
from django.utils.html import format_html
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.filters.admin import ChoicesDropdownFilter, RelatedDropdownFilter
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import action, display

from core.common.admin_display import ReadOnlyPages
from core.common.admin_filters import DayRangeFilter
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.errors import ApplicationError
from core.common.permissions import Perm, may
from core.orders.admin.display import OrderDisplay
from core.orders.admin.forms import OrderAdminForm, OrderUpdateForm, back_to
from core.orders.admin.inlines import OrderEventInline, OrderLineInline, OrderNoteInline
from core.orders.admin.shipping import ShipmentInline, ship_order
from core.orders.changes.services import DETAIL_FIELDS, order_update
from core.orders.export.resources import OrderLineResource, OrderResource
from core.orders.models import Order, OrderEvent, OrderLine, OrderStatus, PaymentStatus
from core.orders.selectors import order_search


def _bulk_action(description: str, **change):
    """An action on the selected orders: each one through order_update, a refusal reported per order."""

    @action(
        description=description,
        permissions=["change_payment" if "payment_status" in change else "change_status"],
    )
    def run(self, request: HttpRequest, queryset) -> None:
        done = 0
        for order in queryset.order_by("id"):
            try:
                order_update(order=order, actor=request.user, **change)
                done += 1
            except ApplicationError as exc:
                messages.error(request, f"{order.order_id}: {exc.message}")
        messages.success(request, f"Updated {done} order{'s' if done != 1 else ''}.")

    return run


class OrderAdmin(OrderDisplay, IndexedSorts, ExportActionMixin, ModelAdmin):
    form = OrderAdminForm
    export_form_class = ExportForm
    resource_classes = [OrderResource, OrderLineResource]

    list_display = (
        "order_display",
        "placed",
        "design_thumb",
        "customer_display",
        "product_display",
        "sizes_display",
        "amount_display",
        "payment_badge",
        "status_badge",
    )
    list_display_links = ("order_display",)
    search_fields = ("order_id", "customer__phone_number", "customer__name", "ship_phone", "ship_name")
    search_help_text = "Search by order id, phone number or name."
    list_filter = (
        ("status", ChoicesDropdownFilter),
        ("payment_status", ChoicesDropdownFilter),
        ("payment_method", ChoicesDropdownFilter),
        ("product_type", RelatedDropdownFilter),
        ("created_at", DayRangeFilter),
    )
    list_filter_submit = True
    list_per_page = ADMIN_PER_PAGE
    show_full_result_count = False  # with CappedPaginator: no count of the whole table per page
    paginator = CappedPaginator
    ordering = ("-created_at", "-id")
    # sorts an index serves (order_id, order_recent); by customer, amount, status or payment a page
    # sorted 1M orders (0.2-0.9 s): the filters narrow by status and payment instead
    sortable_by = ("order_display", "placed")
    list_select_related = ("customer", "product_type")
    date_hierarchy = None
    # the desk registered in the Django admin adds the invoices and exports: core/desk/admin.py
    inlines = (OrderLineInline, ShipmentInline, OrderEventInline, OrderNoteInline)
    actions = (
        "mark_paid",
        "mark_unpaid",
        "set_pending",
        "set_confirm",
        "set_shipped",
        "set_delivered",
        "set_cancelled",
    )
    actions_row = ("update_row", "ship_order")
    actions_detail = ("customer_orders", "ship_order")
    ship_order = ship_order
    readonly_fields = (
        "order_id",
        "placed",
        "customer_link",
        "payment_method",
        "product_type",
        "sleeve",
        "colour_display",
        "catalogue_item",
        "designs",
        "amount_breakdown",
    )
    fieldsets = (
        (
            None,
            {
                "fields": (
                    ("order_id", "placed"),
                    "customer_link",
                    ("status", "payment_status"),
                    ("payment_method", "upi_reference"),
                )
            },
        ),
        (
            "What to print",
            {
                "fields": (
                    ("product_type", "sleeve"),
                    ("colour_display", "catalogue_item"),
                    "designs",
                    "instructions",
                )
            },
        ),
        ("Amount", {"fields": ("amount_breakdown",)}),
        (
            "Ship to",
            {
                "fields": (
                    ("ship_name", "ship_phone"),
                    "ship_area",
                    "ship_landmark",
                    ("ship_city", "ship_state", "ship_pin_code"),
                )
            },
        ),
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[Order]:
        return (
            super()
            .get_queryset(request)
            .prefetch_related(Prefetch("lines", queryset=OrderLine.objects.order_by("id")))
        )

    def get_search_results(self, request: HttpRequest, queryset: QuerySet[Order], search_term: str):
        """The office's search (order id, phone, name), each served by an index, not icontains on
        five columns of a million rows."""
        if not search_term.strip():
            return queryset, False
        return order_search(queryset, search_term), False

    def has_add_permission(self, request) -> bool:
        return False  # orders are placed by customers, priced by the server

    # what the actions and fields need, from the member's role (core/common/permissions.py)
    def has_change_status_permission(self, request, obj=None) -> bool:
        return may(request.user, Perm.CHANGE_STATUS)

    def has_change_payment_permission(self, request, obj=None) -> bool:
        return may(request.user, Perm.CHANGE_PAYMENT)

    def has_export_orders_permission(self, request, obj=None) -> bool:
        return may(request.user, Perm.EXPORT_ORDERS)

    def has_print_files_permission(self, request, obj=None) -> bool:
        return may(request.user, Perm.PRINT_FILES)

    def has_export_permission(self, request) -> bool:  # import-export's Export button and action
        return self.has_export_orders_permission(request)

    def get_readonly_fields(self, request, obj=None):
        fields = list(super().get_readonly_fields(request, obj))
        if not self.has_change_status_permission(request):
            fields.append("status")
        if not self.has_change_payment_permission(request):
            fields.append("payment_status")
        return fields

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # an order is a record: cancel it instead

    def save_model(self, request, obj: Order, form, change) -> None:
        """The change form's edits go through order_update: status, then payment, then the details."""
        details = {name: getattr(obj, name) for name in form.changed_data if name in DETAIL_FIELDS}
        try:
            order_update(
                order=obj,
                actor=request.user,
                status=obj.status,
                payment_status=obj.payment_status,
                details=details,
            )
        except ApplicationError as exc:
            messages.error(request, exc.message)

    # --- actions ---

    @action(
        description="Update status or payment",
        icon="edit_note",
        permissions=["change"],
        dialog={
            "title": "Update status or payment",
            "description": "The change is recorded in the order's history with your name.",
            "form_class": OrderUpdateForm,
            "form_submit_text": "Save",
        },
    )
    def update_row(self, request: HttpRequest, form: OrderUpdateForm, object_id: str):
        order = Order.objects.get(pk=object_id)
        try:
            order_update(
                order=order,
                actor=request.user,
                status=form.cleaned_data["status"],
                payment_status=form.cleaned_data["payment_status"],
            )
        except ApplicationError as exc:  # e.g. shipped without a courier: "Ship" asks for it
            messages.error(request, f"{order.order_id}: {exc.message}")
        else:
            messages.success(
                request,
                f"{order.order_id}: {order.get_status_display()}, {order.get_payment_status_display()}.",
            )
        return back_to(request, reverse("admin:orders_order_changelist"))

    @action(description="All orders of this customer", icon="person_search")
    def customer_orders(self, request: HttpRequest, object_id: str):
        order = Order.objects.select_related("customer").get(pk=object_id)
        url = reverse("admin:orders_order_changelist") + f"?q={order.customer.phone_number}"
        return HttpResponseRedirect(url)

    mark_paid = _bulk_action("Mark selected orders as paid", payment_status=PaymentStatus.PAID)
    mark_unpaid = _bulk_action("Mark selected orders as unpaid", payment_status=PaymentStatus.UNPAID)
    set_pending = _bulk_action("Set status: Pending", status=OrderStatus.PENDING)
    set_confirm = _bulk_action("Set status: Confirm", status=OrderStatus.CONFIRM)
    set_shipped = _bulk_action(
        "Set status: Shipped (a courier not yet recorded says so)", status=OrderStatus.SHIPPED
    )
    set_delivered = _bulk_action("Set status: Delivered", status=OrderStatus.DELIVERED)
    set_cancelled = _bulk_action("Set status: Cancelled", status=OrderStatus.CANCELLED)


@admin.register(OrderEvent)
class OrderEventAdmin(ReadOnlyPages, IndexedSorts, ModelAdmin):
    """The history across all orders: who changed what, newest first. Read-only."""

    list_display = ("created_at", "order_link", "kind", "from_value", "to_value", "actor")
    list_filter = ("kind", ("created_at", DayRangeFilter))
    list_filter_submit = True
    search_fields = ("order__order_id", "actor__phone_number", "actor__name")
    list_select_related = ("order", "actor")
    ordering = ("-created_at", "-id")  # index orderevent_recent
    sortable_by = ("created_at",)  # by order, kind or values a page sorted every event of the shop
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE

    @display(description="Order", ordering="order__order_id")
    def order_link(self, event: OrderEvent) -> str:
        url = reverse("admin:orders_order_change", args=(event.order_id,))
        return format_html('<a class="rz-link" href="{}">{}</a>', url, event.order.order_id)
