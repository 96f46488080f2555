"""Reads of the seller's pages: the owner's text, and the facts the law asks every page to show,
read from the one place each is kept (E-Commerce Rules 2020, rules 4 and 7): the seller and the
grievance officer from the invoice settings, returns from the returns settings, delivery from the
delivery settings, payments from the money rules."""

from typing import Any

from django.conf import settings

from core.catalogue.selectors import money_rules
from core.common.errors import NotFound
from core.common.languages import in_language
from core.invoices.models import InvoiceSettings
from core.invoices.seed_values import GRIEVANCE_OFFICER, SELLER
from core.invoices.states import STATES
from core.pages.models import SellerPage
from core.pincodes.models import DeliverySettings
from core.returns.selectors import return_policy

STUDIO_READING = "Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days"
PRODUCT_READING = "1-3 days in metros and 3-5 days in other cities"
ACK_HOURS, RESOLVE_DAYS = 48, 30  # rule 4(5): forty-eight hours; one month


def pages() -> list[SellerPage]:
    return list(SellerPage.objects.order_by("position", "slug"))


def page_get(*, slug: str) -> SellerPage:
    page = SellerPage.objects.filter(slug=slug).first()
    if page is None:
        raise NotFound("No such page.")
    return page


def _names(raw: str) -> list[str]:
    return [name.strip() for name in raw.split(",") if name.strip()]


def _seller() -> dict[str, Any]:
    row = InvoiceSettings.objects.order_by("pk").first()
    values = {**SELLER, **GRIEVANCE_OFFICER, "care_hours": ""}
    if row is not None:
        values = {name: getattr(row, name) for name in values}
    return values


def seller_facts() -> dict[str, Any]:
    s = _seller()
    rules = money_rules()
    policy = return_policy()
    delivery = DeliverySettings.current()
    return {
        "seller": {
            "legal_name": s["legal_name"],
            "trade_name": s["trade_name"],
            "address": s["address"],
            "state": STATES.get(s["state_code"], ""),
            "gstin": s["gstin"],
            "care_phone": s["phone"],
            "care_email": s["email"],
            "care_hours": s["care_hours"],
        },
        "grievance_officer": {
            "name": s["officer_name"],
            "designation": s["officer_designation"],
            "phone": s["officer_phone"],
            "email": s["officer_email"],
            "address": s["address"],
            "ack_hours": ACK_HOURS,
            "resolve_days": RESOLVE_DAYS,
        },
        "returns": {
            "window_days": policy.window_days,
            "free_return_shipping": policy.free_return_shipping,
            "custom_prints_returnable": policy.custom_prints_returnable,
            "reasons": [{"code": r.code, "label": r.label} for r in policy.reasons],
        },
        "shipping": {
            "fast_cities": _names(delivery.fast_cities),
            "metro_cities": _names(delivery.metro_cities),
            "studio_reading": STUDIO_READING,
            "product_page_reading": PRODUCT_READING,
            "shipping_fee": rules.shipping_fee,
            "free_shipping_over": rules.free_shipping_over,
        },
        "payments": {
            "methods": ["UPI", "Cash on delivery"],
            "cod_below": rules.cod_below,
            "online_discount_percent": rules.online_discount_percent,
            "online_discount_below": rules.online_discount_below,
            "upi_id": settings.SHOP_UPI_ID or None,
        },
    }


def page_with_facts(*, slug: str, language: str) -> dict[str, Any]:
    """The page in `language`: its Hindi title and Markdown where written, else the English (each alone)."""
    page = page_get(slug=slug)
    return {
        "slug": page.slug,
        "title": in_language(page, "title", language),
        "markdown": in_language(page, "markdown", language),
        "updated_at": page.updated_at,
        "facts": seller_facts(),
    }
