"""The order page's inlines (sizes, history, internal notes) and the status and payment label colours."""

from unfold.admin import TabularInline
from unfold.decorators import display

from core.common.admin_display import ReadOnlyInline, badge
from core.common.admin_money import inr
from core.common.ist import ist_datetime
from core.orders.models import OrderEvent, OrderLine, OrderStatus, PaymentStatus
from core.orders.notes.models import OrderNote
from core.orders.notes.services import order_note_create

STATUS_LABELS = {
    OrderStatus.PENDING: "warning",
    OrderStatus.CONFIRM: "default",
    OrderStatus.SHIPPED: "info",
    OrderStatus.DELIVERED: "success",
    OrderStatus.CANCELLED: "danger",
}
PAYMENT_LABELS = {PaymentStatus.PAID: "success", PaymentStatus.UNPAID: "danger"}


def status_label(value: str) -> str:
    """A status as a coloured label, for read-only cells."""
    return badge(dict(OrderStatus.choices).get(value, value), STATUS_LABELS.get(value, "default"))


def payment_label(value: str) -> str:
    """A payment status as a coloured label, for read-only cells."""
    return badge(dict(PaymentStatus.choices).get(value, value), PAYMENT_LABELS.get(value, "default"))


class OrderLineInline(ReadOnlyInline):
    model = OrderLine
    verbose_name = "size line"
    verbose_name_plural = "Sizes and quantities"
    fields = ("size", "quantity", "unit_price_display", "line_total_display")
    readonly_fields = fields

    @display(description="Unit price")
    def unit_price_display(self, line: OrderLine) -> str:
        return inr(line.unit_price)

    @display(description="Line total")
    def line_total_display(self, line: OrderLine) -> str:
        return inr(line.line_total)


class OrderEventInline(ReadOnlyInline):
    model = OrderEvent
    verbose_name = "change"
    verbose_name_plural = "History of status and payment changes"
    fields = ("when", "kind", "from_label", "to_label", "actor")
    readonly_fields = fields
    per_page = 20

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("actor").order_by("-created_at", "-id")

    @display(description="When")
    def when(self, event: OrderEvent) -> str:
        return ist_datetime(event.created_at)

    @display(description="From")
    def from_label(self, event: OrderEvent) -> str:
        return _value_label(event.kind, event.from_value)

    @display(description="To")
    def to_label(self, event: OrderEvent) -> str:
        return _value_label(event.kind, event.to_value)


def _value_label(kind: str, value: str) -> str:
    return status_label(value) if kind == OrderEvent.Kind.STATUS else payment_label(value)


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
        return ist_datetime(note.created_at) if note.pk else ""

    def get_formset(self, request, obj=None, **kwargs):
        base = super().get_formset(request, obj, **kwargs)

        class ThroughTheService(base):
            def save_new(self, form, commit=True):
                return order_note_create(
                    order=self.instance, author=request.user, text=form.cleaned_data["text"]
                )

        return ThroughTheService
