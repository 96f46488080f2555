"""Credit notes for part of an invoice (a sales return), as pure functions on the invoice's stored
rows; money in paise. No database here.

CGST Act s.34(1): when goods supplied are returned, the supplier may issue a credit note for the
taxable value and tax of what came back; CGST Rule 53(1A) lists what it must show (among them the
number and date of the invoice it is against). The credit note takes each returned row's share of
that row's total (what the customer paid for it, discount included), and splits it into taxable value
and tax in the same proportion as the invoice's row, to the paisa. CGST and SGST halve the tax as on
the invoice: the half (the row's CGST in proportion) is worked out once and charged twice, so CGST and
SGST are equal (core/invoices/tax.py); inter-state, IGST is all of the tax.
"""

from dataclasses import dataclass

from core.invoices.tax import spread

MONEY = ("gross", "discount", "taxable", "cgst", "sgst", "igst", "total")


@dataclass(frozen=True)
class Part:
    """`paise` of invoice row `row` (its position), for `quantity` pieces (1 for shipping)."""

    row: int
    quantity: int
    paise: int


def line_share(*, row_total: int, line_quantity: int, returned_before: int, quantity: int) -> int:
    """What `quantity` more pieces of a line are worth when `returned_before` already came back:
    the difference of two floors, so all returns of a line add up to at most its total."""
    after = row_total * (returned_before + quantity) // line_quantity
    before = row_total * returned_before // line_quantity
    return after - before


def shipping_parts(rows: list[dict], line_rows: int, goods_paise: int) -> list[Part]:
    """The shipping rows' share for returned goods worth `goods_paise` of the lines' total (only
    when the return was the shop's fault): each shipping row pro rata, rounded down."""
    lines_total = sum(row["total"] for row in rows[:line_rows])
    if lines_total <= 0 or goods_paise <= 0:
        return []
    parts = []
    for i, row in enumerate(rows[line_rows:], start=line_rows):
        share = row["total"] * min(goods_paise, lines_total) // lines_total
        if share > 0:
            parts.append(Part(row=i, quantity=1, paise=share))
    return parts


def scale_parts(parts: list[Part], amount: int) -> list[Part]:
    """The parts lowered to `amount` in all (the team may refund less than the most), each in
    proportion, by the largest remainder: they add up to `amount` exactly."""
    total = sum(p.paise for p in parts)
    if amount >= total:
        return parts
    shares = spread(amount, [p.paise for p in parts])
    return [Part(row=p.row, quantity=p.quantity, paise=s) for p, s in zip(parts, shares, strict=True) if s]


def _scaled(value: int, part: int, whole: int) -> int:
    """value x part / whole, rounded half up, in whole paise."""
    return (2 * value * part + whole) // (2 * whole) if whole else 0


def credit_row(row: dict, part: Part, *, intra_state: bool) -> dict:
    """One credit-note row: `part.paise` of the invoice row, split as the row is."""
    total = part.paise
    half = _scaled(row["cgst"], total, row["total"]) if intra_state else 0
    taxable = total - 2 * half if intra_state else _scaled(row["taxable"], total, row["total"])
    tax = total - taxable
    gross = _scaled(row["gross"], total, row["total"])
    return {
        **row,
        "row": part.row,
        "quantity": part.quantity,
        "gross": gross,
        "discount": gross - total,
        "taxable": taxable,
        "cgst": half,
        "sgst": half,
        "igst": 0 if intra_state else tax,
        "total": total,
    }


def remaining_rows(rows: list[dict], credited: list[list[dict]]) -> list[dict]:
    """The invoice's rows less what earlier credit notes (sales returns) took from each: what a
    cancellation still has to credit. Rows with nothing left are dropped."""
    left = [dict(row) for row in rows]
    for note in credited:
        for part in note:
            target = left[part["row"]]
            for name in MONEY:
                target[name] -= part[name]
            if part["row"] < len(rows) and part["quantity"] and target["quantity"] > 1:
                target["quantity"] = max(target["quantity"] - part["quantity"], 0)
    return [{**row, "row": i} for i, row in enumerate(left) if row["total"] > 0]


def sums(rows: list[dict]) -> dict[str, int]:
    return {name: sum(row[name] for row in rows) for name in MONEY}
