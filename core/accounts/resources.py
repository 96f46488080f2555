"""Customer export (django-import-export): who they are, where they live, how much they have ordered."""

from django.db.models import Count, Q, Sum
from import_export import fields, resources

from core.accounts.models import User
from core.common.admin_export import SafeExportMixin, ddmmyyyy
from core.common.money import rupees
from core.orders.models import OrderStatus, PaymentStatus

NOT_CANCELLED = [s for s in OrderStatus.values if s != OrderStatus.CANCELLED]


def _col(attribute: str, column_name: str) -> fields.Field:
    return fields.Field(attribute=attribute, column_name=column_name, readonly=True)


class CustomerResource(SafeExportMixin, resources.ModelResource):
    phone_number = _col("phone_number", "Phone")
    name = _col("name", "Name")
    email = _col("email", "Email")
    address = _col("address_line", "Address")
    city = _col("city", "City/town")
    state = _col("state", "State")
    pin_code = _col("pin_code", "PIN code")
    joined = fields.Field(column_name="Joined", readonly=True)
    orders = fields.Field(column_name="Orders", readonly=True)
    total_paid = fields.Field(column_name="Total paid (Rs)", readonly=True)
    total_due = fields.Field(column_name="Total due (Rs)", readonly=True)

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
        # Totals in the database, with the rules of core.orders.selectors.PAID / DUE
        # (a test holds them equal).
        return (
            queryset.filter(is_staff=False)
            .annotate(
                n_orders=Count("orders"),
                paid=Sum("orders__amount", filter=Q(orders__payment_status=PaymentStatus.PAID)),
                due=Sum(
                    "orders__amount",
                    filter=Q(orders__payment_status=PaymentStatus.UNPAID)
                    & Q(orders__status__in=NOT_CANCELLED),
                ),
            )
            .order_by("-date_joined")
        )

    def dehydrate_joined(self, user: User) -> str:
        return ddmmyyyy(user.date_joined)

    def dehydrate_orders(self, user: User) -> int:
        return user.n_orders

    def dehydrate_total_paid(self, user: User):
        return rupees(user.paid or 0)

    def dehydrate_total_due(self, user: User):
        return rupees(user.due or 0)
