"""How a refund of an order paid partly by gift card or store credit is shared out between its tenders
and the money (UPI, the gateway, cash on delivery), in paise. Pure: no database.

The rule chosen: pro rata over what each tender has not yet had back. Every rupee of the order was paid
by its tenders in the same proportion, so the returned pieces were too; each tender gets back its share,
the last paisa to the largest remainders (ties: in the order given, the money first), so the parts add
up to the refund exactly and no tender ever gets back more than it paid, over any number of refunds.
Refunding the tendered part first would keep the customer's cash; refunding the money first would turn
a gift card into cash, which a gift PPI never is (RBI Master Directions on PPIs, 2021, "Gift PPIs":
no cash-out). The order's last refund gives every tender back exactly what it has left.
"""

from collections.abc import Mapping


def refund_split(refund: int, left: Mapping[str, int]) -> dict[str, int]:
    """`refund` paise shared out over `left` (each tender's paise not yet refunded, money first),
    pro rata, largest remainders; a refund larger than everything left is a mistake (ValueError)."""
    if refund < 0 or any(v < 0 for v in left.values()):
        raise ValueError("negative paise")
    total = sum(left.values())
    if refund > total:
        raise ValueError(f"refund {refund} > {total} left")
    if refund == 0:
        return dict.fromkeys(left, 0)
    parts = {key: refund * value // total for key, value in left.items()}
    remainders = sorted(
        left, key=lambda key: -(refund * left[key] % total)
    )  # stable: ties keep the given order
    for key in remainders[: refund - sum(parts.values())]:
        parts[key] += 1
    return parts
