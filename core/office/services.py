"""Writes the back office needs beyond the shop's own services.

Order status and payment changes are NOT here: they go through core.orders.services so every
change leaves a history row. Testimonials are created by core.content.services.
"""

from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction

from core.accounts import services as account_services
from core.accounts.models import User
from core.accounts.superusers import superuser_change_check
from core.catalogue.models import HEX_VALIDATOR, CatalogueItem, ProductType, Size
from core.common.errors import ApplicationError
from core.content import services as content_services
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial

REQUIRED = "This field is required."


def _fail(errors: dict[str, list[str]], message: str = "Please check the highlighted fields.") -> None:
    if errors:
        first = next(iter(errors.values()))[0]
        raise ApplicationError(first if len(errors) == 1 else message, errors=errors)


def _text(value: str | None, name: str, errors: dict[str, list[str]]) -> str:
    cleaned = (value or "").strip()
    if not cleaned:
        errors.setdefault(name, []).append(REQUIRED)
    return cleaned


def _price(value: Decimal | None, name: str, errors: dict[str, list[str]]) -> Decimal:
    if value is None or value < 0:
        errors.setdefault(name, []).append("Enter a price of 0 or more.")
        return Decimal("0")
    return value


# --- customers and admins ------------------------------------------------------------------------


@transaction.atomic
def customer_update(
    *, customer: User, name: str, email: str, is_active: bool, address: dict[str, str] | None = None
) -> User:
    errors: dict[str, list[str]] = {}
    name = _text(name, "name", errors)
    email = (email or "").strip()
    if email:
        try:
            validate_email(email)
        except ValidationError:
            errors.setdefault("email", []).append("Enter a valid email address.")
    _fail(errors)
    if address is not None and any((address.get(k) or "") != getattr(customer, k) for k in address):
        account_services.address_update(user=customer, **address)
    customer.name, customer.email, customer.is_active = name, email, is_active
    customer.save(update_fields=["name", "email", "is_active"])
    return customer


@transaction.atomic
def admin_update(*, actor: User, admin: User, name: str, is_active: bool) -> User:
    superuser_change_check(actor=actor, target=admin, is_active=is_active)
    errors: dict[str, list[str]] = {}
    name = _text(name, "name", errors)
    if admin.pk == actor.pk and not is_active:
        errors.setdefault("is_active", []).append("You cannot switch off your own account.")
    _fail(errors)
    admin.name, admin.is_active = name, is_active
    admin.save(update_fields=["name", "is_active"])
    return admin


# --- testimonials --------------------------------------------------------------------------------


@transaction.atomic
def testimonial_update(
    *, testimonial: Testimonial, name: str, message: str, approved: bool, photo: str | None = None
) -> Testimonial:
    errors: dict[str, list[str]] = {}
    testimonial.name = _text(name, "name", errors)
    testimonial.message = _text(message, "message", errors)
    _fail(errors)
    testimonial.approved = approved
    if photo:
        old = testimonial.photo.name
        filename, content = content_services.testimonial_photo(photo)
        testimonial.photo.save(filename, content, save=False)
        transaction.on_commit(lambda: testimonial.photo.storage.delete(old) if old else None)
    testimonial.save()
    return testimonial


@transaction.atomic
def testimonial_delete(*, testimonial: Testimonial) -> None:
    name = testimonial.photo.name
    storage = testimonial.photo.storage
    testimonial.delete()
    if name:
        transaction.on_commit(lambda: storage.delete(name))


# --- catalogue -----------------------------------------------------------------------------------


def _item_fields(data: dict, errors: dict[str, list[str]]) -> dict:
    fields = {
        "name": _text(data.get("name"), "name", errors),
        "description": _text(data.get("description"), "description", errors),
        "colour_name": _text(data.get("colour_name"), "colour_name", errors),
        "colour_hex": (data.get("colour_hex") or "").strip(),
        "price": _price(data.get("price"), "price", errors),
        "old_price": _price(data.get("old_price"), "old_price", errors),
        "active": bool(data.get("active", True)),
        "position": int(data.get("position") or 0),
        "images": [str(i).strip() for i in (data.get("images") or []) if str(i).strip()],
    }
    try:
        HEX_VALIDATOR(fields["colour_hex"])
    except ValidationError:
        errors.setdefault("colour_hex", []).append("Enter a colour as #RRGGBB.")
    product_type = ProductType.objects.filter(pk=data.get("product_type_id")).first()
    if product_type is None:
        errors.setdefault("product_type_id", []).append("Choose a product type.")
    fields["product_type"] = product_type
    return fields


def _sizes(codes: list[str] | None, errors: dict[str, list[str]]) -> list[Size]:
    codes = list(dict.fromkeys(codes or []))
    sizes = list(Size.objects.filter(code__in=codes))
    unknown = set(codes) - {s.code for s in sizes}
    if unknown:
        errors.setdefault("sizes", []).append(f"Unknown sizes: {', '.join(sorted(unknown))}.")
    return sizes


@transaction.atomic
def catalogue_item_create(*, data: dict) -> CatalogueItem:
    errors: dict[str, list[str]] = {}
    fields = _item_fields(data, errors)
    sizes = _sizes(data.get("sizes"), errors)
    _fail(errors)
    item = CatalogueItem.objects.create(**fields)
    item.sizes.set(sizes)
    return item


@transaction.atomic
def catalogue_item_update(*, item: CatalogueItem, data: dict) -> CatalogueItem:
    errors: dict[str, list[str]] = {}
    fields = _item_fields(data, errors)
    sizes = _sizes(data.get("sizes"), errors)
    _fail(errors)
    for name, value in fields.items():
        setattr(item, name, value)
    item.save()
    item.sizes.set(sizes)
    return item


@transaction.atomic
def catalogue_item_delete(*, item: CatalogueItem) -> None:
    item.delete()


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
) -> ProductType:
    errors: dict[str, list[str]] = {}
    name = _text(name, "name", errors)
    base_price = _price(base_price, "base_price", errors)
    if name and ProductType.objects.exclude(pk=product_type.pk).filter(name__iexact=name).exists():
        errors.setdefault("name", []).append("Another product type has this name.")
    sleeves = {s.name: s for s in product_type.sleeves.all()}
    for sleeve_name, price in (sleeve_prices or {}).items():
        if sleeve_name not in sleeves:
            errors.setdefault("sleeves", []).append(f"Unknown sleeve: {sleeve_name}.")
        elif price is None or price < 0:
            errors.setdefault("sleeves", []).append("Enter a price of 0 or more.")
    _fail(errors)
    product_type.name, product_type.base_price = name, base_price
    product_type.customisable, product_type.has_sizes = customisable, has_sizes
    product_type.description, product_type.position = (description or "").strip(), position
    product_type.save()
    for sleeve_name, price in (sleeve_prices or {}).items():
        sleeve = sleeves[sleeve_name]
        if sleeve.price != price:
            sleeve.price = price
            sleeve.save(update_fields=["price"])
    return product_type


# --- messages from the site ----------------------------------------------------------------------


def contact_message_set_handled(*, message: ContactMessage, handled: bool) -> ContactMessage:
    message.handled = handled
    message.save(update_fields=["handled"])
    return message


def contact_message_delete(*, message: ContactMessage) -> None:
    message.delete()


def bulk_enquiry_set_handled(*, enquiry: BulkEnquiry, handled: bool) -> BulkEnquiry:
    enquiry.handled = handled
    enquiry.save(update_fields=["handled"])
    return enquiry


def bulk_enquiry_delete(*, enquiry: BulkEnquiry) -> None:
    enquiry.delete()


def newsletter_signup_delete(*, signup: NewsletterSignup) -> None:
    signup.delete()
