"""Customers and the admin team, failed log-ins (axes, core/accounts/admin_lockout.py), and the auth
groups (Django's own page)."""

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.contrib.auth.admin import GroupAdmin as BaseGroupAdmin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.contrib.auth.models import Group
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Count, OuterRef, Subquery
from django.db.models.functions import Coalesce
from django.urls import reverse
from django.utils.html import format_html
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import display
from unfold.forms import AdminPasswordChangeForm, UserChangeForm, UserCreationForm

from core.accounts import admin_lockout, services  # noqa: F401  (admin_lockout: axes records, themed)
from core.accounts.models import User
from core.accounts.superusers import LAST_SUPERUSER, can_change
from core.common.admin_filters import DayRangeFilter
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator
from core.common.admin_writes import ServiceWrites


class ShopUserCreationForm(UserCreationForm):
    class Meta:
        model = User
        fields = ("phone_number", "name", "email")


CUSTOMER_PASSWORD = (
    'Only the customer sets it: from "Forgot password", or from the link the back office e-mails '
    "to the customer's address."
)


class ShopUserChangeForm(UserChangeForm):
    class Meta:
        model = User
        fields = "__all__"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "password" in self.fields and self.instance.pk and not self.instance.is_staff:
            self.fields["password"].help_text = CUSTOMER_PASSWORD  # no link to set it here

    def clean(self):
        cleaned = super().clean()
        was = self.instance
        stays = cleaned.get("is_active", was.is_active) and cleaned.get("is_superuser", was.is_superuser)
        if was.pk and was.is_superuser and was.is_active and not stays:
            others = User.objects.filter(is_superuser=True, is_active=True).exclude(pk=was.pk)
            if not others.exists():
                raise ValidationError(LAST_SUPERUSER)
        return cleaned


class UserAdmin(ServiceWrites, ExportActionMixin, BaseUserAdmin, ModelAdmin):
    """Customers and the admin team. Registered by core/orders/admin/customers.py, which adds a
    customer's orders, money and the customers export (orders depend on accounts, not the reverse)."""

    form = ShopUserChangeForm
    add_form = ShopUserCreationForm
    change_password_form = AdminPasswordChangeForm
    export_form_class = ExportForm

    list_display = ("customer_display", "email", "city", "state", "orders_count", "team_badge", "date_joined")
    list_display_links = ("customer_display",)
    search_fields = ("phone_number", "name", "email", "city", "pin_code")
    search_help_text = "Search by phone number, name, email, city or PIN code."
    list_filter = ("is_staff", "is_active", "state", ("date_joined", DayRangeFilter))
    list_filter_submit = True
    ordering = ("-date_joined",)
    list_per_page = ADMIN_PER_PAGE
    show_full_result_count = False
    paginator = CappedPaginator
    filter_horizontal = ("groups", "user_permissions")
    readonly_fields = ("last_login", "date_joined")
    fieldsets = (
        (None, {"fields": (("phone_number", "name"), "email", "password")}),
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
        """Each listed person's number of orders as a subquery (run for the page's rows only), not a
        join and GROUP BY over every order of the shop."""
        orders = self.model._meta.get_field("orders").related_model.objects  # accounts imports no orders
        counted = orders.filter(customer=OuterRef("pk")).order_by().values("customer").annotate(n=Count("id"))
        return super().get_queryset(request).annotate(n_orders=Coalesce(Subquery(counted.values("n")), 0))

    # only superusers change superusers, or make anyone one
    def has_change_permission(self, request, obj=None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or can_change(actor=request.user, target=obj))

    def has_delete_permission(self, request, obj=None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or can_change(actor=request.user, target=obj))

    def get_readonly_fields(self, request, obj=None):
        """Who is on the team and in which role changes in the back office's staff list (audited,
        never leaving the shop without an owner); here only a superuser may touch access."""
        fields = tuple(super().get_readonly_fields(request, obj))
        access = ("is_staff", "is_superuser", "groups", "user_permissions")
        return fields if request.user.is_superuser else (*fields, *access)

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

    def user_change_password(self, request, id, form_url=""):
        """The team never sets a customer's password, so no one can take an account over: the
        customer does, from a link only their own mailbox receives."""
        target = self.get_object(request, unquote(id))
        if target is not None and not target.is_staff:
            raise PermissionDenied(CUSTOMER_PASSWORD)
        return super().user_change_password(request, id, form_url)

    def save_record(self, request, obj: User, form, change: bool) -> None:
        services.user_save(user=obj)

    def delete_record(self, request, obj: User) -> None:
        services.user_delete(user=obj)


admin.site.unregister(Group)


@admin.register(Group)
class GroupAdmin(BaseGroupAdmin, ModelAdmin):
    pass
