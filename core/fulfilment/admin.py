"""The Django admin: the courier list, and on the order page its shipment and internal notes."""

from django.contrib import admin
from django.utils.html import format_html
from unfold.admin import ModelAdmin, TabularInline
from unfold.decorators import display

from core.common.admin_display import ReadOnlyInline, local_time
from core.fulfilment import services
from core.fulfilment.models import Courier, OrderNote, Shipment
from core.invoices.admin import InvoiceInline
from core.orders.admin.orders import OrderAdmin


@admin.register(Courier)
class CourierAdmin(ModelAdmin):
    list_display = ("name", "tracking_url_template", "needs_awb", "active", "position")
    list_editable = ("tracking_url_template", "needs_awb", "active", "position")
    search_fields = ("name",)


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


# The order page (core/orders/admin/orders.py) shows the shipment, the invoices and the notes. Orders
# cannot import the apps above it, so those apps add their inlines to its admin here.
OrderAdmin.inlines = (*OrderAdmin.inlines, ShipmentInline, InvoiceInline, OrderNoteInline)
