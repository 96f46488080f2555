"""A gift card's life: bought on the storefront (paid by UPI; Accounts marks it paid, as the shop's
UPI orders), or issued in bulk by the owner for a company; e-mailed to its recipient on the chosen
day (a task held back until then); spent at checkout (tender.py); expired unspent after its validity.
Each sale, spend and expiry is one `GiftCardMove` and one addition to the day's liability row. No tax
invoice is issued at a sale: a gift card is not a supply (rules.py: CBIC Circular 243/37/2024-GST)."""

import re
from datetime import date, datetime, time, timedelta
from decimal import Decimal, InvalidOperation

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import ApplicationError, FieldErrors
from core.common.ist import IST, ist_date
from core.common.models import AuditAction
from core.common.money import rupees
from core.common.services import audit_record
from core.jobs.start import start
from core.wallet.emails import gift_card_email
from core.wallet.models import GiftCard, GiftCardMove, GiftCardStatus, GiftMoveKind
from core.wallet.rules import amount_bounds, expiry_for, ist_today, new_code
from core.wallet.services.liability import liability_book

UTR = re.compile(r"^\d{12}$")
SEND_WITHIN_DAYS = 90
NOT_UNPAID = "This gift card is not waiting for payment."


def checked_amount(value: object, errors: FieldErrors, field: str = "amount") -> Decimal:
    low, high = amount_bounds()
    try:
        amount = rupees(str(value))
    except (InvalidOperation, ValueError, TypeError):
        amount = Decimal("-1")
    if not (low <= amount <= high) or amount != amount.to_integral_value():
        errors.add(field, f"Choose a whole amount from Rs {low:.0f} to Rs {high:.0f}.")
    return amount


def card_with_new_code(**fields) -> GiftCard:
    """A card with a fresh code (a clash of two random codes is tried again)."""
    for _ in range(5):
        try:
            with transaction.atomic():
                return GiftCard.objects.create(code=new_code(), **fields)
        except IntegrityError:
            continue
    raise ApplicationError("Could not make a gift card code; please try again.")


@transaction.atomic
def gift_card_buy(
    *,
    buyer: User,
    amount: object,
    recipient_name: str,
    recipient_email: str,
    message: str,
    send_on: date | None,
    upi_reference: str = "",
) -> GiftCard:
    """A customer's gift card, waiting for its UPI payment (never cash on delivery)."""
    errors = FieldErrors()
    value = checked_amount(amount, errors)
    name = (recipient_name or "").strip()
    if not name or len(name) > 120:
        errors.add("recipient_name", "Enter the recipient's name (at most 120 characters).")
    email = (recipient_email or "").strip()
    try:
        validate_email(email)
    except ValidationError:
        errors.add("recipient_email", "Please enter a valid email address.")
    text = (message or "").strip()
    if len(text) > 300:
        errors.add("message", "Keep the message under 300 characters.")
    today = ist_today()
    day = send_on or today
    if not today <= day <= today + timedelta(days=SEND_WITHIN_DAYS):
        errors.add(
            "send_on", f"Choose a day from today to {ist_date(today + timedelta(days=SEND_WITHIN_DAYS))}."
        )
    ref = "".join((upi_reference or "").split())
    if ref and not UTR.match(ref):
        errors.add("upi_reference", "The UPI reference (UTR) is the 12 digits your UPI app shows.")
    errors.raise_if_any()
    return card_with_new_code(
        amount=value,
        balance=value,
        buyer=buyer,
        recipient_name=name,
        recipient_email=email,
        message=text,
        send_on=day,
        upi_reference=ref,
        paid_by="upi",
    )


def _activate(card: GiftCard, *, day: date) -> None:
    card.status = GiftCardStatus.ACTIVE
    card.issued_on = day
    card.expires_on = expiry_for(day)
    card.save(update_fields=["status", "issued_on", "expires_on"])
    GiftCardMove.objects.create(card=card, kind=GiftMoveKind.SOLD, amount=card.amount, day=day)
    liability_book(day=day, kind=GiftMoveKind.SOLD, amount=card.amount)


@transaction.atomic
def gift_card_mark_paid(*, card: GiftCard, actor: User) -> GiftCard:
    """Accounts saw the card's UPI payment: it is sold now, and its e-mail goes on its day."""
    locked = GiftCard.objects.select_for_update().get(pk=card.pk)
    if locked.status != GiftCardStatus.UNPAID:
        raise FieldErrors.single("status", NOT_UNPAID)
    if locked.batch_id:
        raise FieldErrors.single("status", "A company's card is paid with its batch.")
    _activate(locked, day=ist_today())
    audit_record(
        actor=actor,
        action=AuditAction.GIFT_CARDS,
        target=f"Gift card {locked.pk}",
        after=f"paid Rs {locked.amount}",
    )
    send_at = None
    if locked.send_on and locked.send_on > locked.issued_on:
        send_at = datetime.combine(locked.send_on, time(9, 0), tzinfo=IST)
    start("core.wallet.tasks.gift_card_deliver", run_after=send_at, card_id=locked.pk)
    return locked


@transaction.atomic
def gift_card_deliver(*, card_id: int) -> bool:
    """E-mail the card to its recipient, once, on or after its day; False when there is nothing to send."""
    card = GiftCard.objects.select_for_update().filter(pk=card_id).first()
    if card is None or card.sent_at or card.status != GiftCardStatus.ACTIVE or not card.recipient_email:
        return False
    if card.send_on and card.send_on > ist_today():  # early (a worker's clock): held back again
        start(
            "core.wallet.tasks.gift_card_deliver",
            run_after=datetime.combine(card.send_on, time(9, 0), tzinfo=IST),
            card_id=card.pk,
        )
        return False
    gift_card_email(card=card)
    card.sent_at = timezone.now()
    card.save(update_fields=["sent_at"])
    return True


@transaction.atomic
def gift_card_expire(*, card: GiftCard) -> Decimal:
    """A card past its last day: its unspent balance expires (the day after its last), once."""
    locked = GiftCard.objects.select_for_update().get(pk=card.pk)
    if (
        locked.status != GiftCardStatus.ACTIVE
        or locked.expires_on is None
        or locked.expires_on >= ist_today()
    ):
        return Decimal("0.00")
    left = locked.balance
    day = locked.expires_on + timedelta(days=1)
    locked.status = GiftCardStatus.EXPIRED
    locked.balance = Decimal("0.00")
    locked.save(update_fields=["status", "balance"])
    if left > 0:
        GiftCardMove.objects.create(card=locked, kind=GiftMoveKind.EXPIRED, amount=left, day=day)
        liability_book(day=day, kind=GiftMoveKind.EXPIRED, amount=left)
    return left


def gift_cards_expire(*, limit: int = 1000) -> int:
    """Expire the cards whose last day has passed, a chunk at a time (the index on status, expires_on)."""
    due = GiftCard.objects.filter(status=GiftCardStatus.ACTIVE, expires_on__lt=ist_today()).order_by(
        "expires_on"
    )
    cards = list(due[:limit])
    for card in cards:
        gift_card_expire(card=card)
    return len(cards)
