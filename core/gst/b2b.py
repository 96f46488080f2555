"""GSTR-1's B2B half: invoices and credit notes to registered buyers (a GSTIN on the document).

Rules (CGST Act 2017, Section 37; CGST Rules 2017, Rule 59(4)(a)):
- Table 4A (`b2b`): invoice-wise supplies to registered persons, per buyer GSTIN, each invoice with
  its rate rows (taxable value and tax per head), whatever its value or place.
- Table 9B (`cdnr`): credit notes to registered persons, note-wise (Section 34), per buyer GSTIN.
- Table 12 (HSN summary), B2B tab (`hsn_b2b`, the portal's Phase-III split, May 2025): per HSN and
  rate, net of credit notes, as the B2C tab.
The B2C tables (5, 7, 9B cdnur and the B2C HSN tab) leave these documents out (core/gst/tables.py).
"""

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal


@dataclass
class B2bDoc:
    """A Table 4A invoice or a Table 9B (cdnr) note: per rate, its heads (positive)."""

    gstin: str
    name: str
    number: str
    issued_at: datetime
    pos_code: str
    intra_state: bool
    value: int
    by_rate: dict


def b2b_add(out, doc, *, sign: int, digits: int, heads_type, line_type) -> None:
    """Route a registered buyer's document into `out.b2b` / `out.cdnr` and the B2B HSN tab."""
    by_rate: dict[Decimal, object] = {}
    for row in doc.rows:
        rate = Decimal(row["rate"])
        heads = by_rate.get(rate)
        if heads is None:
            heads = by_rate[rate] = heads_type()
        heads.add(row)
        key = (row["hsn"][:digits], rate)
        line = out.hsn_b2b.get(key)
        if line is None:
            line = out.hsn_b2b[key] = line_type()
        line.count(row, sign)
        line.heads.add(row, sign)
    entry = B2bDoc(
        gstin=doc.buyer_gstin,
        name=doc.buyer_name,
        number=doc.number,
        issued_at=doc.issued_at,
        pos_code=doc.pos_code,
        intra_state=doc.intra_state,
        value=doc.total,
        by_rate=by_rate,
    )
    (out.b2b if sign > 0 else out.cdnr).append(entry)
