"""Customers and the admin team. A customer's page shows their orders and what they owe."""

from django.contrib import admin
from django.contrib.auth.admin import GroupAdmin as BaseGroupAdmin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db.models import Count
from django.urls import reverse
from django.utils.html import format_html
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import display
from unfold.forms import AdminPasswordChangeForm, UserChangeForm, UserCreationForm

from core.accounts import admin_lockout  # noqa: F401  (axes records, themed)
from core.accounts.models import User
from core.accounts.resources import CustomerResource
from core.accounts.superusers import LAST_SUPERUSER, can_change
from core.common.admin_display import ReadOnlyInline, local_time
from core.common.admin_filters import DayRangeFilter
from core.common.admin_money import inr
from core.orders.admin_inlines import payment_label, status_label
from core.orders.models import Order
from core.orders.selectors import customer_totals


class ShopUserCreationForm(UserCreationForm):
    class Meta:
        model = User
        fields = ("phone_number", "name", "email")


class ShopUserChangeForm(UserChangeForm):
    class Meta:
        model = User
        fields = "__all__"

    def clean(self):
        cleaned = super().clean()
        was = self.instance
        stays = cleaned.get("is_active", was.is_active) and cleaned.get("is_superuser", was.is_superuser)
        if was.pk and was.is_superuser and was.is_active and not stays:
            others = User.objects.filter(is_superuser=True, is_active=True).exclude(pk=was.pk)
            if not others.exists():
                raise ValidationError(LAST_SUPERUSER)
        return cleaned


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
        return local_time(order.created_at)

    @display(description="Payment")
    def payment_badge(self, order: Order) -> str:
        return payment_label(order.payment_status)

    @display(description="Status")
    def status_badge(self, order: Order) -> str:
        return status_label(order.status)


@admin.register(User)
class UserAdmin(ExportActionMixin, BaseUserAdmin, ModelAdmin):
    form = ShopUserChangeForm
    add_form = ShopUserCreationForm
    change_password_form = AdminPasswordChangeForm
    export_form_class = ExportForm
    resource_classes = [CustomerResource]

    list_display = ("customer_display", "email", "city", "state", "orders_count", "team_badge", "date_joined")
    list_display_links = ("customer_display",)
    search_fields = ("phone_number", "name", "email", "city", "pin_code")
    search_help_text = "Search by phone number, name, email, city or PIN code."
    list_filter = ("is_staff", "is_active", "state", ("date_joined", DayRangeFilter))
    list_filter_submit = True
    ordering = ("-date_joined",)
    list_per_page = 50
    show_full_result_count = False
    filter_horizontal = ("groups", "user_permissions")
    readonly_fields = ("last_login", "date_joined", "money")
    inlines = (CustomerOrderInline,)
    fieldsets = (
        (None, {"fields": (("phone_number", "name"), "email", "password", "money")}),
        ("Address", {"fields": ("area", "landmark", ("city", "state", "pin_code"))}),
        (
            "Access",
            {
                "fields": ("is_active", "is_staff", "is_superuser", "groups", "user_permissions"),
                "classes": ["collapse"],
            },
        ),
        ("Dates", {"fields": (("last_login", "date_joined"),)}),
    )
    add_fieldsets = (
        (None, {"classes": ("wide",), "fields": ("phone_number", "name", "email", "password1", "password2")}),
    )

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(n_orders=Count("orders"))

    # only superusers change superusers, or make anyone one (issue 16, point 7)
    def has_change_permission(self, request, obj=None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or can_change(actor=request.user, target=obj))

    def has_delete_permission(self, request, obj=None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or can_change(actor=request.user, target=obj))

    def get_readonly_fields(self, request, obj=None):
        fields = tuple(super().get_readonly_fields(request, obj))
        return fields if request.user.is_superuser else (*fields, "is_superuser", "user_permissions")

    @display(description="Customer", ordering="name", header=True)
    def customer_display(self, user: User):
        return user.name, user.phone_number

    @display(description="Orders", ordering="n_orders")
    def orders_count(self, user: User) -> str:
        if not user.n_orders:
            return "0"
        url = reverse("admin:orders_order_changelist") + f"?q={user.phone_number}"
        return format_html('<a class="rz-link" href="{}">{}</a>', url, user.n_orders)

    @display(description="Role", ordering="is_staff", label={"team": "primary", "customer": "info"})
    def team_badge(self, user: User):
        return ("team", "Admin team") if user.is_staff else ("customer", "Customer")

    @display(description="Paid / due")
    def money(self, user: User) -> str:
        if not user.pk:
            return "-"
        totals = customer_totals(customer=user)
        return format_html(
            '<strong style="color:#15803d">{} paid</strong> &middot; '
            '<strong style="color:#b91c1c">{} due</strong>',
            inr(totals["total_paid"]),
            inr(totals["total_due"]),
        )


admin.site.unregister(Group)


@admin.register(Group)
class GroupAdmin(BaseGroupAdmin, ModelAdmin):
    pass
