"""The Django admin's customer page, registered here because it shows orders: the customer's orders
(newest first, each linking to its order page), what they paid and owe, and the customers export.

The page itself (fields, log-in, access) is core.accounts.admin.UserAdmin; orders depend on
accounts, never the reverse.
"""

from django.contrib import admin
from django.urls import reverse
from django.utils.html import format_html
from unfold.decorators import display

from core.accounts.admin import UserAdmin
from core.accounts.models import User
from core.common.admin_display import ReadOnlyInline
from core.common.admin_money import inr
from core.common.ist import ist_datetime
from core.orders.admin.inlines import payment_label, status_label
from core.orders.export.resources import CustomerResource
from core.orders.models import Order
from core.orders.selectors import customer_totals


class CustomerOrderInline(ReadOnlyInline):
    """The customer's orders, newest first, each linking to its order page."""

    model = Order
    fk_name = "customer"
    verbose_name_plural = "Orders"
    fields = ("order_link", "placed", "amount_display", "payment_badge", "status_badge")
    readonly_fields = fields
    per_page = 10
    ordering = ("-created_at", "-id")

    @display(description="Order")
    def order_link(self, order: Order) -> str:
        url = reverse("admin:orders_order_change", args=(order.pk,))
        return format_html('<a class="rz-link" href="{}">{}</a>', url, order.order_id)

    @display(description="Amount")
    def amount_display(self, order: Order) -> str:
        return inr(order.amount)

    @display(description="Placed")
    def placed(self, order: Order) -> str:
        return ist_datetime(order.created_at)

    @display(description="Payment")
    def payment_badge(self, order: Order) -> str:
        return payment_label(order.payment_status)

    @display(description="Status")
    def status_badge(self, order: Order) -> str:
        return status_label(order.status)


@admin.register(User)
class CustomerAdmin(UserAdmin):
    resource_classes = [CustomerResource]
    readonly_fields = (*UserAdmin.readonly_fields, "money")
    inlines = (CustomerOrderInline,)
    fieldsets = (
        (None, {"fields": (("phone_number", "name"), "email", "password", "money")}),
        *UserAdmin.fieldsets[1:],
    )

    @display(description="Paid / due")
    def money(self, user: User) -> str:
        if not user.pk:
            return "-"
        totals = customer_totals(customer=user)
        return format_html(
            '<strong style="color:#15803d">{} paid</strong> &middot; '
            '<strong style="color:#b91c1c">{} due</strong> &middot; {} refunded',
            inr(totals["total_paid"]),
            inr(totals["total_due"]),
            inr(totals["total_refunded"]),
        )
