"""A company's gift cards issued in bulk by the owner: made with their codes (the sheet: sheet.py) and
waiting for the company's payment; Accounts marks the batch paid, and every card is sold that IST day
(one move each, one addition to the day's liability) and spendable until the batch's expiry, never
less than the law's year from that day (rules.py: the RBI's PPI directions). No e-mails: the company
hands the codes to its staff. No tax invoice: a gift card is not a supply (CBIC Circular 243/37/2024-GST)."""

from datetime import date

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.common.ist import ist_date
from core.common.models import AuditAction
from core.common.services import audit_record
from core.wallet.models import GiftCard, GiftCardBatch, GiftCardMove, GiftCardStatus, GiftMoveKind
from core.wallet.rules import expiry_for, ist_today
from core.wallet.services.giftcards import card_with_new_code, checked_amount
from core.wallet.services.liability import liability_book

MAX_BATCH = 1000
LONGEST_DAYS = 3 * 366  # a batch's chosen expiry: at most about three years ahead


def _count(value: object, errors: FieldErrors) -> int:
    try:
        many = int(str(value))
    except ValueError:
        many = 0
    if not 1 <= many <= MAX_BATCH:
        errors.add("count", f"Issue from 1 to {MAX_BATCH} cards at once.")
    return many


def _expiry(value: date | None, errors: FieldErrors) -> date | None:
    """The chosen last day: at least the law's year from today (a later payment moves it on, below)."""
    if value is None:
        return None
    shortest = expiry_for(ist_today())
    if value < shortest:
        words = f"A gift card is valid at least a year: choose {ist_date(shortest)} or later."
        errors.add("expires_on", words)
    elif (value - ist_today()).days > LONGEST_DAYS:
        errors.add("expires_on", "Choose an expiry within three years.")
    return value


@transaction.atomic
def gift_cards_issue(
    *,
    actor: User,
    company: str,
    count: object,
    amount: object,
    reference: str = "",
    buyer: str = "",
    buyer_email: str = "",
    expires_on: date | None = None,
) -> GiftCardBatch:
    """The owner's cards for a company: `count` codes of `amount` each, waiting for its payment."""
    errors = FieldErrors()
    value = checked_amount(amount, errors)
    name = (company or "").strip()
    if not name or len(name) > 120:
        errors.add("company", "Enter the company's name (at most 120 characters).")
    many = _count(count, errors)
    ref = (reference or "").strip()
    if len(ref) > 60:
        errors.add("reference", "Keep the reference under 60 characters.")
    who = (buyer or "").strip()
    if len(who) > 120:
        errors.add("buyer", "Keep the buyer's name under 120 characters.")
    email = (buyer_email or "").strip()
    if email:
        try:
            validate_email(email)
        except ValidationError:
            errors.add("buyer_email", "Please enter a valid email address.")
    last_day = _expiry(expires_on, errors)
    errors.raise_if_any()
    batch = GiftCardBatch.objects.create(
        company=name, count=many, amount=value, reference=ref, buyer=who, buyer_email=email,
        expires_on=last_day, created_by=actor,
    )  # fmt: skip
    for _ in range(many):
        card_with_new_code(amount=value, balance=value, batch=batch, recipient_name=name, paid_by="company")
    audit_record(
        actor=actor,
        action=AuditAction.GIFT_CARDS,
        target=f"Gift cards for {name}"[:200],
        after=f"{many} x Rs {value} for {who or 'no buyer named'}, waiting for payment",
    )
    return batch


@transaction.atomic
def gift_card_batch_mark_paid(*, batch: GiftCardBatch, actor: User, reference: str = "") -> GiftCardBatch:
    """The company paid: every card of the batch is sold today and spendable until its last day."""
    locked = GiftCardBatch.objects.select_for_update().get(pk=batch.pk)
    if locked.paid_at is not None:
        raise FieldErrors.single("status", "This batch is already marked paid.")
    ref = (reference or "").strip() or locked.reference
    if len(ref) > 60:
        raise FieldErrors.single("reference", "Keep the reference under 60 characters.")
    today = ist_today()
    last_day = max(locked.expires_on or today, expiry_for(today))  # never under the law's year
    cards = GiftCard.objects.filter(batch=locked, status=GiftCardStatus.UNPAID)
    ids = list(cards.values_list("pk", flat=True))
    cards.update(status=GiftCardStatus.ACTIVE, issued_on=today, expires_on=last_day)
    GiftCardMove.objects.bulk_create(
        GiftCardMove(card_id=pk, kind=GiftMoveKind.SOLD, amount=locked.amount, day=today) for pk in ids
    )
    if ids:
        liability_book(day=today, kind=GiftMoveKind.SOLD, amount=locked.amount * len(ids))
    locked.paid_at = timezone.now()
    locked.reference = ref
    locked.expires_on = last_day
    locked.save(update_fields=["paid_at", "reference", "expires_on"])
    audit_record(
        actor=actor,
        action=AuditAction.GIFT_CARDS,
        target=f"Gift cards for {locked.company}, batch {locked.pk}"[:200],
        before="waiting for payment",
        after=f"paid: {len(ids)} x Rs {locked.amount} ({ref or 'no reference'})",
    )
    return locked
