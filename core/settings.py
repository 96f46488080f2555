"""Settings for the Rangrez shop.

Everything that differs between a laptop and production comes from the environment:
DATABASE_URL (PostgreSQL) or SQLITE_PATH, DJANGO_SECRET_KEY, DJANGO_DEBUG, DJANGO_ALLOWED_HOSTS,
SHOP_UPI_ID, SHOP_ENVIRONMENT; e-mail under Django's own names (EMAIL_HOST...); object storage
(AWS_STORAGE_BUCKET_NAME...) in core/storage_settings.py. docs/deploy.md lists them all.
"""

import os
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from core.settings_database import postgres_from_url
from core.storage_settings import default_storage_from_env

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("SHOP_VAR_DIR", BASE_DIR / "var"))

DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or (
    "dev-only-not-secret-rangrez-0c1f5e9a7b" if DEBUG else ""
)
if not SECRET_KEY:  # never the key in this repository outside development (scripts/ keep one in var/)
    raise ImproperlyConfigured(
        "Set DJANGO_SECRET_KEY: with DJANGO_DEBUG=0 the shop will not start without it."
    )
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")
CSRF_TRUSTED_ORIGINS = (
    [o for o in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if o]
    + [f"http://127.0.0.1:{p}" for p in (3000, 3010, 3030, 3100, 5180, 8000)]
    + [f"http://localhost:{p}" for p in (3000, 3100, 8000)]
)

INSTALLED_APPS = [
    "unfold",
    "unfold.contrib.filters",
    "unfold.contrib.import_export",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "import_export",
    "axes",  # log-in lockouts (core/accounts/lockout.py)
    "ninja",  # serves Swagger UI from its own static files (no CDN)
    "core.common",
    "core.accounts",
    "core.catalogue",
    "core.orders",
    "core.content",
    "core.pincodes",
    "core.reorders",
    "core.tracking",
    "core.office",
    "django_tasks",
    "django_tasks_db",
    "core.jobs",
    "core.notifications",
    "core.exports",
    "core.invoices",
    "core.fulfilment",
    "core.returns",
    "core.support",  # grievance tickets: the contact form, "Get Support", the office's queue
    "core.passwords",  # forgot, reset and change, the team's reset link
    "core.pages",  # the seller's pages and the facts they show
    "core.privacy",  # the customer's data: download and erasure
    "core.gst",
    "core.banking",
    "core.remittances",
    "core.reviews",
    "core.proofs",  # business orders' proofs, approved by the customer before printing
    "core.receivables",  # business orders' advance, balance, reminders and ageing
    "core.payments",  # a payment gateway (Razorpay): gateway orders, signed webhooks, refunds
    "core.couriers",  # the courier desk: couriers' events, parcel states, what follows them
    "core.ndr",  # failed deliveries: the desk's task, the customer's answer by link, the courier's action
    "core.quotes",  # business orders: quote requests, quotes and their revisions, acceptance
    "core.planning",  # due dates, the print floor's days and capacity
    "core.stock",  # blank stock: reserved at confirm, consumed at print, released at cancel
    "core.studio",  # templates, clip-art (sanitised SVG) and shared designs
    "core.purchasing",  # suppliers and purchase orders of blanks, received into blank stock
    "core.publishing",  # tells the storefront which cached pages to refresh after a write
    "core.consent",  # consent per purpose: notices, the ledger, the state, withdrawal
    "core.bags",  # a logged-in customer's bag kept on the server, its one reminder
    "core.teams",  # names and numbers: a team order's people, one line and print file each
    "core.wallet",  # gift cards and store credit: tenders spent at checkout after the total
    "core.books",  # the Tally export: a period's vouchers and party ledgers as Tally's XML
    "core.margins",  # profit per job: each order's cost lines, its margin, the month's tallies
    "core.promotions",  # vouchers and automatic offers (priced through PROMOTIONS_READER)
    "core.stores",  # campaign stores: a group's link, each buyer pays, one batch at the close
    "core.desk",  # the Django admin's order desk, assembled from the apps above (last)
]

MIDDLEWARE = [
    "core.common.request_line.RequestLineLimitMiddleware",  # JSON 414, before anything reads the URL
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "core.common.api_not_found.JsonApiErrorsMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "core.urls"
WSGI_APPLICATION = "core.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "core" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

if os.environ.get("DATABASE_URL"):
    DATABASES = {
        "default": postgres_from_url(os.environ["DATABASE_URL"], pool=os.environ.get("SHOP_DB_POOL", "1"))
    }
else:
    sqlite_path = Path(os.environ.get("SQLITE_PATH", VAR_DIR / "db.sqlite3"))
    sqlite_path.parent.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": sqlite_path,
            "OPTIONS": {
                "timeout": 20,
                "transaction_mode": "IMMEDIATE",
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
            # a file, not shared-cache memory (which fails at once on a locked table instead of
            # waiting), so the tests that race live-server requests see SQLite as production does
            "TEST": {"NAME": str(sqlite_path.with_name(f"test-{os.getpid()}-{sqlite_path.name}"))},
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "core.accounts.password_similarity.ShopUserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Sessions: one hour, as the specification's cookie lifetime.
SESSION_COOKIE_AGE = 60 * 60
PASSWORD_RESET_TIMEOUT = 60 * 60  # a reset link works for one hour (OWASP Forgot Password Cheat Sheet)
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = False  # the front ends read it to send X-CSRFToken
SESSION_COOKIE_SECURE = not DEBUG and os.environ.get("SHOP_INSECURE_COOKIES") != "1"
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
LOGIN_URL = "/admin/login/"
LOGIN_REDIRECT_URL = "/admin/"  # a bookmarked /admin/login/ (no `next`) or an off-site `next` lands here

LANGUAGE_CODE = "en-in"
TIME_ZONE = "Asia/Kolkata"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "core" / "static_build"
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(os.environ.get("SHOP_MEDIA_ROOT", VAR_DIR / "media"))
BACKOFFICE_DIST = BASE_DIR / "backoffice" / "dist"
STORAGES = {
    "default": default_storage_from_env(),  # local disk, or S3-compatible: core/storage_settings.py
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}
DATA_UPLOAD_MAX_MEMORY_SIZE = 30 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024

# The shop's own settings.
SHOP_NAME = "Rangrez"
SHOP_ENVIRONMENT = os.environ.get("SHOP_ENVIRONMENT", "development" if DEBUG else "production")
SHOP_UPI_ID = os.environ.get("SHOP_UPI_ID", "rangrez@upi")
# A payment gateway (core/payments, docs/payments.md): the adapter's dotted path, e.g.
# core.payments.razorpay.RazorpayGateway, and its keys. "" (the default): no gateway, the UPI QR and
# the bank statement (core/banking) as before.
SHOP_PAYMENT_GATEWAY = os.environ.get("SHOP_PAYMENT_GATEWAY", "")
SHOP_RAZORPAY_KEY_ID = os.environ.get("SHOP_RAZORPAY_KEY_ID", "")
SHOP_RAZORPAY_KEY_SECRET = os.environ.get("SHOP_RAZORPAY_KEY_SECRET", "")
SHOP_RAZORPAY_WEBHOOK_SECRET = os.environ.get("SHOP_RAZORPAY_WEBHOOK_SECRET", "")
# Lists and totals answered from the shared cache until a write to the shop's tables commits
# (core/common/answer_cache.py); SHOP_ANSWER_CACHE=0 turns it off.
SHOP_ANSWER_CACHE = os.environ.get("SHOP_ANSWER_CACHE", "1") == "1"
# The storefront's cached pages are refreshed after a write to what they show (core/publishing,
# docs/revalidate.md): a signed call to the storefront. No secret: nothing is sent (the pages still
# refresh hourly). scripts/lib.sh makes one per checkout and gives it to both servers.
SHOP_REVALIDATE_SECRET = os.environ.get("SHOP_REVALIDATE_SECRET", "")
SHOP_STOREFRONT_ORIGIN = os.environ.get("SHOP_STOREFRONT_ORIGIN", "http://127.0.0.1:3000")
# `manage.py seed_demo` (core/orders) runs these after its orders: demo data of the apps above orders.
DEMO_SEEDERS = [
    "core.catalogue.demo.seed_price_breaks",
    "core.catalogue.demo.seed_hindi_catalogue",  # the products' descriptions in Hindi
    "core.reviews.demo.seed_reviews",
    "core.planning.demo.seed_due_dates",
    "core.stock.demo.seed_blanks",  # the shelf, a few low, the newest confirmed orders' reservations
    "core.purchasing.demo.seed_purchases",  # a supplier and a part-received purchase order
    "core.remittances.demo.seed_cod_parcels",  # the delivered COD parcels, owed by their couriers
    "core.margins.demo.seed_margins",  # print rates, packaging, courier charges; two months costed
]

# The shop's own GSTIN (the invoice settings'), which a business buyer may not give as its own
# (core/common/gstin.py::own_gstin_problem, read by the business forms below invoices).
SHOP_GSTIN_READER = "core.invoices.models.shop_gstin"
# The bank statements' credits, where the gateway's settlements (core/payments) find their payouts.
BANK_CREDITS_READER = "core.banking.selectors.bank_credits"

# What follows a customer's approval of an order's last proof (core/proofs), in its transaction.
PROOF_APPROVED_FOLLOWERS = ["core.receivables.services.payments.receivable_release_order"]

# What follows every change of an order (placed, status, payment), in this order, inside the
# change's transaction: core/orders/changes/followers.py. Each takes one OrderChange.
ORDER_FOLLOWERS = [
    "core.proofs.services.proof_gate_follow",  # first: refuses confirm before proofs are approved
    "core.promotions.services.voucher_use_follow",  # a voucher's use, counted once, or the order refused
    "core.planning.services.order_due_dates_follow",  # a placed order's dispatch date and print day
    "core.orders.shipping.services.shipment_follow",  # delivered stamps the shipment's date
    "core.remittances.services.remittance_order_follow",  # a delivered COD parcel: owed by its courier
    "core.invoices.services.order_documents_follow",  # the GST invoice, or the credit note
    "core.invoices.challans.services.order_challan_follow",  # a replacement's delivery challan instead
    "core.receivables.services.payments.receivable_follow",  # a business order's balance, after its invoice
    "core.notifications.services.order_email_follow",  # the customer's e-mail for this step
    "core.common.services.payment_audit_follow",  # a payment the team marked, in the audit trail
    "core.stock.services.stock_order_follow",  # blanks reserved at confirm, released at cancel
    "core.payments.services.gateway_cancel_follow",  # a cancelled order the gateway paid: refunded to source
    "core.wallet.services.tender.tender_follow",  # gift card, credit: on the invoice as paid; back at cancel
    "core.margins.services.margin_stale_follow",  # its margin marked stale: costed again on read or nightly
    "core.stores.services.following.store_order_follow",  # a store order paid, cancelled: its count
]

# The task queue: Django's Tasks API (django-tasks backport) on the database (django-tasks-db).
# Workers: `manage.py task_worker` (scripts/run starts two); any number on PostgreSQL share the queue.
# E-mails have their own queue ("emails", served by a worker of their own in scripts/run and by
# every `task_worker` first, by priority), so a long export never delays them.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default", "emails"]}}
# A worker beats four times per lease; a task of a worker silent for a lease is recovered
# (core/jobs/services.py). The health check calls a worker alive when it beat in the last minute.
SHOP_WORKER_LEASE_SECONDS = float(os.environ.get("SHOP_WORKER_LEASE_SECONDS", "60"))

# E-mail, under Django's own names. No EMAIL_HOST: every message is still recorded (the admin's
# e-mail log) and marked "not sent: no SMTP server configured".
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587" if os.environ.get("EMAIL_USE_TLS") == "1" else "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = os.environ.get("EMAIL_USE_TLS", "0") == "1"
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "20"))
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Rangrez <orders@rangrez.example>")
# The shop's address in the links e-mails carry (password resets, orders, tickets): scripts/run sets it
# from its port; unset, the storefront's own origin (never a domain the shop may not own). docs/deploy.md
SHOP_PUBLIC_URL = (
    os.environ.get("SHOP_PUBLIC_URL") or os.environ.get("SHOP_SITE_URL") or SHOP_STOREFRONT_ORIGIN
).rstrip("/")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}

from core.admin_theme import *  # noqa: E402,F403  (django-unfold and import-export settings live beside the admin)
from core.settings_books import *  # noqa: E402,F403  (the courier desk, settlements, e-way bills, Tally, margins)
from core.settings_consent import *  # noqa: E402,F403  (consent, the kept bag's reminder)
from core.settings_gaps import *  # noqa: E402,F403  (doors: a shipment's AWB entered or corrected)
from core.settings_giftcards import *  # noqa: E402,F403  (gift cards and store credit: core/wallet)
from core.settings_hindiserver import *  # noqa: E402,F403  (languages, locale files, product translations)
from core.settings_security import *  # noqa: E402,F403  (lockouts, rate limits, proxies, HTTPS, CSP)
from core.settings_vouchers import *  # noqa: E402,F403  (vouchers and automatic offers)
