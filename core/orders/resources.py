"""Spreadsheet exports of orders (django-import-export), shared by the admin and `manage.py export_orders`.

One row per order (OrderResource) or one row per size line (OrderLineResource). Both read their
relations in bulk (select_related / prefetch) and stream with `.iterator(chunk_size=...)`, so an
export makes a handful of queries per chunk, never one per row.
"""

from django.db.models import Prefetch, QuerySet
from import_export import fields, resources

from core.common.admin_export import SafeExportMixin, ddmmyyyy
from core.orders.models import Order, OrderLine, OrderStatus, PaymentMethod, PaymentStatus

CHUNK_SIZE = 2000

_STATUS = dict(OrderStatus.choices)
_PAYMENT = dict(PaymentStatus.choices)
_METHOD = dict(PaymentMethod.choices)


def sizes_flat(lines) -> str:
    """'M x2, L x1' in the order the customer chose them."""
    return ", ".join(f"{line.size} x{line.quantity}" for line in lines)


def orders_for_export(queryset: QuerySet[Order] | None = None) -> QuerySet[Order]:
    qs = Order.objects.all() if queryset is None else queryset
    return (
        qs.select_related("customer", "product_type")
        .prefetch_related(None)  # the admin's list prefetches lines its own way
        .prefetch_related(
            Prefetch(
                "lines", queryset=OrderLine.objects.only("id", "order_id", "size", "quantity").order_by("id")
            )
        )
        .order_by("-created_at", "-id")
    )


def _col(attribute: str, column_name: str) -> fields.Field:
    return fields.Field(attribute=attribute, column_name=column_name, readonly=True)


class _StreamingResource(SafeExportMixin, resources.ModelResource):
    """Streams with QuerySet.iterator(chunk_size), which also runs prefetch_related once per chunk.

    (The library pages through prefetching querysets with OFFSET instead, which slows down
    towards the end of a 100k-row export.)"""

    def iter_queryset(self, queryset):
        if not isinstance(queryset, QuerySet):
            yield from queryset
            return
        yield from queryset.iterator(chunk_size=self.get_chunk_size())


class OrderResource(_StreamingResource):
    """Orders, one row each: the columns the support team asked for, in their order."""

    order_id = _col("order_id", "Order ID")
    date = fields.Field(column_name="Date", readonly=True)
    customer_name = _col("customer__name", "Customer name")
    phone = _col("customer__phone_number", "Phone")
    email = _col("customer__email", "Email")
    shipping_address = fields.Field(column_name="Shipping address", readonly=True)
    product = _col("product_type__name", "Product")
    sleeve = _col("sleeve", "Sleeve")
    colour = _col("colour_name", "Colour")
    sizes = fields.Field(column_name="Sizes", readonly=True)
    quantity_total = fields.Field(column_name="Quantity total", readonly=True)
    amount = fields.Field(column_name="Amount (Rs)", readonly=True)
    payment_method = fields.Field(column_name="Payment method", readonly=True)
    payment_status = fields.Field(column_name="Payment status", readonly=True)
    status = fields.Field(column_name="Status", readonly=True)

    class Meta:
        model = Order
        name = "Orders (one row per order)"
        fields = (
            "order_id",
            "date",
            "customer_name",
            "phone",
            "email",
            "shipping_address",
            "product",
            "sleeve",
            "colour",
            "sizes",
            "quantity_total",
            "amount",
            "payment_method",
            "payment_status",
            "status",
        )
        export_order = fields
        chunk_size = CHUNK_SIZE

    def filter_export(self, queryset, **kwargs):
        return orders_for_export(queryset)

    def dehydrate_date(self, order: Order) -> str:
        return ddmmyyyy(order.created_at)

    def dehydrate_shipping_address(self, order: Order) -> str:
        return order.shipping_address

    def dehydrate_sizes(self, order: Order) -> str:
        return sizes_flat(order.lines.all())

    def dehydrate_quantity_total(self, order: Order) -> int:
        return sum(line.quantity for line in order.lines.all())

    def dehydrate_amount(self, order: Order):
        return order.amount

    def dehydrate_payment_method(self, order: Order) -> str:
        return _METHOD.get(order.payment_method, order.payment_method)

    def dehydrate_payment_status(self, order: Order) -> str:
        return _PAYMENT.get(order.payment_status, order.payment_status)

    def dehydrate_status(self, order: Order) -> str:
        return _STATUS.get(order.status, order.status)


class OrderLineResource(_StreamingResource):
    """Size lines, one row each, with their order's details (for the print floor and stock counts)."""

    order_id = _col("order__order_id", "Order ID")
    date = fields.Field(column_name="Date", readonly=True)
    customer_name = _col("order__customer__name", "Customer name")
    phone = _col("order__customer__phone_number", "Phone")
    product = _col("order__product_type__name", "Product")
    sleeve = _col("order__sleeve", "Sleeve")
    colour = _col("order__colour_name", "Colour")
    size = _col("size", "Size")
    quantity = fields.Field(column_name="Quantity", readonly=True)
    unit_price = fields.Field(column_name="Unit price (Rs)", readonly=True)
    line_total = fields.Field(column_name="Line total (Rs)", readonly=True)
    payment_status = fields.Field(column_name="Payment status", readonly=True)
    status = fields.Field(column_name="Status", readonly=True)

    class Meta:
        model = OrderLine
        name = "Order lines (one row per size)"
        fields = (
            "order_id",
            "date",
            "customer_name",
            "phone",
            "product",
            "sleeve",
            "colour",
            "size",
            "quantity",
            "unit_price",
            "line_total",
            "payment_status",
            "status",
        )
        export_order = fields
        chunk_size = CHUNK_SIZE

    def filter_export(self, queryset, **kwargs):
        # The admin hands over the order changelist's queryset: take those orders' lines.
        if queryset is not None and queryset.model is Order:
            queryset = OrderLine.objects.filter(order__in=queryset.order_by().values("pk"))
        elif queryset is None:
            queryset = OrderLine.objects.all()
        return queryset.select_related("order", "order__customer", "order__product_type").order_by(
            "-order__created_at", "-order_id", "id"
        )

    def dehydrate_date(self, line: OrderLine) -> str:
        return ddmmyyyy(line.order.created_at)

    def dehydrate_quantity(self, line: OrderLine) -> int:
        return line.quantity

    def dehydrate_unit_price(self, line: OrderLine):
        return line.unit_price

    def dehydrate_line_total(self, line: OrderLine):
        return line.line_total

    def dehydrate_payment_status(self, line: OrderLine) -> str:
        return _PAYMENT.get(line.order.payment_status, line.order.payment_status)

    def dehydrate_status(self, line: OrderLine) -> str:
        return _STATUS.get(line.order.status, line.order.status)
