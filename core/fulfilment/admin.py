"""The Django admin: the courier list, and on the order page its shipment, internal notes and the
"Ship" dialog (courier and AWB, through order_ship: a plain status change to shipped is refused)."""

from django import forms
from django.contrib import admin, messages
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from unfold.admin import ModelAdmin, TabularInline
from unfold.decorators import action, display
from unfold.forms import BaseDialogForm
from unfold.widgets import UnfoldAdminSelectWidget, UnfoldAdminTextInputWidget

from core.common.admin_display import ReadOnlyInline, local_time
from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.fulfilment import services
from core.fulfilment.models import Courier, OrderNote, Shipment
from core.invoices.admin import InvoiceInline
from core.orders.admin.forms import back_to
from core.orders.admin.orders import OrderAdmin
from core.orders.models import Order


@admin.register(Courier)
class CourierAdmin(ServiceWrites, ModelAdmin):
    list_display = ("name", "tracking_url_template", "needs_awb", "active", "position")
    list_editable = ("tracking_url_template", "needs_awb", "active", "position")
    search_fields = ("name",)

    def save_record(self, request, obj, form, change: bool) -> None:
        services.courier_save(courier=obj)

    def delete_record(self, request, obj) -> None:
        services.courier_delete(courier=obj)


class ShipmentInline(ReadOnlyInline):
    model = Shipment
    verbose_name = verbose_name_plural = "Shipment"
    fields = ("courier", "awb", "tracking", "shipped", "delivered")
    readonly_fields = fields

    @display(description="Tracking")
    def tracking(self, shipment: Shipment) -> str:
        url = shipment.tracking_url
        return format_html('<a href="{}" target="_blank" rel="noopener">Track</a>', url) if url else "-"

    @display(description="Shipped")
    def shipped(self, shipment: Shipment) -> str:
        return local_time(shipment.shipped_at)

    @display(description="Delivered")
    def delivered(self, shipment: Shipment) -> str:
        return local_time(shipment.delivered_at) if shipment.delivered_at else "-"


class OrderNoteInline(TabularInline):
    """Internal notes: add one at the bottom; earlier notes are read-only. Saved through the service."""

    model = OrderNote
    verbose_name = "internal note"
    verbose_name_plural = "Internal notes (never shown to the customer)"
    fields = ("text", "author", "written")
    readonly_fields = ("author", "written")
    extra = 1
    hide_title = True

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("author")

    @display(description="When")
    def written(self, note: OrderNote) -> str:
        return local_time(note.created_at) if note.pk else ""

    def get_formset(self, request, obj=None, **kwargs):
        base = super().get_formset(request, obj, **kwargs)

        class ThroughTheService(base):
            def save_new(self, form, commit=True):
                return services.order_note_create(
                    order=self.instance, author=request.user, text=form.cleaned_data["text"]
                )

        return ThroughTheService


class ShipForm(BaseDialogForm):
    courier = forms.ModelChoiceField(
        queryset=Courier.objects.filter(active=True), widget=UnfoldAdminSelectWidget, empty_label=None
    )
    awb = forms.CharField(
        label="AWB number",
        required=False,
        max_length=60,
        help_text="Not needed for hand delivery.",
        widget=UnfoldAdminTextInputWidget,
    )


@action(
    description="Ship (courier and AWB)",
    icon="local_shipping",
    permissions=["change"],
    dialog={
        "title": "Ship the order",
        "description": "The order becomes shipped; the customer gets the tracking link.",
        "form_class": ShipForm,
        "form_submit_text": "Ship",
    },
)
def ship_order(self, request: HttpRequest, form: ShipForm, object_id: str):
    order = Order.objects.get(pk=object_id)
    try:
        shipment = services.order_ship(
            order=order,
            courier_id=form.cleaned_data["courier"].pk,
            awb=form.cleaned_data["awb"],
            actor=request.user,
        )
    except ApplicationError as exc:
        messages.error(request, f"{order.order_id}: {exc.message}")
    else:
        messages.success(
            request, f"{order.order_id}: shipped with {shipment.courier} {shipment.awb}".strip() + "."
        )
    return back_to(request, reverse("admin:orders_order_changelist"))


# The order page (core/orders/admin/orders.py) shows the shipment, the invoices and the notes, and
# offers "Ship". Orders cannot import the apps above it, so those apps add them to its admin here.
OrderAdmin.inlines = (*OrderAdmin.inlines, ShipmentInline, InvoiceInline, OrderNoteInline)
OrderAdmin.ship_order = ship_order
OrderAdmin.actions_row = (*OrderAdmin.actions_row, "ship_order")
OrderAdmin.actions_detail = (*OrderAdmin.actions_detail, "ship_order")
