"""The spreadsheet columns (django-import-export) of orders and customers, shared by the Django
admin's Export buttons and `manage.py export_orders` (core.orders.exports).

One row per order (OrderResource), per size line (OrderLineResource) or per customer with their
totals (CustomerResource). They read relations in bulk (select_related / prefetch) and the order
ones stream with `.iterator(chunk_size=...)`, so an export makes a handful of queries per chunk,
never one per row. (Catalogue and newsletter columns: core/catalogue/resources.py,
core/content/resources.py.)
"""

from django.db.models import Count, Prefetch, QuerySet
from import_export import resources

from core.accounts.models import User
from core.common.admin_export import SafeExportMixin, export_column
from core.common.ist import ist_date
from core.common.money import rupees
from core.orders.models import Order, OrderLine, OrderStatus, PaymentMethod, PaymentStatus
from core.orders.selectors import money_sums
from core.orders.shipping.selectors import order_shipment

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
        qs.select_related("customer", "product_type", "shipment__courier")
        .prefetch_related(None)  # the admin's list prefetches lines its own way
        .prefetch_related(
            Prefetch(
                "lines", queryset=OrderLine.objects.only("id", "order_id", "size", "quantity").order_by("id")
            )
        )
        .order_by("-created_at", "-id")
    )


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

    order_id = export_column("Order ID", "order_id")
    date = export_column("Date")
    customer_name = export_column("Customer name", "customer__name")
    phone = export_column("Phone", "customer__phone_number")
    email = export_column("Email", "customer__email")
    shipping_address = export_column("Shipping address")
    product = export_column("Product", "product_type__name")
    sleeve = export_column("Sleeve", "sleeve")
    colour = export_column("Colour", "colour_name")
    sizes = export_column("Sizes")
    quantity_total = export_column("Quantity total")
    amount = export_column("Amount (Rs)")
    payment_method = export_column("Payment method")
    payment_status = export_column("Payment status")
    status = export_column("Status")
    courier = export_column("Courier")
    awb = export_column("AWB")
    tracking_url = export_column("Tracking link")

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
            "courier",
            "awb",
            "tracking_url",
        )
        export_order = fields
        chunk_size = CHUNK_SIZE

    def filter_export(self, queryset, **kwargs):
        return orders_for_export(queryset)

    def dehydrate_courier(self, order: Order) -> str:
        shipment = order_shipment(order)
        return shipment.courier.name if shipment else ""

    def dehydrate_awb(self, order: Order) -> str:
        shipment = order_shipment(order)
        return shipment.awb if shipment else ""

    def dehydrate_tracking_url(self, order: Order) -> str:
        shipment = order_shipment(order)
        return shipment.tracking_url if shipment else ""

    def dehydrate_date(self, order: Order) -> str:
        return ist_date(order.created_at)

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

    order_id = export_column("Order ID", "order__order_id")
    date = export_column("Date")
    customer_name = export_column("Customer name", "order__customer__name")
    phone = export_column("Phone", "order__customer__phone_number")
    product = export_column("Product", "order__product_type__name")
    sleeve = export_column("Sleeve", "order__sleeve")
    colour = export_column("Colour", "order__colour_name")
    size = export_column("Size", "size")
    quantity = export_column("Quantity")
    unit_price = export_column("Unit price (Rs)")
    line_total = export_column("Line total (Rs)")
    payment_status = export_column("Payment status")
    status = export_column("Status")

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
        return ist_date(line.order.created_at)

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


class CustomerResource(SafeExportMixin, resources.ModelResource):
    phone_number = export_column("Phone", "phone_number")
    name = export_column("Name", "name")
    email = export_column("Email", "email")
    address = export_column("Address", "address_line")
    city = export_column("City/town", "city")
    state = export_column("State", "state")
    pin_code = export_column("PIN code", "pin_code")
    joined = export_column("Joined")
    orders = export_column("Orders")
    total_paid = export_column("Total paid (Rs)")
    total_due = export_column("Total due (Rs)")

    class Meta:
        model = User
        name = "Customers"
        fields = (
            "phone_number",
            "name",
            "email",
            "address",
            "city",
            "state",
            "pin_code",
            "joined",
            "orders",
            "total_paid",
            "total_due",
        )
        export_order = fields
        chunk_size = 2000

    def filter_export(self, queryset, **kwargs):
        # Totals in the database, with the PAID / DUE rules of core.orders.selectors.
        return (
            queryset.filter(is_staff=False)
            .annotate(n_orders=Count("orders"), **money_sums(through="orders__"))
            .order_by("-date_joined")
        )

    def dehydrate_joined(self, user: User) -> str:
        return ist_date(user.date_joined)

    def dehydrate_orders(self, user: User) -> int:
        return user.n_orders

    def dehydrate_total_paid(self, user: User):
        return rupees(user.total_paid or 0)

    def dehydrate_total_due(self, user: User):
        return rupees(user.total_due or 0)
