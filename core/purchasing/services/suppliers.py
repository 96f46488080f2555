"""Suppliers: written with their GSTIN checked (python-stdnum: format, state, check character) and
agreeing with their state, as the purchase order's tax heads depend on that state."""

from django.db import transaction

from core.accounts.models import User
from core.catalogue.models import ProductType
from core.common.email import email_check
from core.common.errors import FieldErrors
from core.common.gstin import gstin_compact, gstin_problem, gstin_state_code
from core.common.phone import REGISTER_PHONE_MESSAGE, is_valid_phone
from core.invoices.states import STATES
from core.purchasing.models import Supplier

BAD_STATE = "Choose the supplier's state."
STATE_MISMATCH = "This GSTIN is registered in another state: a GSTIN starts with its state's code."
BAD_TYPES = "Choose product types from the catalogue."


def _phone(value: str | None, errors: FieldErrors) -> str:
    """The supplier's phone: none, or ten digits as the shop stores every phone (core/common/phone.py)."""
    phone = (value or "").strip()
    if phone and not is_valid_phone(phone):
        errors.add("phone", REGISTER_PHONE_MESSAGE)
    return phone


def _checked(errors: FieldErrors, *, name, gstin, address, state_code, email, phone, product_type_ids):
    fields = {
        "name": errors.required(name, "name")[:120],
        "address": errors.required(address, "address"),
        "phone": _phone(phone, errors),
        "email": email_check(email, errors, required=False),
    }
    number = gstin_compact(errors.required(gstin, "gstin"))
    if number:
        problem = gstin_problem(number)
        if problem:
            errors.add("gstin", problem)
    fields["gstin"] = number
    code = (state_code or "").strip()
    if code not in STATES:
        errors.add("state_code", BAD_STATE)
    elif number and not gstin_problem(number) and gstin_state_code(number) != code:
        errors.add("gstin", STATE_MISMATCH)
    fields["state_code"] = code
    ids = sorted(set(product_type_ids or []))
    types = list(ProductType.objects.filter(pk__in=ids))
    if len(types) != len(ids):
        errors.add("product_type_ids", BAD_TYPES)
    errors.raise_if_any()
    return fields, types


@transaction.atomic
def supplier_create(
    *,
    name: str,
    gstin: str,
    address: str,
    state_code: str,
    email: str = "",
    phone: str = "",
    product_type_ids: list[int] | None = None,
    actor: User | None = None,
) -> Supplier:
    """A new supplier (active)."""
    fields, types = _checked(
        FieldErrors(),
        name=name,
        gstin=gstin,
        address=address,
        state_code=state_code,
        email=email,
        phone=phone,
        product_type_ids=product_type_ids,
    )
    supplier = Supplier.objects.create(**fields)
    supplier.product_types.set(types)
    return supplier


@transaction.atomic
def supplier_update(
    *,
    supplier: Supplier,
    name: str,
    gstin: str,
    address: str,
    state_code: str,
    email: str = "",
    phone: str = "",
    product_type_ids: list[int] | None = None,
    active: bool = True,
    actor: User | None = None,
) -> Supplier:
    """A supplier's details; purchase orders already written keep their tax heads."""
    fields, types = _checked(
        FieldErrors(),
        name=name,
        gstin=gstin,
        address=address,
        state_code=state_code,
        email=email,
        phone=phone,
        product_type_ids=product_type_ids,
    )
    for key, value in fields.items():
        setattr(supplier, key, value)
    supplier.active = bool(active)
    supplier.save()
    supplier.product_types.set(types)
    return supplier
