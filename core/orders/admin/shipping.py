"""The Django admin's shipping: the courier list, the order page's shipment and its "Ship" dialog
(courier and AWB, through order_ship: a plain status change to shipped is refused)."""

from django import forms
from django.contrib import admin, messages
from django.http import HttpRequest
from django.urls import reverse
from django.utils.html import format_html
from unfold.admin import ModelAdmin
from unfold.decorators import action, display
from unfold.forms import BaseDialogForm
from unfold.widgets import UnfoldAdminSelectWidget, UnfoldAdminTextInputWidget

from core.common.admin_display import ReadOnlyInline
from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.common.ist import ist_datetime
from core.common.models import AuditAction
from core.orders.admin.forms import back_to
from core.orders.models import Order
from core.orders.shipping import services
from core.orders.shipping.models import Courier, Shipment


@admin.register(Courier)
class CourierAdmin(ServiceWrites, ModelAdmin):
    audit_action = AuditAction.SETTINGS
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
        return ist_datetime(shipment.shipped_at)

    @display(description="Delivered")
    def delivered(self, shipment: Shipment) -> str:
        return ist_datetime(shipment.delivered_at) if shipment.delivered_at else "-"


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
    permissions=["change_status"],
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
