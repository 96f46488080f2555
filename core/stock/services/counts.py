"""Blank items and their counts: receiving (purchase orders call `stock_receive`), adjusting with a
reason, the items themselves with their low-stock thresholds, and the opening stock's count."""

from django.db import IntegrityError, transaction

from core.accounts.models import User
from core.catalogue.models import Colour
from core.common.errors import ApplicationError, FieldErrors
from core.stock.models import AdjustReason, BlankItem, MovementKind, StockSettings
from core.stock.selectors import stock_settings
from core.stock.services.movements import locked_items, movement_write, set_low
from core.stock.services.orders import serve_waiting

MAX_QUANTITY = 100_000
BAD_QUANTITY = f"Enter a whole number of pieces from 1 to {MAX_QUANTITY:,}."
BAD_DELTA = f"Enter how many pieces to add (say 5) or take off (say -5), at most {MAX_QUANTITY:,}."
BAD_REASON = "Choose a reason: count, damage or misprint."
DUPLICATE = "This blank is already listed: change its row instead."


def _locked(item: BlankItem) -> BlankItem:
    return locked_items([item.pk])[item.pk]


def _whole(value, *, message: str, name: str, signed: bool = False) -> int:
    """A whole number of pieces, 1 to MAX_QUANTITY (either sign when `signed`)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= abs(value) <= MAX_QUANTITY:
        raise FieldErrors.single(name, message)
    if value < 0 and not signed:
        raise FieldErrors.single(name, message)
    return value


@transaction.atomic
def stock_receive(*, item: BlankItem, quantity: int, actor: User | None, reference: str) -> BlankItem:
    """Blanks arrived (a purchase order, a delivery): on hand goes up by `quantity`, then the orders
    waiting for this blank are reserved, oldest first. `reference` says from where (a PO number)."""
    quantity = _whole(quantity, message=BAD_QUANTITY, name="quantity")
    locked = _locked(item)
    movement_write(
        locked, MovementKind.RECEIVE, on_hand=quantity, actor=actor, reference=(reference or "").strip()[:80]
    )
    serve_waiting([locked], actor)
    locked.refresh_from_db()
    return locked


def _adjust_check(item: BlankItem, delta: int, allow_negative: bool) -> None:
    if allow_negative or delta > 0:
        return
    if item.on_hand + delta < 0:
        raise FieldErrors.single("delta", f"Only {item.on_hand} on hand: you can take off at most that.")
    if item.on_hand + delta < item.reserved:
        free = max(item.available, 0)
        raise FieldErrors.single(
            "delta",
            f"{item.reserved} on hand are reserved for confirmed orders; you can take off at most {free}. "
            "Print or cancel those orders first, or allow negative stock in the stock settings.",
        )


@transaction.atomic
def stock_adjust(
    *, item: BlankItem, delta: int, reason: str, actor: User | None, reference: str = ""
) -> BlankItem:
    """Correct on hand by `delta` (a count, damage, a misprint): the reason is required. Taking off
    more than is free (on hand less reserved) is refused unless the shop allows negative stock;
    adding serves the waiting orders."""
    errors = FieldErrors()
    if reason not in AdjustReason.values:
        errors.add("reason", BAD_REASON)
    try:
        delta = _whole(delta, message=BAD_DELTA, name="delta", signed=True)
    except ApplicationError as exc:
        errors.absorb(exc, "delta")
    errors.raise_if_any()
    locked = _locked(item)
    _adjust_check(locked, delta, stock_settings().allow_negative)
    movement_write(
        locked,
        MovementKind.ADJUST,
        on_hand=delta,
        actor=actor,
        reason=reason,
        reference=(reference or "").strip()[:80],
    )
    if delta > 0:
        serve_waiting([locked], actor)
        locked.refresh_from_db()
    return locked


@transaction.atomic
def blank_item_save(*, item: BlankItem) -> BlankItem:
    """A new item (counts zero) or an item's name, colour and threshold, as the Django admin's form or
    the back office checked them; counts change only through movements."""
    if item.pk:
        current = _locked(item)
        item.on_hand, item.reserved = current.on_hand, current.reserved
    if not item.colour_hex:  # the palette's swatch for a colour it names
        item.colour_hex = (
            Colour.objects.filter(name__iexact=item.colour).values_list("hex", flat=True).first() or ""
        )
    set_low(item)
    try:
        with transaction.atomic():
            item.save()
    except IntegrityError:
        raise FieldErrors.single("size", DUPLICATE) from None
    return item


@transaction.atomic
def blank_item_count_set(*, item: BlankItem, counted: int, actor: User | None, reference: str) -> BlankItem:
    """The opening stock (a spreadsheet row): save the item, then make its on hand `counted` with one
    "count" adjustment of the difference."""
    if isinstance(counted, bool) or not isinstance(counted, int) or not 0 <= counted <= MAX_QUANTITY:
        raise FieldErrors.single("on_hand", f"On hand must be a whole number from 0 to {MAX_QUANTITY:,}.")
    item.on_hand = 0 if item.pk is None else item.on_hand
    blank_item_save(item=item)
    delta = counted - _locked(item).on_hand
    if delta:
        return stock_adjust(
            item=item, delta=delta, reason=AdjustReason.COUNT, actor=actor, reference=reference
        )
    return item


@transaction.atomic
def stock_settings_save(*, settings: StockSettings) -> StockSettings:
    settings.save()
    return settings
