"""What a member of the admin team may do: the shop's permissions, one per kind of work.

They are Django permissions (app `accounts`, declared on the User model's Meta), granted through
groups: the roles of core/accounts/roles.py (Owner, Order desk, Accounts, Support, Print floor),
which the owner may edit. Every API operation declares the one it needs (core/common/auth.py
`staff(...)`); a superuser has them all, a customer none. Declared here, below every app, so any
app can name them without importing accounts.
"""

from django.apps import apps
from django.db import models
from django.db.models import Q

APP = "accounts"


class Perm(models.TextChoices):
    VIEW_ORDERS = "view_orders", "See the board, orders and their history"
    CHANGE_STATUS = "change_status", "Change orders' status and shipping (courier, AWB)"
    CHANGE_PAYMENT = "change_payment", "Mark orders paid or unpaid"
    ADD_NOTES = "add_notes", "Write internal notes and resend e-mails"
    PRINT_FILES = "print_files", "See the print queue; download print files, job sheets and packs"
    EXPORT_ORDERS = "export_orders", "Export orders to spreadsheets"
    VIEW_ACCOUNTS = "view_accounts", "See payments, totals, invoices and the accounts screen"
    VIEW_CUSTOMERS = "view_customers", "See customers and their orders"
    CHANGE_CUSTOMERS = "change_customers", "Edit customers' details"
    MANAGE_CATALOGUE = "manage_catalogue", "Edit catalogue items, product types and prices"
    MANAGE_CONTENT = "manage_content", "Testimonials, contact messages, enquiries, newsletter"
    MANAGE_SETTINGS = "manage_settings", "Shop, tax, money and delivery settings; couriers; backups"
    MANAGE_STAFF = "manage_staff", "Register staff, change their roles, read the audit trail"
    HANDLE_RETURNS = "handle_returns", "Approve, reject and receive returns; make exchanges"
    HANDLE_TICKETS = "handle_tickets", "Answer support tickets; send customers a password-reset link"
    MODERATE_REVIEWS = "moderate_reviews", "Accept, reject and answer customers' reviews"
    MANAGE_QUOTES = "manage_quotes", "Quote business enquiries; upload proofs for the customer to approve"
    MANAGE_STOCK = "manage_stock", "Count, adjust and receive blank stock"
    MANAGE_PURCHASES = "manage_purchases", "Suppliers, purchase orders and the purchase register"
    PLAN_PRODUCTION = "plan_production", "Plan the print floor's days: move an order to another day"
    HANDLE_NDR = "handle_ndr", "Act on failed deliveries (NDR): reattempt, new address, return to origin"


def perm_name(perm: Perm) -> str:
    """The name Django's `has_perm` takes: 'accounts.view_orders'."""
    return f"{APP}.{perm}"


def _held(user) -> frozenset[str]:
    """The codenames `user` holds through their groups or directly: one query per request (read
    again on every request, so a changed role counts at once), kept on the user object."""
    held = getattr(user, "_shop_perms", None)
    if held is None:
        if user.is_superuser:
            held = frozenset(Perm.values)
        else:
            permission = apps.get_model("auth", "Permission")  # models may not be loaded at import
            rows = permission.objects.filter(
                Q(group__user=user) | Q(user=user), content_type__app_label=APP
            ).values_list("codename", flat=True)
            held = frozenset(rows)
        user._shop_perms = held
    return held


def may(user, *perms: Perm) -> bool:
    """Whether `user` is an active member of the team holding any of `perms`."""
    if not (user.is_authenticated and user.is_active and user.is_staff):
        return False
    return bool(_held(user) & set(perms))


def perms_of(user) -> list[str]:
    """The shop permissions `user` holds, by codename (what /api/me/ tells the back office)."""
    if not (user.is_authenticated and user.is_active and user.is_staff):
        return []
    held = _held(user)
    return [perm.value for perm in Perm if perm.value in held]


def _every(model: str, perm: Perm) -> dict[str, tuple[Perm, ...]]:
    app, name = model.split(".")
    return {f"{app}.{action}_{name}": (perm,) for action in ("view", "add", "change", "delete")}


# The Django admin's model permissions, read through the shop's: what a role may see and do on each
# admin page (core/accounts/backends.py answers Django's has_perm from this table). A model permission
# not listed is a superuser's only. The pages' own limits still hold (orders are never added, the
# audit trail never edited); the order desk's actions each name the permission they need.
MODEL_ACCESS: dict[str, tuple[Perm, ...]] = {
    "orders.view_order": (Perm.VIEW_ORDERS,),
    "orders.change_order": (Perm.CHANGE_STATUS, Perm.CHANGE_PAYMENT),
    "orders.view_orderline": (Perm.VIEW_ORDERS,),
    "orders.view_orderevent": (Perm.VIEW_ORDERS,),
    "orders.view_shipment": (Perm.VIEW_ORDERS,),
    "orders.view_ordernote": (Perm.VIEW_ORDERS,),
    "orders.add_ordernote": (Perm.ADD_NOTES,),
    **_every("orders.courier", Perm.MANAGE_SETTINGS),
    "accounts.view_user": (Perm.VIEW_CUSTOMERS, Perm.MANAGE_STAFF),
    "accounts.change_user": (Perm.CHANGE_CUSTOMERS,),
    **_every("auth.group", Perm.MANAGE_STAFF),
    "auth.view_permission": (Perm.MANAGE_STAFF,),
    **_every("catalogue.producttype", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.sleeveoption", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.pricebreak", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.setupcharge", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.catalogueitem", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.colour", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.size", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.brand", Perm.MANAGE_CATALOGUE),
    **_every("catalogue.shopsettings", Perm.MANAGE_SETTINGS),
    **_every("content.contactmessage", Perm.MANAGE_CONTENT),
    **_every("content.bulkenquiry", Perm.MANAGE_CONTENT),
    **_every("content.testimonial", Perm.MANAGE_CONTENT),
    **_every("content.newslettersignup", Perm.MANAGE_CONTENT),
    **_every("pincodes.deliverysettings", Perm.MANAGE_SETTINGS),
    **_every("invoices.invoicesettings", Perm.MANAGE_SETTINGS),
    **_every("returns.returnsettings", Perm.MANAGE_SETTINGS),
    **_every("gst.gstreturnsettings", Perm.MANAGE_SETTINGS),
    "gst.view_gstreturnsettings": (Perm.MANAGE_SETTINGS, Perm.VIEW_ACCOUNTS),  # and its GSTR-1 page
    "stock.view_blankitem": (Perm.MANAGE_STOCK,),
    "stock.add_blankitem": (Perm.MANAGE_STOCK,),
    "stock.change_blankitem": (Perm.MANAGE_STOCK,),
    "stock.view_stockmovement": (Perm.MANAGE_STOCK,),
    **_every("stock.stocksettings", Perm.MANAGE_SETTINGS),
    "banking.view_bankstatement": (Perm.CHANGE_PAYMENT,),
    "banking.view_bankcredit": (Perm.CHANGE_PAYMENT,),
    "banking.view_upireceipt": (Perm.CHANGE_PAYMENT, Perm.VIEW_ACCOUNTS),
    "banking.view_bankcolumns": (Perm.CHANGE_PAYMENT,),
    "payments.view_gatewaypayment": (Perm.CHANGE_PAYMENT, Perm.VIEW_ACCOUNTS),
    "payments.view_gatewayrefund": (Perm.CHANGE_PAYMENT, Perm.VIEW_ACCOUNTS),
    "payments.view_gatewayevent": (Perm.CHANGE_PAYMENT,),
    "reviews.view_review": (Perm.MODERATE_REVIEWS,),
    "reviews.change_review": (Perm.MODERATE_REVIEWS,),
    "reviews.view_reviewphoto": (Perm.MODERATE_REVIEWS,),
    "catalogue.view_ratingtally": (Perm.MODERATE_REVIEWS, Perm.MANAGE_CATALOGUE),
    **_every("invoices.producttaxrule", Perm.MANAGE_SETTINGS),
    "invoices.view_invoice": (Perm.VIEW_ACCOUNTS, Perm.VIEW_ORDERS),
    "returns.view_returnrequest": (Perm.VIEW_ORDERS, Perm.HANDLE_RETURNS),
    "notifications.view_outgoingemail": (Perm.VIEW_ORDERS,),
    "notifications.change_outgoingemail": (Perm.ADD_NOTES,),  # send again
    "exports.view_exportjob": (Perm.EXPORT_ORDERS, Perm.PRINT_FILES),
    "django_tasks_database.view_dbtaskresult": (Perm.MANAGE_SETTINGS,),
    "axes.view_accessattempt": (Perm.MANAGE_STAFF,),
    "axes.delete_accessattempt": (Perm.MANAGE_STAFF,),
    "axes.view_accesslog": (Perm.MANAGE_STAFF,),
    "axes.view_accessfailurelog": (Perm.MANAGE_STAFF,),
    "common.view_auditentry": (Perm.MANAGE_STAFF,),
    "support.view_ticket": (Perm.HANDLE_TICKETS,),
    "support.change_ticket": (Perm.HANDLE_TICKETS,),
    "support.view_ticketentry": (Perm.HANDLE_TICKETS,),
    "pages.view_sellerpage": (Perm.MANAGE_CONTENT,),
    "pages.change_sellerpage": (Perm.MANAGE_CONTENT,),
    # business orders: quotes and their drafts' terms (the desk), proofs (the print floor sees approved
    # ones only: core/proofs/admin.py), what businesses owe (Accounts)
    "quotes.view_quoterequest": (Perm.MANAGE_QUOTES,),
    "quotes.view_quote": (Perm.MANAGE_QUOTES,),
    "quotes.change_quote": (Perm.MANAGE_QUOTES,),
    "quotes.view_quoterevision": (Perm.MANAGE_QUOTES,),
    "quotes.change_quoterevision": (Perm.MANAGE_QUOTES,),
    "proofs.view_proofrevision": (Perm.MANAGE_QUOTES, Perm.PRINT_FILES),
    "receivables.view_receivable": (Perm.VIEW_ACCOUNTS,),
    "receivables.view_payment": (Perm.VIEW_ACCOUNTS,),
    "receivables.view_debtor": (Perm.VIEW_ACCOUNTS,),
}
