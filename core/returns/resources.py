"""The returns spreadsheet (the Django admin's Export): one row per return with its refund,
formula-escaped like every export, dates as dd/mm/yyyy IST."""

from import_export import resources

from core.common.admin_export import SafeExportMixin, export_column
from core.common.ist import ist_date
from core.returns.models import ReturnRequest

COLUMNS = (
    ("number", "Return"),
    ("order", "Order ID"),
    ("date", "Date"),
    ("customer_name", "Customer name"),
    ("phone", "Phone"),
    ("kind", "Refund or exchange"),
    ("reason", "Reason"),
    ("items", "Items"),
    ("status", "Status"),
    ("pickup", "Pickup"),
    ("refund_amount", "Refund (Rs)"),
    ("refund_reference", "UTR / reference"),
    ("refunded", "Refunded on"),
    ("credit_note", "Credit note"),
    ("replacement", "Replacement order"),
)


class _ReturnCells(SafeExportMixin, resources.ModelResource):
    def filter_export(self, queryset, **kwargs):
        return queryset.select_related(
            "order", "customer", "courier", "credit_note", "replacement_order"
        ).prefetch_related("lines__order_line")

    def dehydrate_number(self, ret: ReturnRequest) -> str:
        return ret.number

    def dehydrate_order(self, ret: ReturnRequest) -> str:
        return ret.order.order_id

    def dehydrate_date(self, ret: ReturnRequest) -> str:
        return ist_date(ret.created_at)

    def dehydrate_customer_name(self, ret: ReturnRequest) -> str:
        return ret.customer.name

    def dehydrate_phone(self, ret: ReturnRequest) -> str:
        return ret.customer.phone_number

    def dehydrate_kind(self, ret: ReturnRequest) -> str:
        return ret.get_kind_display()

    def dehydrate_reason(self, ret: ReturnRequest) -> str:
        return ret.get_reason_display()

    def dehydrate_items(self, ret: ReturnRequest) -> str:
        return ", ".join(
            f"{line.order_line.size} x{line.quantity}"
            + (f" -> {line.exchange_size}" if line.exchange_size else "")
            for line in ret.lines.all()
        )

    def dehydrate_status(self, ret: ReturnRequest) -> str:
        return ret.get_status_display()

    def dehydrate_pickup(self, ret: ReturnRequest) -> str:
        if ret.customer_sends:
            return "Customer sends it back"
        return f"{ret.courier.name}, AWB {ret.awb}" if ret.courier_id else ""

    def dehydrate_refund_amount(self, ret: ReturnRequest):
        return ret.refund_amount if ret.refund_amount is not None else ""

    def dehydrate_refund_reference(self, ret: ReturnRequest) -> str:
        return ret.refund_reference

    def dehydrate_refunded(self, ret: ReturnRequest) -> str:
        return ist_date(ret.refunded_at) if ret.refunded_at else ""

    def dehydrate_credit_note(self, ret: ReturnRequest) -> str:
        return ret.credit_note.number if ret.credit_note_id else ""

    def dehydrate_replacement(self, ret: ReturnRequest) -> str:
        return ret.replacement_order.order_id if ret.replacement_order_id else ""


_KEYS = tuple(key for key, _ in COLUMNS)
_META = type(
    "Meta",
    (),
    {"model": ReturnRequest, "name": "Returns and refunds", "fields": _KEYS, "export_order": _KEYS},
)
ReturnResource = type(
    "ReturnResource",
    (_ReturnCells,),
    {"__module__": __name__, "Meta": _META, **{key: export_column(header) for key, header in COLUMNS}},
)
