"""GST on a purchase of blanks, as the buyer's input tax: one pure function, no database. Sums in paise.

- A supplier quotes its rate a piece without GST (a B2B tax invoice shows the taxable value and the
  tax on top, CGST Rule 46(i)-(l)): taxable value = quantity x rate; tax = taxable value x GST rate.
- Which heads: the goods move from the supplier to the shop, so the place of supply is the shop's
  address (IGST Act s.10(1)(a): where the movement terminates). A supplier in the shop's own state
  makes an intra-state supply (IGST Act s.8(1)): CGST and SGST, each half the rate, the half worked out
  once and charged twice. A supplier in another state makes an inter-state supply (IGST Act s.7(1)):
  IGST at the full rate.
- The rate of a product type is the invoices' rule (core/invoices, `ProductTaxRule`); apparel taxed
  by value takes the low rate when the piece's value is at most the limit (Notification 9/2025-Central
  Tax (Rate): "sale value not exceeding Rs 2,500 per piece"), here the supplier's rate a piece.
- A delivery received in parts: each part's tax is the tax on everything received so far less the tax
  on what was received before, so the parts of a line always add up to the line's tax to the paisa
  (the purchase register equals the purchase orders).
"""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from core.common.money import from_paise, paise

HUNDRED = Decimal(100)


@dataclass(frozen=True)
class Heads:
    """Taxable value and tax heads, in paise."""

    taxable: int = 0
    cgst: int = 0
    sgst: int = 0
    igst: int = 0

    @property
    def total(self) -> int:
        return self.taxable + self.cgst + self.sgst + self.igst

    def __add__(self, other: "Heads") -> "Heads":
        return Heads(*(a + b for a, b in zip(self.astuple(), other.astuple(), strict=True)))

    def __sub__(self, other: "Heads") -> "Heads":
        return Heads(*(a - b for a, b in zip(self.astuple(), other.astuple(), strict=True)))

    def astuple(self) -> tuple[int, int, int, int]:
        return (self.taxable, self.cgst, self.sgst, self.igst)

    def in_rupees(self) -> dict[str, Decimal]:
        """taxable, cgst, sgst, igst as Decimal rupees (the models' columns)."""
        names = ("taxable", "cgst", "sgst", "igst")
        return {name: from_paise(value) for name, value in zip(names, self.astuple(), strict=True)}


def _round(value: Decimal) -> int:
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def line_heads(*, quantity: int, rate: Decimal, gst_rate: Decimal, intra_state: bool) -> Heads:
    """The taxable value and tax of `quantity` pieces at `rate` rupees a piece, GST extra."""
    taxable = quantity * paise(rate)
    if intra_state:
        half = _round(Decimal(taxable) * gst_rate / 2 / HUNDRED)
        return Heads(taxable=taxable, cgst=half, sgst=half)
    return Heads(taxable=taxable, igst=_round(Decimal(taxable) * gst_rate / HUNDRED))


def part_heads(*, before: int, now: int, rate: Decimal, gst_rate: Decimal, intra_state: bool) -> Heads:
    """The heads of `now` pieces received after `before` pieces of the same line (see above)."""
    args = {"rate": rate, "gst_rate": gst_rate, "intra_state": intra_state}
    return line_heads(quantity=before + now, **args) - line_heads(quantity=before, **args)


def gst_rate_for(*, rate: Decimal, low: Decimal, high: Decimal | None, threshold: Decimal | None) -> Decimal:
    """The GST rate of a piece bought at `rate`: `high` above `threshold` when the type is taxed by value."""
    if high is None or threshold is None:
        return low
    return low if rate <= threshold else high
