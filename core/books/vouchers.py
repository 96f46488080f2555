"""The vouchers of the Tally file as one pure builder: no database. Amounts are whole paise in
Tally's sign: a debit negative, a credit positive, so each voucher's entries add up to zero.

Double entry, as an accountant posts these documents:
- Sales (a tax invoice): the party is debited the invoice value; each GST rate's sales ledger is
  credited its taxable value and each output tax ledger (CGST/SGST or IGST per rate) its tax
  (CGST Act s.9, IGST Act s.5); what the rows leave of the invoice value goes to round-off.
- Credit note (CGST Act s.34): the same ledgers the other way round.
- Receipt: the bank (or the gateway's clearing account, or couriers' COD remittances) is debited,
  the party credited.
- Purchase (a supplier's tax invoice received against a purchase order): each rate's purchase ledger
  and input tax ledger debited (the input tax credit, CGST Act s.16), the supplier credited.
"""

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from core.books.ledgers import HEADS, Ledgers

SALES, CREDIT, RECEIPT, PURCHASE = "Sales", "Credit Note", "Receipt", "Purchase"


@dataclass
class Voucher:
    kind: str  # Tally's voucher type: SALES, CREDIT, RECEIPT or PURCHASE
    number: str
    day: date
    party: str
    narration: str = ""
    reference: str = ""  # the supplier's invoice number on a purchase
    entries: dict[str, int] = field(default_factory=dict)  # ledger -> paise, debit negative

    def post(self, ledger: str, amount: int) -> None:
        self.entries[ledger] = self.entries.get(ledger, 0) + amount

    @property
    def empty(self) -> bool:
        """Nothing to post (a free order's invoice of zero): Tally gets no voucher."""
        return not any(self.entries.values())

    @property
    def balance(self) -> int:
        return sum(self.entries.values())

    def lines(self) -> list[tuple[str, int]]:
        """The party first (Tally reads it as the voucher's party ledger), then the others; a ledger
        whose amounts cancel out is left out."""
        party = (self.party, self.entries.get(self.party, 0))
        rest = [(name, amount) for name, amount in self.entries.items() if name != self.party and amount]
        return [party, *rest]


def _rows_by_rate(rows: Iterable[dict]) -> dict[Decimal, dict[str, int]]:
    out: dict[Decimal, dict[str, int]] = {}
    for row in rows:
        sums = out.setdefault(Decimal(row["rate"]), dict.fromkeys(("taxable", *HEADS), 0))
        for name in sums:
            sums[name] += int(row[name])
    return out


def sale_voucher(*, doc, party: str, day: date, names: Ledgers) -> Voucher:
    """A tax invoice (Sales) or a credit note (Credit Note) from GSTR-1's Document (core.gst.tables)."""
    credit = doc.kind != "invoice"
    sign = -1 if credit else 1  # a credit note reverses the invoice's entries
    narration = f"Against {doc.credited_number}" if credit and doc.credited_number else ""
    voucher = Voucher(CREDIT if credit else SALES, doc.number, day, party, narration=narration)
    voucher.post(party, -sign * doc.total)
    posted = 0
    for rate, sums in sorted(_rows_by_rate(doc.rows).items()):
        voucher.post(names.sales(rate), sign * sums["taxable"])
        posted += sums["taxable"]
        for head in HEADS:
            if sums[head]:
                voucher.post(names.output(head, rate), sign * sums[head])
                posted += sums[head]
    if doc.total != posted:
        voucher.post(names.name("round_off"), sign * (doc.total - posted))
    return voucher


@dataclass(frozen=True)
class Bought:
    """A supplier's tax invoice received against a purchase order, per GST rate (paise)."""

    number: str  # the purchase order and the supplier's invoice, as the voucher's number
    supplier_invoice: str
    day: date
    party: str
    total: int
    by_rate: dict[Decimal, dict[str, int]]


def purchase_voucher(*, bought: Bought, names: Ledgers) -> Voucher:
    voucher = Voucher(PURCHASE, bought.number, bought.day, bought.party, reference=bought.supplier_invoice)
    voucher.post(bought.party, bought.total)
    posted = 0
    for rate, sums in sorted(bought.by_rate.items()):
        voucher.post(names.purchase(rate), -sums["taxable"])
        posted += sums["taxable"]
        for head in HEADS:
            if sums[head]:
                voucher.post(names.input(head, rate), -sums[head])
                posted += sums[head]
    if bought.total != posted:
        voucher.post(names.name("round_off"), -(bought.total - posted))
    return voucher


@dataclass(frozen=True)
class MoneyIn:
    """Money received for an order: into `ledger` (a key of the ledger names: bank, gateway, cod)."""

    number: str
    day: date
    party: str
    amount: int  # paise
    ledger: str
    narration: str = ""


def receipt_voucher(*, money: MoneyIn, names: Ledgers) -> Voucher:
    voucher = Voucher(RECEIPT, money.number, money.day, money.party, narration=money.narration)
    voucher.post(money.party, money.amount)
    voucher.post(names.name(money.ledger), -money.amount)
    return voucher
