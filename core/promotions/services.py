"""Writing the promotions: the owner's vouchers (one code or a batch) and offers, and each voucher's
use, counted once per order in the placing transaction (`voucher_use_follow`)."""

import secrets
from decimal import Decimal

from django.conf import settings
from django.db import transaction
from django.db.models import F, Q

from core.catalogue.models import ProductType
from core.catalogue.selectors import money_rules
from core.common.errors import FieldErrors
from core.common.ist import IST
from core.common.models import AuditAction
from core.common.services import audit_record
from core.orders.placing.pricing import CLUB_CODE
from core.promotions.models import Offer, OfferKind, Voucher, VoucherKind, VoucherUse
from core.promotions.selectors import FIRST_ORDER_ONLY, USED_UP, first_order, per_customer_refusal

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud by an influencer
RANDOM_PART = 8


def _types(ids: list[int], errors: FieldErrors, field: str = "product_type_ids") -> list[ProductType]:
    found = list(ProductType.objects.filter(pk__in=set(ids)))
    if len(found) != len(set(ids)):
        errors.add(field, "Choose product types the shop sells.")
    return found


FIRST_YEAR, LAST_YEAR = 2020, 2100


def _dates(fields: dict, errors: FieldErrors) -> None:
    """Start and end as instants: a time typed without a zone is India's (IST); the end after the start."""
    for name in ("starts_at", "ends_at"):
        value = fields.get(name)
        if value is None:
            continue
        if not FIRST_YEAR <= value.year <= LAST_YEAR:
            errors.add(name, f"Choose a date between {FIRST_YEAR} and {LAST_YEAR}.")
            fields[name] = None
        elif value.tzinfo is None:
            fields[name] = value.replace(tzinfo=IST)
    starts, ends = fields.get("starts_at"), fields.get("ends_at")
    if starts and ends and ends <= starts:
        errors.add("ends_at", "The end must come after the start.")


def _check_rules(rules: dict, errors: FieldErrors) -> None:
    value = rules.get("value", Decimal(0))
    if value <= 0:
        errors.add("value", "Enter what the voucher takes off: more than 0.")
    elif rules.get("kind") == VoucherKind.PERCENT and value > 100:
        errors.add("value", "A percent off is at most 100.")
    _dates(rules, errors)


def _reserved(code: str) -> bool:
    return code in {money_rules().promo_code.upper(), CLUB_CODE}


def _codes(prefix: str, count: int) -> list[str]:
    """`count` new codes: the prefix and random letters, none already a voucher's."""
    made: set[str] = set()
    while len(made) < count:
        want = {prefix + "".join(secrets.choice(ALPHABET) for _ in range(RANDOM_PART)) for _ in range(count)}
        taken = set(Voucher.objects.filter(code__in=want).values_list("code", flat=True))
        made |= want - taken
    return sorted(made)[:count]


@transaction.atomic
def vouchers_make(
    *, actor, code: str = "", count: int = 1, prefix: str = "", batch: str = "", product_type_ids=(), **rules
) -> tuple[str, list[Voucher]]:
    """One voucher with the owner's `code`, or `count` vouchers with random codes after `prefix`
    (a campaign's, an influencer's), all with the same rules; the batch's name is what the sheet of
    codes is downloaded by. Audited."""
    errors = FieldErrors()
    code, prefix = code.strip().upper(), prefix.strip().upper()
    _check_rules(rules, errors)
    types = _types(list(product_type_ids), errors)
    if count > settings.PROMOTIONS_MAX_BATCH:
        errors.add("count", f"Make at most {settings.PROMOTIONS_MAX_BATCH} codes at once.")
    if code and count != 1:
        errors.add("count", "A code you type is one voucher; leave it empty to make many.")
    if code and (_reserved(code) or Voucher.objects.filter(code=code).exists()):
        errors.add("code", f"{code} is already a code of the shop.")
    if not code and count == 1 and not prefix:
        errors.add("code", "Type the code, or a prefix and how many codes to make.")
    errors.raise_if_any()
    codes = [code] if code else _codes(prefix, count)
    batch = batch.strip() or (code or f"{prefix or 'CODES'}-{len(codes)}")
    made = Voucher.objects.bulk_create([Voucher(code=c, batch=batch, **rules) for c in codes])
    if types:
        through = Voucher.product_types.through
        through.objects.bulk_create(
            [through(voucher_id=v.pk, producttype_id=t.pk) for v in made for t in types]
        )
    audit_record(
        actor=actor, action=AuditAction.MONEY_RULES, target=f"vouchers {batch}", after=f"{len(codes)} codes"
    )
    return batch, made


@transaction.atomic
def voucher_update(*, actor, voucher: Voucher, product_type_ids=(), **rules) -> Voucher:
    errors = FieldErrors()
    _check_rules(rules, errors)
    types = _types(list(product_type_ids), errors)
    errors.raise_if_any()
    before = f"{voucher.kind} {voucher.value} active={voucher.active}"
    for name, value in rules.items():
        setattr(voucher, name, value)
    voucher.save(update_fields=[*rules])
    voucher.product_types.set(types)
    audit_record(
        actor=actor,
        action=AuditAction.MONEY_RULES,
        target=f"voucher {voucher.code}",
        before=before,
        after=f"{voucher.kind} {voucher.value} active={voucher.active}",
    )
    return voucher


def voucher_use_follow(change) -> None:
    """settings.ORDER_FOLLOWERS: a placed order's voucher counted once, in the placing transaction.

    The conditional UPDATE takes the voucher's row lock and adds the use only while uses are left,
    so two orders racing for the last use (PostgreSQL, READ COMMITTED) are served one after the
    other: the second re-reads the row after the first commits, finds none left, and its whole order
    is refused (rolled back) with the reason. The per-customer count is read after the lock, so it
    sees the same customer's other order once that committed; so is "a first order only": of two
    first orders racing with the code, the second finds the first (committed) and is refused."""
    if change.kind != "placed" or not change.order.discount_code:
        return
    order = change.order
    voucher = (
        Voucher.objects.filter(code=order.discount_code)
        .only("pk", "code", "max_uses_per_customer", "first_order_only")
        .first()
    )
    if voucher is None:  # FEST15, the club's: the money rules', not counted
        return
    took = (
        Voucher.objects.filter(pk=voucher.pk)
        .filter(Q(max_uses=0) | Q(uses__lt=F("max_uses")))
        .update(uses=F("uses") + 1)
    )
    if not took:
        raise FieldErrors.single("code", USED_UP.format(code=voucher.code))
    if voucher.first_order_only and not first_order(order.customer_id, besides=order.pk):
        raise FieldErrors.single("code", FIRST_ORDER_ONLY.format(code=voucher.code))
    limit = voucher.max_uses_per_customer
    if limit and VoucherUse.objects.filter(voucher=voucher, customer_id=order.customer_id).count() >= limit:
        raise FieldErrors.single("code", per_customer_refusal(voucher))
    VoucherUse.objects.create(voucher=voucher, order=order, customer_id=order.customer_id)


def _check_offer(fields: dict, errors: FieldErrors) -> None:
    kind = fields.get("kind")
    if not (fields.get("name") or "").strip():
        errors.add("name", "Name the offer as the bag shows it.")
    if kind == OfferKind.BUY_N and (fields.get("quantity", 0) < 2 or fields.get("percent", 0) <= 0):
        errors.add("quantity", "Buy N needs N of 2 or more and a percent off the cheapest (100: free).")
    if kind == OfferKind.FESTIVAL and fields.get("percent", 0) <= 0:
        errors.add("percent", "Enter the festival's percent off.")
    if kind == OfferKind.FREE_SHIPPING and fields.get("min_order", 0) <= 0:
        errors.add("min_order", "Enter the value free shipping starts from.")
    _dates(fields, errors)


@transaction.atomic
def offer_save(*, actor, offer: Offer | None = None, product_type_ids=(), **fields) -> Offer:
    """Make or change an automatic offer (audited)."""
    errors = FieldErrors()
    _check_offer(fields, errors)
    types = _types(list(product_type_ids), errors)
    errors.raise_if_any()
    fields["name"] = fields["name"].strip()
    offer = offer or Offer()
    for name, value in fields.items():
        setattr(offer, name, value)
    offer.save()
    offer.product_types.set(types)
    audit_record(actor=actor, action=AuditAction.MONEY_RULES, target=f"offer {offer.name}", after=offer.kind)
    return offer
