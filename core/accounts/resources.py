"""Customer export (django-import-export): who they are, where they live, how much they have ordered."""

from django.db.models import Count
from import_export import resources

from core.accounts.models import User
from core.common.admin_export import SafeExportMixin, ddmmyyyy, export_column
from core.common.money import rupees
from core.orders.selectors import money_sums


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
        return ddmmyyyy(user.date_joined)

    def dehydrate_orders(self, user: User) -> int:
        return user.n_orders

    def dehydrate_total_paid(self, user: User):
        return rupees(user.total_paid or 0)

    def dehydrate_total_due(self, user: User):
        return rupees(user.total_due or 0)
