"""Writes for the kept bag: the customer's browser saves it here (its lines checked against the
catalogue), an order from the bag clears it (an order follower), and the one reminder for a bag
left SHOP_BAG_REMINDER_HOURS (24 by default), only for a customer who consents to marketing e-mail
(Digital Personal Data Protection Act, 2023, s.6: consent to that purpose; s.6(6): none once it
is withdrawn). The reminder is claimed by a conditional UPDATE on the bag (reminded_at still
empty), so two runs at once, on any number of servers, record it once; the consent's row is
locked first, so a withdrawal at the same moment either comes first (no e-mail) or waits."""

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.bags.emails import reminder_email
from core.bags.models import SavedBag
from core.catalogue.models import CatalogueItem
from core.common.chunks import in_chunks
from core.common.errors import ApplicationError
from core.consent.selectors import consent_allows
from core.consent.services import MARKETING_EMAIL
from core.orders.models import Order

MAX_LINES = 50
MAX_QUANTITY = 99
NOT_IN_CATALOGUE = "An item in your bag is no longer sold. Please remove it."
BAD_LINE = "Each line needs an item, a size and a quantity from 1 to 99."


def _clean(lines: list[dict]) -> list[dict]:
    if len(lines) > MAX_LINES:
        raise ApplicationError(f"A bag holds at most {MAX_LINES} lines.", errors={"lines": [BAD_LINE]})
    merged: dict[tuple[int, str], int] = {}
    for line in lines:
        item_id, quantity = line.get("item_id"), line.get("quantity")
        size = str(line.get("size") or "").strip()
        if not (isinstance(item_id, int) and size and isinstance(quantity, int) and 0 < quantity <= 99):
            raise ApplicationError(BAD_LINE, errors={"lines": [BAD_LINE]})
        key = (item_id, size)
        merged[key] = min(MAX_QUANTITY, merged.get(key, 0) + quantity)
    known = set(
        CatalogueItem.objects.filter(pk__in={k[0] for k in merged}, active=True).values_list("pk", flat=True)
    )
    if any(item_id not in known for item_id, _ in merged):
        raise ApplicationError(NOT_IN_CATALOGUE, errors={"lines": [NOT_IN_CATALOGUE]})
    return [{"item_id": i, "size": s, "quantity": q} for (i, s), q in merged.items()]


@transaction.atomic
def bag_save(*, user: User, lines: list[dict]) -> SavedBag:
    """Keep the customer's bag as their browser has it; the same lines again change nothing (the
    clock of the reminder runs from the last real change). An emptied bag may be reminded anew."""
    lines = _clean(lines)
    bag, _ = SavedBag.objects.select_for_update().get_or_create(user=user)
    if bag.lines == lines:
        return bag
    bag.lines, bag.pieces, bag.changed_at = lines, sum(ln["quantity"] for ln in lines), timezone.now()
    if not lines:
        bag.reminded_at = None
    bag.save()
    return bag


def _ordered_since(bag: SavedBag) -> bool:
    """An order from the bag (catalogue lines) placed since its last change: no reminder after it.
    Asked here, by the periodic job, so the checkout's path costs not one statement more."""
    return Order.objects.filter(
        customer_id=bag.user_id, created_at__gte=bag.changed_at, lines__catalogue_item__isnull=False
    ).exists()


def _remind(bag_pk: int, *, now: datetime, cutoff: datetime) -> bool:
    with transaction.atomic():
        bag = SavedBag.objects.select_related("user").filter(pk=bag_pk).first()
        if bag is None or not consent_allows(email=bag.user.email, purpose=MARKETING_EMAIL, lock=True):
            return False
        if _ordered_since(bag):
            return False
        claimed = SavedBag.objects.filter(
            pk=bag_pk, reminded_at__isnull=True, pieces__gt=0, changed_at__lte=cutoff
        ).update(reminded_at=now)
        if not claimed:
            return False
        bag.reminded_at = now
        reminder_email(bag=bag)
        return True


def bag_reminders_send(*, now: datetime | None = None) -> int:
    """Record the reminders now due (each bag once, ever, until it is emptied); answers how many."""
    now = now or timezone.now()
    cutoff = now - timedelta(hours=settings.SHOP_BAG_REMINDER_HOURS)
    due = SavedBag.objects.filter(reminded_at__isnull=True, pieces__gt=0, changed_at__lte=cutoff).order_by(
        "changed_at"
    )
    return sum(_remind(bag.pk, now=now, cutoff=cutoff) for bag in in_chunks(due.only("pk"), 500))
