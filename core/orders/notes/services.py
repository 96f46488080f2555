"""Writes for the internal notes on an order."""

from django.db import transaction

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.orders.models import Order
from core.orders.notes.models import NOTE_MAX, OrderNote

EMPTY = "Write the note first."
TOO_LONG = f"A note has at most {NOTE_MAX} characters."


@transaction.atomic
def order_note_create(*, order: Order, author: User, text: str) -> OrderNote:
    text = (text or "").strip()
    if not text:
        raise FieldErrors.single("text", EMPTY)
    if len(text) > NOTE_MAX:
        raise FieldErrors.single("text", TOO_LONG)
    return OrderNote.objects.create(order=order, author=author, text=text)
