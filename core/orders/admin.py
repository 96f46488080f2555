"""The support team's order desk: find an order, see what to print, change its status and payment.

Every status or payment change (the change form, the per-row dialog, the bulk actions) goes through
core.orders.services, exactly as the API does, so each one leaves an OrderEvent with the acting admin.
"""

from django.contrib import admin, messages
from django.db.models import Prefetch, QuerySet
from django.http import HttpRequest, HttpResponseRedirect
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.filters.admin import (
    ChoicesDropdownFilter,
    RelatedDropdownFilter,
)
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import action, display

from core.common.admin_display import local_time
from core.common.admin_filters import DayRangeFilter
from core.common.admin_money import inr
from core.common.errors import ApplicationError
from core.fulfilment.admin import OrderNoteInline, ShipmentInline
from core.invoices.admin import InvoiceInline
from core.orders import services
from core.orders.admin_forms import OrderAdminForm, OrderUpdateForm, back_to
from core.orders.admin_inlines import PAYMENT_LABELS, STATUS_LABELS, OrderEventInline, OrderLineInline
from core.orders.models import Order, OrderEvent, OrderLine, OrderStatus, PaymentStatus
from core.orders.resources import OrderLineResource, OrderResource, sizes_flat


def apply_changes(
    request: HttpRequest, order: Order, *, status: str | None, payment_status: str | None
) -> None:
    """Status first, then payment: the same two services (and history rows) as the API."""
    if status and status != order.status:
        services.order_status_set(order=order, status=status, actor=request.user)
    if payment_status and payment_status != order.payment_status:
        services.payment_status_set(order=order, payment_status=payment_status, actor=request.user)


# --- the order desk -----------------------------------------------------------------------------------


@admin.register(Order)
class OrderAdmin(ExportActionMixin, ModelAdmin):
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
    list_per_page = 50
    show_full_result_count = False
    ordering = ("-created_at", "-id")
    list_select_related = ("customer", "product_type")
    date_hierarchy = None
    inlines = (OrderLineInline, OrderEventInline, ShipmentInline, InvoiceInline, OrderNoteInline)
    actions = (
        "mark_paid",
        "mark_unpaid",
        "set_pending",
        "set_confirm",
        "set_shipped",
        "set_delivered",
        "set_cancelled",
    )
    actions_row = ("update_row",)
    actions_detail = ("customer_orders",)
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

    def has_add_permission(self, request) -> bool:
        return False  # orders are placed by customers, priced by the server

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # an order is a record: cancel it instead

    # --- list columns ---

    @display(description="Order", ordering="order_id", header=True)
    def order_display(self, order: Order):
        return order.order_id, order.get_payment_method_display()

    @display(description="Placed", ordering="created_at")
    def placed(self, order: Order) -> str:
        return local_time(order.created_at)

    @display(description="Design")
    def design_thumb(self, order: Order) -> str:
        if not order.front_image:
            return "-"
        return format_html(
            '<img class="rz-thumb" src="{}" alt="Front design of {}" loading="lazy">',
            order.design_url("front", thumb=True),
            order.order_id,
        )

    @display(description="Customer", ordering="customer__name", header=True)
    def customer_display(self, order: Order):
        return order.customer.name, order.customer.phone_number

    @display(description="Product")
    def product_display(self, order: Order) -> str:
        sleeve = f" ({order.sleeve})" if order.sleeve else ""
        return format_html(
            '<span class="rz-swatch" style="background:{}"></span>{}{} &middot; {}',
            order.colour_hex,
            order.product_type.name,
            sleeve,
            order.colour_name,
        )

    @display(description="Sizes")
    def sizes_display(self, order: Order) -> str:
        return sizes_flat(order.lines.all())

    @display(description="Amount", ordering="amount")
    def amount_display(self, order: Order) -> str:
        return inr(order.amount)

    @display(description="Payment", ordering="payment_status", label=PAYMENT_LABELS)
    def payment_badge(self, order: Order):
        return order.payment_status, order.get_payment_status_display()

    @display(description="Status", ordering="status", label=STATUS_LABELS)
    def status_badge(self, order: Order):
        return order.status, order.get_status_display()

    # --- change form ---

    @display(description="Customer")
    def customer_link(self, order: Order) -> str:
        customer = order.customer
        url = reverse("admin:accounts_user_change", args=(customer.pk,))
        return format_html(
            '<a class="rz-link" href="{}">{}</a> &middot; {} &middot; {}',
            url,
            customer.name,
            customer.phone_number,
            customer.email or "no email",
        )

    @display(description="Colour")
    def colour_display(self, order: Order) -> str:
        return format_html(
            '<span class="rz-swatch" style="background:{}"></span>{} ({})',
            order.colour_hex,
            order.colour_name,
            order.colour_hex,
        )

    @display(description="Designs")
    def designs(self, order: Order) -> str:
        cards = []
        for side in ("front", "back"):
            if not getattr(order, f"{side}_image"):
                cards.append(format_html('<div class="rz-design-missing">No {} design</div>', side))
                continue
            cards.append(
                format_html(
                    '<figure class="rz-design"><a href="{full}" title="Download the full-size {side} design">'
                    '<img src="{thumb}" alt="{label} design of {oid}" loading="lazy"></a>'
                    "<figcaption><strong>{label}</strong>"
                    '<a href="{full}">Download PNG</a></figcaption></figure>',
                    full=order.design_url(side),
                    thumb=order.design_url(side, thumb=True),
                    side=side,
                    label=side.capitalize(),
                    oid=order.order_id,
                )
            )
        return format_html(
            '<div class="rz-designs">{}</div>', format_html_join("", "{}", ((c,) for c in cards))
        )

    @display(description="Breakdown")
    def amount_breakdown(self, order: Order) -> str:
        rows = [("Subtotal (sizes x unit price)", inr(order.subtotal))]
        if order.discount_amount:
            code = f" ({order.discount_code})" if order.discount_code else ""
            rows.append((f"Discount{code}", "- " + inr(order.discount_amount)))
        if order.online_discount:
            rows.append(("Online payment discount", "- " + inr(order.online_discount)))
        rows.append(("Shipping", inr(order.shipping) if order.shipping else "Free"))
        body = format_html_join("", "<tr><td>{}</td><td>{}</td></tr>", rows)
        return format_html(
            '<table class="rz-breakdown">{}<tr class="rz-total">'
            "<td>Total (incl. GST)</td><td>{}</td></tr></table>",
            body,
            inr(order.amount),
        )

    def save_model(self, request, obj: Order, form, change) -> None:
        """Other fields are saved as they are; status and payment go through the services."""
        wanted_status, wanted_payment = obj.status, obj.payment_status
        other = [f for f in form.changed_data if f not in ("status", "payment_status")]
        current = Order.objects.only("status", "payment_status").get(pk=obj.pk)
        obj.status, obj.payment_status = current.status, current.payment_status
        if other:
            obj.save(update_fields=other)
        try:
            apply_changes(request, obj, status=wanted_status, payment_status=wanted_payment)
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
        apply_changes(
            request,
            order,
            status=form.cleaned_data["status"],
            payment_status=form.cleaned_data["payment_status"],
        )
        messages.success(
            request, f"{order.order_id}: {order.get_status_display()}, {order.get_payment_status_display()}."
        )
        return back_to(request, reverse("admin:orders_order_changelist"))

    @action(description="All orders of this customer", icon="person_search")
    def customer_orders(self, request: HttpRequest, object_id: str):
        order = Order.objects.select_related("customer").get(pk=object_id)
        url = reverse("admin:orders_order_changelist") + f"?q={order.customer.phone_number}"
        return HttpResponseRedirect(url)

    def _bulk(self, request, queryset, **change) -> None:
        done = 0
        for order in queryset.order_by("id"):
            try:
                apply_changes(
                    request, order, status=change.get("status"), payment_status=change.get("payment")
                )
                done += 1
            except ApplicationError as exc:
                messages.error(request, f"{order.order_id}: {exc.message}")
        messages.success(request, f"Updated {done} order{'s' if done != 1 else ''}.")

    @action(description="Mark selected orders as paid", permissions=["change"])
    def mark_paid(self, request, queryset):
        self._bulk(request, queryset, payment=PaymentStatus.PAID)

    @action(description="Mark selected orders as unpaid", permissions=["change"])
    def mark_unpaid(self, request, queryset):
        self._bulk(request, queryset, payment=PaymentStatus.UNPAID)

    @action(description="Set status: Pending", permissions=["change"])
    def set_pending(self, request, queryset):
        self._bulk(request, queryset, status=OrderStatus.PENDING)

    @action(description="Set status: Confirm", permissions=["change"])
    def set_confirm(self, request, queryset):
        self._bulk(request, queryset, status=OrderStatus.CONFIRM)

    @action(description="Set status: Shipped", permissions=["change"])
    def set_shipped(self, request, queryset):
        self._bulk(request, queryset, status=OrderStatus.SHIPPED)

    @action(description="Set status: Delivered", permissions=["change"])
    def set_delivered(self, request, queryset):
        self._bulk(request, queryset, status=OrderStatus.DELIVERED)

    @action(description="Set status: Cancelled", permissions=["change"])
    def set_cancelled(self, request, queryset):
        self._bulk(request, queryset, status=OrderStatus.CANCELLED)


@admin.register(OrderEvent)
class OrderEventAdmin(ModelAdmin):
    """The history across all orders: who changed what, newest first. Read-only."""

    list_display = ("created_at", "order_link", "kind", "from_value", "to_value", "actor")
    list_filter = ("kind", ("created_at", DayRangeFilter))
    list_filter_submit = True
    search_fields = ("order__order_id", "actor__phone_number", "actor__name")
    list_select_related = ("order", "actor")
    ordering = ("-created_at", "-id")
    show_full_result_count = False

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @display(description="Order", ordering="order__order_id")
    def order_link(self, event: OrderEvent) -> str:
        url = reverse("admin:orders_order_change", args=(event.order_id,))
        return format_html('<a class="rz-link" href="{}">{}</a>', url, event.order.order_id)
