"""The shop's JSON API: one NinjaAPI, one router per domain, one error shape."""

import logging

from django.http import HttpRequest, HttpResponse
from ninja import Router
from ninja.errors import AuthenticationError, HttpError, ValidationError

from core.accounts.api import router as accounts_router
from core.catalogue.api import router as catalogue_router
from core.common.errors import CHECK_FIELDS, ApplicationError, FieldErrors, schema_error_message
from core.common.input_errors import bad_input_message, too_large
from core.common.json_input import TOO_DEEP, JsonTooDeep, ShopParser
from core.common.openapi import ShopNinjaAPI
from core.common.renderers import ORJSONRenderer
from core.content.api import router as content_router
from core.couriers.api import router as couriers_router
from core.error_codes import code_of, codes_of
from core.invoices.api import router as invoices_router
from core.jobs.api import router as health_router
from core.office.api import router as office_router
from core.orders.api import router as orders_router
from core.payments.api import orders_router as gateway_orders_router
from core.payments.api import router as gateway_router
from core.pincodes.api import router as pincodes_router
from core.proofs.api import router as proofs_router
from core.receivables.api import router as payments_router
from core.returns.api import orders_router as returns_orders_router
from core.returns.api import router as returns_router
from core.reviews.api import router as reviews_router
from core.teams.api import router as teams_router
from core.tracking.api import router as tracking_router
from core.wallet.api import router as wallet_router

log = logging.getLogger(__name__)

api = ShopNinjaAPI(
    title="Rangrez shop API",
    version="1.0.0",
    description="The custom merchandise shop's API. Sessions and CSRF: see docs/api.md.",
    docs_url="/docs",
    openapi_url="/openapi.json",
    renderer=ORJSONRenderer(),
    parser=ShopParser(),  # JSON bodies with a depth bound
)


def _error(request: HttpRequest, message: str, status: int, errors: dict | None = None) -> HttpResponse:
    """The one error body; `code` and `codes` name the messages for the storefront's translations."""
    errors = errors or {}
    body = {"message": message, "code": code_of(message), "errors": errors, "codes": codes_of(errors)}
    return api.create_response(request, body, status=status)


@api.exception_handler(ApplicationError)
def application_error(request: HttpRequest, exc: ApplicationError) -> HttpResponse:
    return _error(request, exc.message, int(exc.status), exc.errors)


def _field_name(loc: tuple) -> str:
    parts = [str(p) for p in loc if p not in ("body", "payload", "query", "path", "form", "file")]
    return ".".join(parts) or "body"


@api.exception_handler(ValidationError)
def validation_error(request: HttpRequest, exc: ValidationError) -> HttpResponse:
    """What django-ninja's schemas refuse (wrong types, bad JSON), in the one error body."""
    errors = FieldErrors()
    for err in exc.errors:
        errors.add(_field_name(tuple(err.get("loc", ()))), schema_error_message(err))
    if list(errors.by_field) == ["body"]:
        return _error(request, "The request is not valid JSON.", 400, errors.by_field)
    return _error(request, CHECK_FIELDS, 400, errors.by_field)


@api.exception_handler(AuthenticationError)
def authentication_error(request: HttpRequest, exc: AuthenticationError) -> HttpResponse:
    return _error(request, "Please log in first.", 401)


@api.exception_handler(HttpError)
def http_error(request: HttpRequest, exc: HttpError) -> HttpResponse:
    message = str(exc)
    if isinstance(exc.__cause__, JsonTooDeep):
        return _error(request, TOO_DEEP, exc.status_code, {"body": [TOO_DEEP]})
    if message.startswith("Cannot parse request body"):
        message = "The request body is not valid JSON."
    return _error(request, message, exc.status_code)


@api.exception_handler(Exception)
def unexpected_error(request: HttpRequest, exc: Exception) -> HttpResponse:
    if (message := bad_input_message(exc)) is not None:
        return _error(request, message, 400)
    if (message := too_large(exc)) is not None:
        return _error(request, message, 413)
    log.exception("Unexpected error on %s %s", request.method, request.path)
    return _error(request, "Something went wrong on our side. Please try again.", 500)


api.add_router("/", accounts_router)
api.add_router("/", orders_router)
api.add_router("/", content_router)
api.add_router("/", invoices_router)
api.add_router("/catalogue/", catalogue_router)
api.add_router("/pincodes/", pincodes_router)
api.add_router("/returns/", returns_router)
api.add_router("/reviews/", reviews_router)
api.add_router("/", teams_router)  # a team's names and numbers: its sheet and its order
api.add_router("/orders/", tracking_router)
api.add_router("/orders/", returns_orders_router)
api.add_router("/orders/", proofs_router)  # a business order's proofs, for its customer
api.add_router("/orders/", payments_router)  # a business order's advance and balance, for its customer
api.add_router("/orders/", gateway_orders_router)  # paying an order online through the gateway
api.add_router("/payments/", gateway_router)  # the payment gateway's signed webhooks
api.add_router("/wallet/", wallet_router)  # gift cards and store credit, for the customer
api.add_router("/couriers/", couriers_router)  # the couriers' status pushes (their tokens)
api.add_router("/office/", office_router)  # every app's office.py: core/office/api.py
api.add_router("/", health_router)
# passwords, tickets, the seller's pages, the customer's data, business quotes, the studio: one router,
# in the order the OpenAPI document was published in
PUBLIC_ROUTERS = (
    "core.passwords.api.router",
    "core.support.api.router",
    "core.pages.api.router",
    "core.privacy.api.router",
    "core.quotes.api.router",
    "core.studio.api.router",  # the studio's shelf, shared designs
    "core.promotions.api.router",  # the automatic offers running now (the banner)
    "core.stores.api.router",  # campaign stores: the page, a buyer's order, the organiser's statement
    "core.ndr.api.router",  # a failed delivery: the customer's answer by link, the tracking page's summary
    "core.consent.api.router",  # the consent notice, consent given and withdrawn
    "core.bags.api.router",  # the logged-in customer's kept bag, the reminder's link
)
public_router = Router()
for dotted in PUBLIC_ROUTERS:
    public_router.add_router("", dotted)
api.add_router("/", public_router)
