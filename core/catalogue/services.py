"""Writes for the catalogue: ready-made items, product types and their sleeve prices, and (for the
Django admin and the spreadsheet import) every other catalogue row as its form validated it."""

from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import models, transaction

from core.catalogue.facts import DETAIL_FIELDS, clean_features
from core.catalogue.models import (
    HEX_VALIDATOR,
    ORIGIN_INDIA,
    CatalogueItem,
    PriceBreak,
    ProductType,
    SetupCharge,
    Size,
)
from core.catalogue.tiers import Tier, ordered, tier_problems
from core.common.errors import FieldErrors
from core.common.models import AuditAction
from core.common.money import rupees
from core.common.services import audit_record

BAD_PRICE = "Enter a price of 0 or more."


def _price(value: Decimal | None, name: str, errors: FieldErrors) -> Decimal:
    if value is None or value < 0:
        errors.add(name, BAD_PRICE)
        return Decimal("0")
    return value


def _facts(data: dict, errors: FieldErrors, *, origin_default: str) -> dict:
    """The Details and Features tabs' fields; each may be blank (an item's then shows its
    product type's). The country of origin is never blank on a product type (E-Commerce Rules 2020)."""
    facts = {name: str(data.get(name) or "").strip() for name in DETAIL_FIELDS if name != "gsm"}
    facts["country_of_origin"] = facts["country_of_origin"] or origin_default
    gsm = data.get("gsm")
    if gsm in (None, ""):
        facts["gsm"] = None
    elif not isinstance(gsm, int) or isinstance(gsm, bool) or not 1 <= gsm <= 2000:
        errors.add("gsm", "Enter the GSM as a whole number from 1 to 2000, or leave it blank.")
    else:
        facts["gsm"] = gsm
    features = clean_features(data.get("features"))
    if len(features) > 12 or any(len(line) > 160 for line in features):
        errors.add("features", "Give at most 12 features of at most 160 characters each.")
    facts["features"] = features
    return facts


def hindi_words(data: dict) -> dict:
    """The Hindi name and description; blank: the shop shows the English."""
    return {f"{name}_hi": (data.get(f"{name}_hi") or "").strip() for name in ("name", "description")}


def _item_fields(data: dict, errors: FieldErrors) -> dict:
    fields = {
        "name": errors.required(data.get("name"), "name"),
        "description": errors.required(data.get("description"), "description"),
        "colour_name": errors.required(data.get("colour_name"), "colour_name"),
        "colour_hex": (data.get("colour_hex") or "").strip(),
        "price": _price(data.get("price"), "price", errors),
        "old_price": _price(data.get("old_price"), "old_price", errors),
        "active": bool(data.get("active", True)),
        "position": int(data.get("position") or 0),
        "images": [str(i).strip() for i in (data.get("images") or []) if str(i).strip()],
        **_facts(data, errors, origin_default=""),
        **hindi_words(data),
    }
    try:
        HEX_VALIDATOR(fields["colour_hex"])
    except ValidationError:
        errors.add("colour_hex", "Enter a colour as #RRGGBB.")
    product_type = ProductType.objects.filter(pk=data.get("product_type_id")).first()
    if product_type is None:
        errors.add("product_type_id", "Choose a product type.")
    fields["product_type"] = product_type
    return fields


def _sizes(codes: list[str] | None, errors: FieldErrors) -> list[Size]:
    codes = list(dict.fromkeys(codes or []))
    sizes = list(Size.objects.filter(code__in=codes))
    unknown = set(codes) - {s.code for s in sizes}
    if unknown:
        errors.add("sizes", f"Unknown sizes: {', '.join(sorted(unknown))}.")
    return sizes


@transaction.atomic
def catalogue_item_save(*, item: CatalogueItem | None = None, data: dict, actor=None) -> CatalogueItem:
    """Create (no `item`) or update a ready-made item from the back office's fields; sizes are codes.
    A new price is kept in the audit trail with `actor`."""
    old_price = item.price if item is not None else None
    errors = FieldErrors()
    fields = _item_fields(data, errors)
    sizes = _sizes(data.get("sizes"), errors)
    errors.raise_if_any()
    item = item or CatalogueItem()
    for name, value in fields.items():
        setattr(item, name, value)
    item.save()
    item.sizes.set(sizes)
    if old_price != item.price:
        audit_record(
            actor=actor,
            action=AuditAction.PRICE,
            target=f"Item: {item.name}",
            before=old_price or "",
            after=item.price,
        )
    return item


@transaction.atomic
def product_type_update(
    *,
    product_type: ProductType,
    name: str,
    base_price: Decimal | None,
    customisable: bool,
    has_sizes: bool,
    description: str,
    position: int,
    sleeve_prices: dict[str, Decimal] | None = None,
    facts: dict | None = None,
    hindi: dict | None = None,
    actor=None,
) -> ProductType:
    """A product type from the back office; a new base or sleeve price is kept in the audit trail."""
    old_price = product_type.base_price
    errors = FieldErrors()
    name = errors.required(name, "name")
    base_price = _price(base_price, "base_price", errors)
    if name and ProductType.objects.exclude(pk=product_type.pk).filter(name__iexact=name).exists():
        errors.add("name", "Another product type has this name.")
    words = hindi_words(hindi) if hindi is not None else {}
    sleeves = {s.name: s for s in product_type.sleeves.all()}
    for sleeve_name, price in (sleeve_prices or {}).items():
        if sleeve_name not in sleeves:
            errors.add("sleeves", f"Unknown sleeve: {sleeve_name}.")
        elif price is None or price < 0:
            errors.add("sleeves", BAD_PRICE)
    new_facts = _facts(facts, errors, origin_default=ORIGIN_INDIA) if facts is not None else {}
    errors.raise_if_any()
    for fact, value in {**new_facts, **words}.items():
        setattr(product_type, fact, value)
    product_type.name, product_type.base_price = name, base_price
    product_type.customisable, product_type.has_sizes = customisable, has_sizes
    product_type.description, product_type.position = (description or "").strip(), position
    product_type.save()
    target = f"Product type: {product_type.name}"
    if old_price != base_price:
        audit_record(actor=actor, action=AuditAction.PRICE, target=target, before=old_price, after=base_price)
    for sleeve_name, price in (sleeve_prices or {}).items():
        sleeve = sleeves[sleeve_name]
        if sleeve.price != price:
            audit_record(
                actor=actor,
                action=AuditAction.PRICE,
                target=f"{target}, {sleeve_name}",
                before=sleeve.price,
                after=price,
            )
            sleeve.price = price
            sleeve.save(update_fields=["price"])
    return product_type


@transaction.atomic
def hindi_blanks_fill(*, item_descriptions: dict[int, str], types: dict[str, tuple[str, str]]) -> None:
    """Writes Hindi where the team has written none yet (a demo shop's first words): items' descriptions by
    id, product types' (name, description) by slug, '' for one to leave; what is written stays."""
    for pk, words in item_descriptions.items():
        CatalogueItem.objects.filter(pk=pk, description_hi="").update(description_hi=words)
    for slug, (name, words) in types.items():
        if words:
            ProductType.objects.filter(slug=slug, description_hi="").update(description_hi=words)
        if name:
            ProductType.objects.filter(slug=slug, name_hi="").update(name_hi=name)


@transaction.atomic
def catalogue_entry_save(*, entry: models.Model, force_insert: bool = False) -> models.Model:
    """Any catalogue row (product type, sleeve, item, colour, size, brand, the money rules) as the
    Django admin's form or a spreadsheet import row has validated it with the model's validators."""
    entry.save(force_insert=force_insert)
    return entry


@transaction.atomic
def catalogue_entry_delete(*, entry: models.Model) -> None:
    """Any catalogue row; an item still on orders is unlinked from them, a product type is protected."""
    entry.delete()


MAX_TIERS, MAX_SETUP = 12, 8
BAD_SETUP = "Each setup charge must be more than ₹0."


def _tiers(rows: list[dict], errors: FieldErrors) -> list[Tier]:
    if len(rows) > MAX_TIERS:
        errors.add("tiers", f"At most {MAX_TIERS} tiers.")
    tiers = [
        Tier(r["min_quantity"], r.get("max_quantity"), rupees(r["one_side"]), rupees(r["both_sides"]))
        for r in rows
    ]
    for _, message in tier_problems(tiers):
        errors.add("tiers", message)
    return ordered(tiers)


def _setup(rows: list[dict], errors: FieldErrors) -> list[tuple[str, Decimal]]:
    if len(rows) > MAX_SETUP:
        errors.add("setup", f"At most {MAX_SETUP} setup charges.")
    charges: list[tuple[str, Decimal]] = []
    for row in rows:
        label, amount = (row.get("label") or "").strip(), rupees(row["amount"])
        if not label or len(label) > 80:
            errors.add("setup", "Name each setup charge in at most 80 characters.")
        elif label.lower() in {c.lower() for c, _ in charges}:
            errors.add("setup", f"The setup charge {label} is listed twice.")
        if amount <= 0:
            errors.add("setup", f"The setup charge {label} must be more than ₹0." if label else BAD_SETUP)
        charges.append((label, amount))
    return charges


def _table_text(tiers, charges) -> str:
    rows = [f"{t.label}: {t.one_side}/{t.both_sides}" for t in tiers]
    return "; ".join(rows + [f"{label} {amount}" for label, amount in charges])


@transaction.atomic
def price_breaks_set(*, product_type: ProductType, tiers: list[dict], setup: list[dict], actor=None) -> None:
    """Replace a product type's bulk table: its quantity tiers ({min_quantity, max_quantity or None,
    one_side, both_sides}) and setup charges ({label, amount}). The whole table is checked first
    (core/catalogue/tiers.py); an empty one means no breaks. The change is kept in the audit trail."""
    errors = FieldErrors()
    new_tiers, charges = _tiers(tiers, errors), _setup(setup, errors)
    errors.raise_if_any()
    locked = ProductType.objects.select_for_update().get(pk=product_type.pk)
    old_tiers = [b.tier for b in locked.price_breaks.all()]
    old_charges = [(c.label, c.amount) for c in locked.setup_charges.all()]
    locked.price_breaks.all().delete()
    locked.setup_charges.all().delete()
    PriceBreak.objects.bulk_create(
        PriceBreak(
            product_type=locked,
            min_quantity=t.min_quantity,
            max_quantity=t.max_quantity,
            one_side=t.one_side,
            both_sides=t.both_sides,
        )
        for t in new_tiers
    )
    SetupCharge.objects.bulk_create(
        SetupCharge(product_type=locked, label=label, amount=amount, position=i)
        for i, (label, amount) in enumerate(charges)
    )
    before, after = _table_text(old_tiers, old_charges), _table_text(new_tiers, charges)
    if before != after:
        target = f"Price breaks: {locked.name}"
        audit_record(actor=actor, action=AuditAction.PRICE, target=target, before=before, after=after)
