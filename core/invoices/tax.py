"""The GST split of an order as one pure function: no database, no request. All sums are in paise.

Rules and readings (cite: CGST Act 2017 and the rate notifications named below):
- The shop's prices include GST, so each amount's tax is taken back out of it:
  tax = value x rate / (100 + rate), rounded half up to the paisa; taxable value = value - tax.
- Discounts (promo code, club, UPI) are shown on the invoice, so they reduce the taxable value
  (Section 15(3)(a) CGST Act). They are spread over the lines pro rata to the lines' prices.
- Shipping with the goods is a composite supply taxed as its principal supply, the goods
  (Section 2(30) and Section 8(a) CGST Act). We spread it over the lines pro rata to their value
  after discount, each share at its line's rate, and show one shipping row per rate. (With one rate,
  as nearly every order has, this is the same as "the rate of the goods"; the highest-rate reading of
  Section 8(b) is for mixed supplies, which shipping with goods is not.)
- Same state as the shop: CGST and SGST, each levied at half the rate (Section 9(1) CGST Act and the
  State's SGST Act, rates notified as halves): the half is worked out once, rounded to the paisa, and
  charged twice, so CGST and SGST are always equal on a row; the taxable value is what is left.
  Another state: IGST at the full rate (Section 7(1) and 8(1) IGST Act, Section 5(1) IGST Act).
  CGST + SGST can differ from the IGST of the same row by the rounding of the half (one paisa).
- Every spread uses the largest-remainder method in whole paise, so nothing is lost to rounding:
  the rows add up to goods - discounts + shipping, to the paisa.
- A setup charge (screens, digitising: one-off work to print the order's goods) is also part of a
  composite supply whose principal supply is the printed goods: it is done only to make these goods,
  is not sold on its own and the customer receives nothing but the goods (Section 2(30), 2(90) and
  8(a) CGST Act; its value is the goods' value, Section 15(2)(c)). So it is taxed as the goods,
  never as a separate service at 18%: spread like shipping, pro rata to the goods lines' value after
  discount, each share at its line's rate, one row per charge and rate (`SetupCharge`, SETUP).
  Like shipping, its share is not added to a piece's value when the piece's rate is judged.
- Apparel and made-up textiles are taxed by value per piece: 5% when the sale value (the taxable
  value after discount) of a piece is at most Rs 2,500, 18% above, from 22 Sep 2025 (GST Council's
  56th meeting, 3 Sep 2025; Notification 9/2025-Central Tax (Rate), Schedule I and III, chapters
  61, 62, 63). The piece's value is judged at the lower rate: value / 1.05 <= threshold.
"""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from core.common.money import paise
from core.common.pincode_directory import state_of
from core.invoices.states import state_code

HUNDRED = Decimal(100)


@dataclass(frozen=True)
class TaxRule:
    """The HSN code and rate of a product type; `high_rate` above `threshold` per piece when set."""

    hsn: str
    rate: Decimal
    high_rate: Decimal | None = None
    threshold: Decimal | None = None

    def rate_for(self, piece_paise: int) -> Decimal:
        if self.high_rate is None or self.threshold is None:
            return self.rate
        taxable_at_low_rate = Decimal(piece_paise) * HUNDRED / (HUNDRED + self.rate)
        return self.rate if taxable_at_low_rate <= paise(self.threshold) else self.high_rate


@dataclass(frozen=True)
class SaleLine:
    description: str
    quantity: int
    unit_price: Decimal  # rupees, GST included
    rule: TaxRule
    uqc: str = "PCS"  # the unit of the quantity (CGST Rule 46(g)), a UQC of the GST portal


@dataclass(frozen=True)
class SetupCharge:
    """A one-off charge to print the order's goods (its label, rupees, GST included)."""

    label: str
    amount: Decimal


@dataclass(frozen=True)
class TaxRow:
    """One row of the invoice; money in paise."""

    description: str
    hsn: str
    quantity: int
    unit_price: int
    gross: int
    discount: int
    taxable: int
    rate: Decimal
    cgst: int
    sgst: int
    igst: int
    uqc: str = ""  # the quantity's unit: a UQC of the GST portal; CHARGE_UQC on shipping and setup rows

    @property
    def tax(self) -> int:
        return self.cgst + self.sgst + self.igst

    @property
    def total(self) -> int:
        return self.taxable + self.tax


@dataclass(frozen=True)
class TaxSplit:
    rows: tuple[TaxRow, ...]
    intra_state: bool

    def _sum(self, name: str) -> int:
        return sum(getattr(row, name) for row in self.rows)

    @property
    def taxable(self) -> int:
        return self._sum("taxable")

    @property
    def cgst(self) -> int:
        return self._sum("cgst")

    @property
    def sgst(self) -> int:
        return self._sum("sgst")

    @property
    def igst(self) -> int:
        return self._sum("igst")

    @property
    def discount(self) -> int:
        return self._sum("discount")

    @property
    def total(self) -> int:
        return self._sum("total")


SHIPPING = "Shipping and handling (taxed as the goods it carries)"
# Cash on delivery's fee is charged only with the goods it collects for: like shipping, part
# of their composite supply (Section 2(30), 8(a) CGST Act), so taxed as them and spread like shipping.
COD_FEE = "Cash on delivery fee (taxed as the goods it carries)"
SETUP_MARK = " (part of the printed goods, taxed as them)"
SETUP = "Setup: {label}" + SETUP_MARK
# A shipping or setup row counts no pieces: its quantity (1, the charge) is in the GST portal's UQC
# "OTH-OTHERS" (CGST Rule 46(g): the quantity with its unit or Unique Quantity Code)
CHARGE_UQC = "OTH"


def carries_pieces(description: str) -> bool:
    """Whether an invoice row counts pieces of goods (not the shipping's or a setup charge's row)."""
    return description not in (SHIPPING, COD_FEE) and not description.endswith(SETUP_MARK)


def spread(amount: int, weights: list[int]) -> list[int]:
    """`amount` paise shared by `weights` with the largest-remainder method: the shares add up exactly."""
    if not weights:
        return []
    total = sum(weights)
    if total <= 0:
        weights, total = [1] * len(weights), len(weights)
    shares = [amount * w // total for w in weights]
    order = sorted(range(len(weights)), key=lambda i: (-(amount * weights[i] % total), i))
    for i in order[: amount - sum(shares)]:
        shares[i] += 1
    return shares


def _tax_of(value: int, rate: Decimal, whole_rate: Decimal | None = None) -> int:
    """The tax at `rate` inside `value`, a price that includes GST at `whole_rate` (default `rate`)."""
    whole = rate if whole_rate is None else whole_rate
    return int((Decimal(value) * rate / (HUNDRED + whole)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _row(
    *,
    description: str,
    hsn: str,
    quantity: int,
    unit: int,
    gross: int,
    discount: int,
    rate: Decimal,
    intra_state: bool,
    uqc: str = "",
) -> TaxRow:
    value = gross - discount
    half = _tax_of(value, rate / 2, rate) if intra_state else 0  # CGST = SGST, as levied
    tax = 2 * half if intra_state else _tax_of(value, rate)
    return TaxRow(
        description=description,
        hsn=hsn,
        quantity=quantity,
        unit_price=unit,
        gross=gross,
        discount=discount,
        taxable=value - tax,
        rate=rate,
        cgst=half,
        sgst=half,
        igst=0 if intra_state else tax,
        uqc=uqc,
    )


def _spread_rows(
    description: str,
    amount: int,
    nets: list[int],
    rates: list[Decimal],
    lines: list[SaleLine],
    intra_state: bool,
) -> list[TaxRow]:
    """A charge taxed as the goods it belongs to: shared pro rata to the lines' value, one row per rate
    (its HSN the biggest line's of that rate)."""
    shares = spread(max(amount, 0), nets) if lines else []
    by_rate: dict[Decimal, tuple[int, str, int]] = {}  # rate -> (paise, hsn of the biggest line, its value)
    for share, net, rate, line in zip(shares, nets, rates, lines, strict=True):
        total, hsn, biggest = by_rate.get(rate, (0, line.rule.hsn, net))
        if net > biggest:
            hsn, biggest = line.rule.hsn, net
        by_rate[rate] = (total + share, hsn, biggest)
    return [
        _row(
            description=description,
            hsn=hsn,
            quantity=1,
            unit=total,
            gross=total,
            discount=0,
            rate=rate,
            intra_state=intra_state,
            uqc=CHARGE_UQC,
        )
        for rate, (total, hsn, _) in sorted(by_rate.items())
        if total
    ]


def tax_split(
    *,
    lines: list[SaleLine],
    discount: Decimal,
    shipping: Decimal,
    intra_state: bool,
    setup: tuple[SetupCharge, ...] | list[SetupCharge] = (),
    cod_fee: Decimal = Decimal(0),
) -> TaxSplit:
    """The invoice rows of a sale whose prices include GST. The rows' totals add up to
    sum(lines) - discount + setup + shipping + cod_fee exactly; `discount` is clamped to the goods' value."""
    grosses = [paise(line.unit_price) * line.quantity for line in lines]
    discounts = spread(min(max(paise(discount), 0), sum(grosses)), grosses)
    nets = [g - d for g, d in zip(grosses, discounts, strict=True)]
    rates = [
        line.rule.rate_for(net // line.quantity if line.quantity else net)
        for line, net in zip(lines, nets, strict=True)
    ]
    rows = [
        _row(
            description=line.description,
            hsn=line.rule.hsn,
            quantity=line.quantity,
            unit=paise(line.unit_price),
            gross=gross,
            discount=disc,
            rate=rate,
            intra_state=intra_state,
            uqc=line.uqc,
        )
        for line, gross, disc, rate in zip(lines, grosses, discounts, rates, strict=True)
    ]
    for charge in setup:
        description = SETUP.format(label=charge.label)
        rows += _spread_rows(description, paise(charge.amount), nets, rates, lines, intra_state)
    rows += _spread_rows(SHIPPING, paise(shipping), nets, rates, lines, intra_state)
    rows += _spread_rows(COD_FEE, paise(cod_fee), nets, rates, lines, intra_state)
    return TaxSplit(rows=tuple(rows), intra_state=intra_state)


PLACE_UNKNOWN = (
    "The delivery address's PIN code {pincode} is not in the PIN code directory and its state "
    "'{state}' is not a state: correct the address before the invoice is issued."
)


class PlaceUnknown(ValueError):
    """Neither the PIN code nor the typed state names a state: no invoice may guess one."""


def place_of_supply(*, pin_code: str, state: str) -> str:
    """The GST state code of the place of supply of goods the shop delivers (B2C and B2B alike).

    IGST Act s.10(1)(a): where the supply involves movement of the goods, the place of supply is
    where the movement terminates for delivery to the recipient: the delivery address. That place
    is read from the address's PIN code through India Post's directory (the typed state may be
    misspelt; checkout refuses a state that disagrees with the PIN), the typed state only when the
    PIN is not in the directory (older orders). Never the seller's own state by default: an
    unknown place raises PlaceUnknown. For a registered buyer see docs/decisions.md (s.10(1)(b)):
    the business is the recipient and directs delivery to itself, so the same rule applies.
    """
    code = state_code(state_of(pin_code) or "") or state_code(state)
    if code is None:
        raise PlaceUnknown(PLACE_UNKNOWN.format(pincode=pin_code, state=state))
    return code
