"""The Django admin's view of the payment gateway's records: gateway orders and their payments, the
webhook events as they came, and the refunds to source. Read only: core.payments.services writes
them, from the gateway's signed calls."""

from django.contrib import admin
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.common.admin_display import ReadOnlyPages
from core.common.admin_money import inr
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.ist import ist_datetime
from core.common.money import from_paise
from core.payments.models import GatewayEvent, GatewayPayment, GatewayRefund


class _LongList(ReadOnlyPages, IndexedSorts, ModelAdmin):
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE


@admin.register(GatewayPayment)
class GatewayPaymentAdmin(_LongList):
    list_display = (
        "order",
        "gateway",
        "gateway_order_id",
        "payment_id",
        "amount",
        "status",
        "method",
        "created",
    )
    list_filter = ("status",)
    search_fields = ("gateway_order_id", "payment_id", "order__order_id")
    list_select_related = ("order",)
    sortable_by = ("created",)  # index gateway_payment_recent

    @display(description="Amount")
    def amount(self, payment: GatewayPayment) -> str:
        return inr(from_paise(payment.amount_paise))

    @display(description="Created", ordering="created_at")
    def created(self, payment: GatewayPayment) -> str:
        return ist_datetime(payment.created_at)


@admin.register(GatewayRefund)
class GatewayRefundAdmin(_LongList):
    list_display = (
        "refund_id", "payment", "gateway_payment_id", "amount", "status", "source", "failure_reason", "utr",
        "created",
    )  # fmt: skip
    list_filter = ("status", "source")
    search_fields = ("refund_id", "gateway_payment_id", "payment__order__order_id")
    list_select_related = ("payment",)
    sortable_by = ("created",)  # index gateway_refund_recent

    @display(description="Amount")
    def amount(self, refund: GatewayRefund) -> str:
        return inr(from_paise(refund.amount_paise))

    @display(description="Created", ordering="created_at")
    def created(self, refund: GatewayRefund) -> str:
        return ist_datetime(refund.created_at)


@admin.register(GatewayEvent)
class GatewayEventAdmin(_LongList):
    list_display = ("event_id", "gateway", "type", "subject", "applied", "received")
    list_filter = ("applied",)
    search_fields = ("event_id", "subject")
    sortable_by = ("received",)  # index gateway_event_recent

    @display(description="Received", ordering="received_at")
    def received(self, event: GatewayEvent) -> str:
        return ist_datetime(event.received_at)
