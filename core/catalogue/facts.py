"""The Details and Features tabs: a product type's facts, and an item's with each blank fact taken
from its product type (so the team fills in an item only where it differs)."""

from core.catalogue.models import ORIGIN_INDIA, CatalogueItem, ProductType

DETAIL_FIELDS = ("material", "gsm", "fit", "print_method", "care", "country_of_origin")
FACT_FIELDS = (*DETAIL_FIELDS, "features")


def _given(value) -> bool:
    return value not in (None, "", [])


def type_details(product_type: ProductType) -> dict:
    details = {name: getattr(product_type, name) for name in DETAIL_FIELDS}
    details["country_of_origin"] = details["country_of_origin"] or ORIGIN_INDIA
    return details


def item_details(item: CatalogueItem) -> dict:
    """The item's own facts, its product type's where the item leaves one blank."""
    fallback = type_details(item.product_type)
    return {
        name: getattr(item, name) if _given(getattr(item, name)) else fallback[name] for name in DETAIL_FIELDS
    }


def item_features(item: CatalogueItem) -> list[str]:
    return list(item.features or item.product_type.features or [])


def clean_features(value) -> list[str]:
    """Lines of text, stripped, blanks dropped (a textarea's lines or a JSON list)."""
    if isinstance(value, str):
        value = value.splitlines()
    return [str(line).strip() for line in (value or []) if str(line).strip()]
