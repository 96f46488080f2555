"""GSTR-1's tables from the issued invoices and credit notes, as one pure builder: no database.

Every amount is whole paise, as the documents store their rows; rupees only at the edges (files).
Rules (CGST Act 2017, Section 37; CGST Rules 2017, Rule 59(4)):
- Table 5 (`b2cl`), Rule 59(4)(b)(i): invoice-wise, inter-State supplies to unregistered persons whose
  invoice value is above the threshold: Rs 1 lakh since 1 Aug 2024 (Notification 12/2024-CT, which
  lowered it from Rs 2.5 lakh), a setting. The shop sells only to unregistered buyers (no GSTIN is
  asked), so every invoice is B2C.
- Table 7 (`b2cs`), Rule 59(4)(b)(ii): the rest (all intra-State, and inter-State up to the
  threshold), consolidated per place of supply and rate. Credit notes on those invoices are netted
  here, in the period they are issued (the portal takes Table 7 net of them).
- Table 9B (`cdnur`): credit notes on B2CL invoices, note by note (Section 34 CGST Act).
- Table 12 (HSN summary, B2C tab since the portal's Phase-III, May 2025): per HSN, rate and unit,
  quantity and values, net of credit notes; 4 or 6 digits by the previous year's turnover
  (Notification 78/2020-CT), a setting. Shipping rows carry the goods' HSN and no quantity:
  shipping with goods is a composite supply taxed as the goods (Section 2(30), 8(a)); see
  docs/decisions.md.
- Table 13 (`doc_issue`): per series, the first and last number issued in the period, the count of
  numbers in between, and the numbers in that range with no document (cancelled). An exchange's
  replacement has no invoice (no consideration, no supply): its delivery challan (CGST Rule 55(1)(c))
  is counted in no table of values and not among the invoices, only as row 12, "Delivery Challan in
  cases other than by way of supply" (docs/decisions.md).
"""

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from core.common.money import paise
from core.gst.b2b import B2bDoc, b2b_add
from core.invoices.tax import CHARGE_UQC, carries_pieces  # shipping and setup rows count no pieces
from core.invoices.units import row_uqc

INVOICE, CREDIT, CHALLAN = "invoice", "credit", "challan"
HEADS = ("taxable", "igst", "cgst", "sgst")


@dataclass(frozen=True)
class Document:
    """An issued invoice or credit note, as the tables need it (read by core.gst.selectors)."""

    kind: str
    number: str
    sequence: int
    issued_at: datetime
    pos_code: str
    pos_name: str
    intra_state: bool
    rows: list  # the printed rows: paise, "rate" a string
    total: int  # paise
    credited_total: int | None = None  # a credit note: the invoice it credits
    credited_number: str = ""
    buyer_gstin: str = ""  # a registered buyer (B2B): Tables 4A, 9B cdnr (core/gst/b2b.py)
    buyer_name: str = ""


@dataclass
class Heads:
    taxable: int = 0
    igst: int = 0
    cgst: int = 0
    sgst: int = 0

    def add(self, row: dict, sign: int = 1) -> None:
        self.taxable += sign * row["taxable"]
        self.igst += sign * row["igst"]
        self.cgst += sign * row["cgst"]
        self.sgst += sign * row["sgst"]

    def plus(self, other: "Heads", sign: int = 1) -> "Heads":
        return Heads(*(getattr(self, h) + sign * getattr(other, h) for h in HEADS))

    @property
    def tax(self) -> int:
        return self.igst + self.cgst + self.sgst


@dataclass
class HsnLine:
    quantity: int = 0
    heads: Heads = field(default_factory=Heads)
    goods: str = ""  # the first goods row's description, for a code with no known heading
    uqc: str = ""  # the goods rows' unit, as their invoices print it (the product type's rule)

    def count(self, row: dict, sign: int) -> None:
        """A goods row's pieces, in its unit; a charge row (shipping, setup) adds value only."""
        if carries_pieces(row["description"]):
            self.quantity += sign * row["quantity"]
            self.goods = self.goods or row["description"]
            self.uqc = self.uqc or row_uqc(row)

    @property
    def unit(self) -> str:
        """Table 12's UQC: the goods' unit (a line of charges only: OTH, as their rows print)."""
        return self.uqc or CHARGE_UQC


@dataclass
class Series:
    first: tuple[int, str] | None = None
    last: tuple[int, str] | None = None
    issued: int = 0

    def see(self, sequence: int, number: str) -> None:
        self.issued += 1
        if self.first is None or sequence < self.first[0]:
            self.first = (sequence, number)
        if self.last is None or sequence > self.last[0]:
            self.last = (sequence, number)

    @property
    def total(self) -> int:
        return self.last[0] - self.first[0] + 1 if self.first and self.last else 0

    @property
    def cancelled(self) -> int:
        return self.total - self.issued


@dataclass
class Large:
    """A Table 5 invoice or a Table 9B note: per rate, its heads."""

    number: str
    issued_at: datetime
    pos_code: str
    pos_name: str
    value: int
    by_rate: dict[Decimal, Heads]
    credited_number: str = ""


@dataclass
class Gstr1:
    b2cs: dict[tuple[str, bool, Decimal], Heads] = field(default_factory=dict)  # (pos, intra, rate)
    b2cl: list[Large] = field(default_factory=list)
    cdnur: list[Large] = field(default_factory=list)
    hsn: dict[tuple[str, Decimal], HsnLine] = field(default_factory=dict)
    docs: dict[tuple[str, str], Series] = field(default_factory=dict)  # (kind, series prefix)
    pos_names: dict[str, str] = field(default_factory=dict)
    documents: int = 0  # invoices and credit notes (a delivery challan is only in `docs`)
    b2b: list[B2bDoc] = field(default_factory=list)  # Table 4A (core/gst/b2b.py)
    cdnr: list[B2bDoc] = field(default_factory=list)  # Table 9B, registered buyers
    hsn_b2b: dict[tuple[str, Decimal], HsnLine] = field(default_factory=dict)

    def total(self, table: str) -> Heads:
        if table == "b2cs":
            values = self.b2cs.values()
        else:
            values = (h for large in getattr(self, table) for h in large.by_rate.values())
        out = Heads()
        for heads in values:
            out = out.plus(heads)
        return out

    def hsn_total(self) -> Heads:
        out = Heads()
        for line in self.hsn.values():
            out = out.plus(line.heads)
        return out

    def hsn_b2b_total(self) -> Heads:
        out = Heads()
        for line in self.hsn_b2b.values():
            out = out.plus(line.heads)
        return out


def series_prefix(number: str) -> str:
    """'RZ/26-27/000123' -> 'RZ/26-27': a series is its prefix and financial year."""
    return number.rsplit("/", 1)[0] if "/" in number else number.rstrip("0123456789")


class Builder:
    """Feed documents one at a time (`add`), read the tables (`result`)."""

    def __init__(self, *, threshold: Decimal, hsn_digits: int):
        self.threshold = paise(threshold)
        self.hsn_digits = hsn_digits
        self.out = Gstr1()

    def _large(self, doc: Document) -> bool:
        """Table 5 / 9B: inter-State, invoice value above the threshold (a note: its invoice's value)."""
        value = doc.total if doc.kind == INVOICE else doc.credited_total or 0
        return not doc.intra_state and value > self.threshold

    def add(self, doc: Document) -> None:
        out = self.out
        key = (doc.kind, series_prefix(doc.number))
        series = out.docs.get(key)
        if series is None:
            series = out.docs[key] = Series()
        series.see(doc.sequence, doc.number)
        if doc.kind == CHALLAN:  # Table 13's row 12 only: no supply, no value, no invoice
            return
        out.documents += 1
        out.pos_names[doc.pos_code] = doc.pos_name
        sign = 1 if doc.kind == INVOICE else -1
        if doc.buyer_gstin:  # B2B: Tables 4A / 9B cdnr and the HSN's B2B tab, none of the B2C ones
            b2b_add(out, doc, sign=sign, digits=self.hsn_digits, heads_type=Heads, line_type=HsnLine)
            return
        large = self._large(doc)
        by_rate: dict[Decimal, Heads] = {}
        digits = self.hsn_digits
        for row in doc.rows:
            rate = Decimal(row["rate"])
            if large:
                heads = by_rate.get(rate)
                if heads is None:
                    heads = by_rate[rate] = Heads()
                heads.add(row)
            else:
                b2cs_key = (doc.pos_code, doc.intra_state, rate)
                heads = out.b2cs.get(b2cs_key)
                if heads is None:
                    heads = out.b2cs[b2cs_key] = Heads()
                heads.add(row, sign)
            hsn_key = (row["hsn"][:digits], rate)
            line = out.hsn.get(hsn_key)
            if line is None:
                line = out.hsn[hsn_key] = HsnLine()
            line.count(row, sign)
            line.heads.add(row, sign)
        if large:
            entry = Large(
                number=doc.number,
                issued_at=doc.issued_at,
                pos_code=doc.pos_code,
                pos_name=doc.pos_name,
                value=doc.total,
                by_rate=by_rate,
                credited_number=doc.credited_number,
            )
            (out.b2cl if doc.kind == INVOICE else out.cdnur).append(entry)

    def result(self) -> Gstr1:
        # Table 12 reports what was supplied in the period: an invoice cancelled in the same period
        # leaves a line of zeros, which is no supply and is not reported (Rule 59(4), Table 12)
        hsn = self.out.hsn
        for key in [k for k, line in hsn.items() if not line.quantity and line.heads == Heads()]:
            del hsn[key]
        return self.out
