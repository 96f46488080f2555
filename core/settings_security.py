"""Security settings: log-in lockouts, the proxies we trust, rate limits. Imported at the end of
core/settings.py; everything a deployment changes comes from the environment (docs/deploy.md)."""

import os
from datetime import timedelta
from pathlib import Path

from core.settings_cache import shared_caches

_VAR_DIR = Path(os.environ.get("SHOP_VAR_DIR", Path(__file__).resolve().parent.parent / "var"))

# How many proxies of our own stand in front of Django (nginx: 1). 0 = trust no X-Forwarded-For.
SHOP_TRUSTED_PROXIES = int(os.environ.get("SHOP_TRUSTED_PROXIES", "0"))

# django-axes: every log-in door calls authenticate(), whose first backend counts the attempt.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
    "core.accounts.backends.RoleBackend",  # model permissions (the Django admin's) from the roles
]
AXES_HANDLER = "core.accounts.lockout.ReservingHandler"
AXES_CLIENT_IP_CALLABLE = "core.accounts.client_address.client_ip"
AXES_FAILURE_LIMIT = int(os.environ.get("SHOP_LOGIN_THROTTLE_ATTEMPTS", "5"))  # per phone and address
SHOP_LOGIN_ADDRESS_LIMIT = AXES_FAILURE_LIMIT * 4  # per address across phones: password spraying
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_DISABLE_ACCESS_LOG = True
AXES_VERBOSE = False
# The doors answer a lockout themselves (the API's JSON error, the admin form's error), so axes'
# middleware, which would replace those responses with its own page, is not installed.
SILENCED_SYSTEM_CHECKS = ["axes.W002"]

# Rate limits per client address on the public forms: (requests, window in seconds).
_FORMS_PER_HOUR = int(os.environ.get("SHOP_FORM_RATE_LIMIT", "10"))
SHOP_FORM_RATE_LIMITS = {
    "contact": (_FORMS_PER_HOUR, 3600),
    "newsletter": (_FORMS_PER_HOUR, 3600),
    "bulk": (_FORMS_PER_HOUR, 3600),
    "register": (_FORMS_PER_HOUR, 3600),
    # the password forms (OWASP Forgot Password Cheat Sheet): per client address
    "password_forgot": (min(_FORMS_PER_HOUR, 5) if _FORMS_PER_HOUR <= 10 else _FORMS_PER_HOUR, 900),
    "password_reset": (_FORMS_PER_HOUR, 900),
    "password_change": (min(_FORMS_PER_HOUR, 5) if _FORMS_PER_HOUR <= 10 else _FORMS_PER_HOUR, 900),
    "newsletter_withdraw": (_FORMS_PER_HOUR, 3600),
    "support": (_FORMS_PER_HOUR, 3600),
    # a shared design keeps a picture: a few a minute is a busy captain, more is a script
    "share": (max(30, _FORMS_PER_HOUR), 3600),
}
# Per customer: orders placed (or tried) per minute, counted in the same shared store. A retry with
# the same Idempotency-Key is answered before it is counted.
SHOP_CUSTOMER_RATE_LIMITS = {"order": (int(os.environ.get("SHOP_ORDER_RATE_LIMIT", "10")), 60)}
# Per account: reset e-mails one account may receive, however many addresses ask for them.
SHOP_ACCOUNT_RATE_LIMITS = {"password_reset_email": (3 if _FORMS_PER_HOUR <= 10 else _FORMS_PER_HOUR, 3600)}
# Caches all workers share: on one machine the database (rate limits) and files (sessions), Redis
# (SHOP_REDIS_URL) for several machines. core/settings_cache.py says why.
CACHES = shared_caches(redis_url=os.environ.get("SHOP_REDIS_URL", ""), var_dir=_VAR_DIR)
# Sessions read through the cache, written through to the database: a request's session
# costs a cache read, not a query; a lost cache only costs that query again.
SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
SESSION_CACHE_ALIAS = "sessions"

# HTTPS behind the proxy (docs/deploy.md sets these in production). The proxy's X-Forwarded-Proto
# is believed only when we trust a proxy at all.
SECURE_SSL_REDIRECT = os.environ.get("DJANGO_SECURE_SSL_REDIRECT", "0") == "1"
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_SECURE_HSTS_SECONDS", "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = os.environ.get("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", "1") == "1"
SECURE_HSTS_PRELOAD = os.environ.get("DJANGO_SECURE_HSTS_PRELOAD", "1") == "1"
if SHOP_TRUSTED_PROXIES > 0:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# the health checks the proxy or monitor calls on plain HTTP
SECURE_REDIRECT_EXEMPT = [r"^api/$", r"^api/health/$"]

# Content-Security-Policy (django-csp) on every Django page: the admin, the back office, API docs.
# Scripts and styles come only from this origin; 'unsafe-eval' is for the admin theme's Alpine.js,
# inline styles for the admin and react-admin's runtime CSS.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'self'"],
    }
}
