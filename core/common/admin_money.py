"""Rupee amounts as support staff read them: Indian digit grouping (1,23,456.00)."""

from decimal import Decimal

from core.common.money import paise


def indian_grouping(whole: int) -> str:
    digits = str(abs(whole))
    if len(digits) > 3:
        head, tail = digits[:-3], digits[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        digits = ",".join(groups + [tail])
    return ("-" if whole < 0 else "") + digits


def inr(amount: Decimal | int | str | None) -> str:
    """'₹1,23,456.50'; an empty amount shows as a dash."""
    if amount is None or amount == "":
        return "-"
    value = paise(amount)
    whole, part = divmod(abs(value), 100)
    sign = "-" if value < 0 else ""
    return f"{sign}₹{indian_grouping(whole)}.{part:02d}"
