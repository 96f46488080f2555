"""django-unfold and django-import-export settings, kept apart from settings.py (star-imported at its end).

The admin is the support team's daily tool: the sidebar follows how they think about the shop
(orders first, then customers, the catalogue, the site's content), and every link checks the
same Django permission as the page it opens.
"""

from pathlib import Path

from django.templatetags.static import static
from django.urls import reverse_lazy
from import_export.formats.base_formats import CSV, JSON, XLSX


def _can(perm: str):
    return lambda request: request.user.has_perm(perm)


def _item(title: str, icon: str, url_name: str, perm: str, **extra) -> dict:
    return {"title": title, "icon": icon, "link": reverse_lazy(url_name), "permission": _can(perm), **extra}


# A madder-red primary: the dye a rangrez (a dyer) is known for.
_PRIMARY = {
    "50": "oklch(97.1% .013 27)",
    "100": "oklch(93.6% .032 27)",
    "200": "oklch(88.5% .062 27)",
    "300": "oklch(80.8% .114 27)",
    "400": "oklch(70.4% .171 27)",
    "500": "oklch(63.7% .207 27)",
    "600": "oklch(57.7% .215 27)",
    "700": "oklch(50.5% .19 27)",
    "800": "oklch(44.4% .161 27)",
    "900": "oklch(39.6% .133 27)",
    "950": "oklch(25.8% .092 27)",
}

UNFOLD = {
    "SITE_TITLE": "Rangrez admin",
    "SITE_HEADER": "Rangrez",
    "SITE_SUBHEADER": "Support desk",
    "SITE_URL": "/",
    "SITE_SYMBOL": "palette",
    "SITE_LOGO": {
        "light": lambda request: static("admin-brand/logo.svg"),
        "dark": lambda request: static("admin-brand/logo-dark.svg"),
    },
    "SITE_ICON": lambda request: static("admin-brand/mark.svg"),
    "SITE_FAVICONS": [
        {
            "rel": "icon",
            "sizes": "any",
            "type": "image/svg+xml",
            "href": lambda request: static("admin-brand/mark.svg"),
        },
    ],
    # the admin's log-in counts failures with the shop's throttle (core/accounts/admin_login.py)
    "LOGIN": {"form": "core.accounts.admin_login.ThrottledAdminLoginForm"},
    "SHOW_HISTORY": True,
    "SHOW_VIEW_ON_SITE": False,
    "ENVIRONMENT": "core.common.admin_environment.environment_callback",
    "ENVIRONMENT_TITLE_PREFIX": "core.common.admin_environment.environment_title_prefix",
    "DASHBOARD_CALLBACK": "core.orders.admin.dashboard.dashboard_callback",
    "COLORS": {"primary": _PRIMARY},
    "STYLES": [lambda request: static("admin-brand/admin.css")],
    "SIDEBAR": {
        "show_search": True,
        "show_all_applications": True,
        "navigation": [
            {
                "title": "Orders",
                "separator": False,
                "items": [
                    {
                        "title": "Dashboard",
                        "icon": "dashboard",
                        "link": reverse_lazy("admin:index"),
                        "permission": lambda request: request.user.is_staff,
                    },
                    _item(
                        "All orders",
                        "receipt_long",
                        "admin:orders_order_changelist",
                        "orders.view_order",
                        badge="core.orders.admin.dashboard.pending_badge",
                    ),
                    _item(
                        "Order history",
                        "history",
                        "admin:orders_orderevent_changelist",
                        "orders.view_orderevent",
                    ),
                    _item(
                        "E-mail log",
                        "outgoing_mail",
                        "admin:notifications_outgoingemail_changelist",
                        "notifications.view_outgoingemail",
                    ),
                    _item(
                        "Exports", "download", "admin:exports_exportjob_changelist", "exports.view_exportjob"
                    ),
                    _item(
                        "GSTR-1",
                        "receipt_long",
                        "admin:gst_gstreturnsettings_gstr1",
                        "gst.view_gstreturnsettings",
                    ),
                    _item(
                        "Task queue",
                        "pending_actions",
                        "admin:django_tasks_database_dbtaskresult_changelist",
                        "django_tasks_database.view_dbtaskresult",
                    ),
                ],
            },
            {
                "title": "Business orders",
                "separator": True,
                "items": [
                    _item(
                        "Quote requests",
                        "request_quote",
                        "admin:quotes_quoterequest_changelist",
                        "quotes.view_quoterequest",
                    ),  # fmt: skip
                    _item("Quotes", "description", "admin:quotes_quote_changelist", "quotes.view_quote"),
                    _item(
                        "Proofs",
                        "approval",
                        "admin:proofs_proofrevision_changelist",
                        "proofs.view_proofrevision",
                    ),
                    _item(
                        "Receivables",
                        "account_balance_wallet",
                        "admin:receivables_receivable_changelist",
                        "receivables.view_receivable",
                    ),  # fmt: skip
                    _item(
                        "Businesses owing",
                        "domain",
                        "admin:receivables_debtor_changelist",
                        "receivables.view_debtor",
                    ),  # fmt: skip
                ],
            },
            {
                "title": "Customers",
                "separator": True,
                "items": [
                    _item("Customers", "group", "admin:accounts_user_changelist", "accounts.view_user"),
                    _item(
                        "Failed log-ins",
                        "lock_clock",
                        "admin:axes_accessattempt_changelist",
                        "axes.view_accessattempt",
                    ),
                    _item(
                        "Roles (permission groups)",
                        "admin_panel_settings",
                        "admin:auth_group_changelist",
                        "auth.view_group",
                    ),
                    _item(
                        "Audit trail",
                        "policy",
                        "admin:common_auditentry_changelist",
                        "common.view_auditentry",
                    ),
                ],
            },
            {
                "title": "Catalogue",
                "separator": True,
                "items": [
                    _item(
                        "Product types & prices",
                        "checkroom",
                        "admin:catalogue_producttype_changelist",
                        "catalogue.view_producttype",
                    ),
                    _item(
                        "Catalogue items",
                        "storefront",
                        "admin:catalogue_catalogueitem_changelist",
                        "catalogue.view_catalogueitem",
                    ),
                    _item(
                        "Colours",
                        "format_paint",
                        "admin:catalogue_colour_changelist",
                        "catalogue.view_colour",
                    ),
                    _item("Sizes", "straighten", "admin:catalogue_size_changelist", "catalogue.view_size"),
                    _item("Brands", "sell", "admin:catalogue_brand_changelist", "catalogue.view_brand"),
                    _item(
                        "Money rules",
                        "currency_rupee",
                        "admin:catalogue_shopsettings_changelist",
                        "catalogue.view_shopsettings",
                    ),
                ],
            },
            {
                "title": "Content",
                "separator": True,
                "items": [
                    _item(
                        "Contact messages",
                        "mail",
                        "admin:content_contactmessage_changelist",
                        "content.view_contactmessage",
                    ),
                    _item(
                        "Bulk enquiries",
                        "inventory_2",
                        "admin:content_bulkenquiry_changelist",
                        "content.view_bulkenquiry",
                    ),
                    _item(
                        "Testimonials",
                        "reviews",
                        "admin:content_testimonial_changelist",
                        "content.view_testimonial",
                    ),
                    _item(
                        "Newsletter sign-ups",
                        "campaign",
                        "admin:content_newslettersignup_changelist",
                        "content.view_newslettersignup",
                    ),
                ],
            },
        ],
    },
}

# The admin's own static files (logo, admin.css) live in core/static/, which is not an app folder.
STATICFILES_DIRS = [Path(__file__).resolve().parent / "static"]

# --- django-import-export -----------------------------------------------------------------------
# Formula escaping is on, done by every resource of the shop (core.common.admin_export.SafeExportMixin):
# a text cell starting with = + - @ tab or CR gets a leading apostrophe, in every format and in the
# export_orders command. The library's own switch stays off on purpose: it only strips one leading "="
# and turns every cell into text, so amounts and quantities would stop being numbers in the XLSX.
IMPORT_EXPORT_ESCAPE_FORMULAE_ON_EXPORT = False
IMPORT_EXPORT_ESCAPE_ILLEGAL_CHARS_ON_EXPORT = True
IMPORT_EXPORT_USE_TRANSACTIONS = True
IMPORT_EXPORT_SKIP_ADMIN_LOG = False
IMPORT_EXPORT_CHUNK_SIZE = 2000
IMPORT_EXPORT_FORMATS = [XLSX, CSV, JSON]
