"""The spreadsheet resources (django-import-export) of orders, order lines and customers, built from
the column lists of columns.py: the Django admin's Export buttons and `manage.py export_orders`
(files.py) use them; background exports take the fast rows (rows.py) of the same columns.

Each resource's cells: an attribute path (SOURCES) or its `dehydrate_<key>` method. They read
relations in bulk (select_related / prefetch) and the order ones stream with
`.iterator(chunk_size=...)`, so an export makes a handful of queries per chunk, never one per row.
(Catalogue and newsletter columns: core/catalogue/resources.py, core/content/resources.py.)
"""

from django.db.models import Count, Prefetch, QuerySet
from import_export import resources

from core.accounts.models import User
from core.common.admin_export import SafeExportMixin, export_column
from core.common.ist import ist_date
from core.common.money import rupees
from core.orders.export.columns import CUSTOMER_COLUMNS, LINE_COLUMNS, ORDER_COLUMNS, label, sizes_flat
from core.orders.models import Order, OrderLine
from core.orders.selectors import money_sums
from core.orders.shipping.selectors import order_shipment

CHUNK_SIZE = 2000

# the columns read straight from an attribute path; the others have a dehydrate_<key> method
ORDER_SOURCES = {
    "order_id": "order_id",
    "customer_name": "customer__name",
    "phone": "customer__phone_number",
    "email": "customer__email",
    "product": "product_type__name",
    "sleeve": "sleeve",
    "colour": "colour_name",
}
LINE_SOURCES = {
    "order_id": "order__order_id",
    "customer_name": "order__customer__name",
    "phone": "order__customer__phone_number",
    "product": "order__product_type__name",
    "sleeve": "order__sleeve",
    "colour": "order__colour_name",
    "size": "size",
}
CUSTOMER_SOURCES = {
    "phone_number": "phone_number",
    "name": "name",
    "email": "email",
    "address": "address_line",
    "city": "city",
    "state": "state",
    "pin_code": "pin_code",
}


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


class _OrderCells(_StreamingResource):
    def filter_export(self, queryset, **kwargs):
        return orders_for_export(queryset)

    def dehydrate_courier(self, order: Order) -> str:
        shipment = order_shipment(order)
        return shipment.courier.name if shipment and shipment.courier else ""

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

    def dehydrate_refunded(self, order: Order):
        return order.refunded

    def dehydrate_payment_method(self, order: Order) -> str:
        return label(order.payment_method)

    def dehydrate_payment_status(self, order: Order) -> str:
        return label(order.payment_status)

    def dehydrate_status(self, order: Order) -> str:
        return label(order.status)


class _LineCells(_StreamingResource):
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
        return label(line.order.payment_status)

    def dehydrate_status(self, line: OrderLine) -> str:
        return label(line.order.status)


class _CustomerCells(SafeExportMixin, resources.ModelResource):
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

    def dehydrate_total_refunded(self, user: User):
        return rupees(user.total_refunded or 0)


def _resource(class_name: str, cells: type, *, columns, sources: dict[str, str], model, name: str) -> type:
    """A resource class with `columns`' fields in their order, each read from `sources` or `cells`."""
    keys = tuple(key for key, _ in columns)
    meta = type("Meta", (), {"model": model, "name": name, "fields": keys, "export_order": keys})
    meta.chunk_size = CHUNK_SIZE
    fields = {key: export_column(header, sources.get(key)) for key, header in columns}
    return type(cells)(
        cells.__name__.strip("_").replace("Cells", "Resource"), (cells,), {**fields, "Meta": meta}
    )


OrderResource = _resource(
    "OrderResource",
    _OrderCells,
    columns=ORDER_COLUMNS,
    sources=ORDER_SOURCES,
    model=Order,
    name="Orders (one row per order)",
)
OrderLineResource = _resource(
    "OrderLineResource",
    _LineCells,
    columns=LINE_COLUMNS,
    sources=LINE_SOURCES,
    model=OrderLine,
    name="Order lines (one row per size)",
)
CustomerResource = _resource(
    "CustomerResource",
    _CustomerCells,
    columns=CUSTOMER_COLUMNS,
    sources=CUSTOMER_SOURCES,
    model=User,
    name="Customers",
)

# the spreadsheet levels of an orders export (the Django admin, export_orders, background exports)
RESOURCES = {"orders": OrderResource, "lines": OrderLineResource}
