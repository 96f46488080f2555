"""The B2B half of GSTR-1 in the portal's JSON (`b2b`, `cdnr`) and the offline tool's CSV sheets
(`b2b,sez,de.csv`, `cdnr.csv`, with the tool's own headers); the tables come from core/gst/b2b.py.
Money in rupees with two decimals, the JSON's dates dd-mm-yyyy, the sheets' dd-mmm-yyyy."""

from decimal import Decimal

from core.common.ist import in_ist
from core.common.money import from_paise
from core.gst.b2b import B2bDoc

B2B = [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
]
CDNR = [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
]
B2B_SHEETS = ("b2b,sez,de", "cdnr", "hsn(b2b)")
REGULAR = "Regular B2B"  # the tool's invoice / note supply type for a regular taxable supply


def rupees(paise: int) -> float:
    """A JSON file's amount: rupees as a number (the portal's and the offline tool's files)."""
    return float(from_paise(paise))


def money(paise: int) -> str:
    """A CSV sheet's amount: rupees with two places."""
    return f"{from_paise(paise):.2f}"


def _rate(rate: Decimal) -> str:
    return f"{rate.normalize():f}"


def _rate_number(rate: Decimal) -> float | int:
    return int(rate) if rate == rate.to_integral_value() else float(rate)


def _items(doc: B2bDoc) -> list[dict]:
    items = []
    for index, (rate, heads) in enumerate(sorted(doc.by_rate.items()), start=1):
        tax = (
            {"camt": rupees(heads.cgst), "samt": rupees(heads.sgst)}
            if doc.intra_state
            else {"iamt": rupees(heads.igst)}
        )
        details = {"rt": _rate_number(rate), "txval": rupees(heads.taxable), **tax, "csamt": 0}
        items.append({"num": index, "itm_det": details})
    return items


def _by_buyer(docs: list[B2bDoc], key: str, entry) -> list[dict]:
    grouped: dict[str, list[dict]] = {}
    for doc in docs:
        grouped.setdefault(doc.gstin, []).append(entry(doc))
    return [{"ctin": gstin, key: entries} for gstin, entries in sorted(grouped.items())]


def b2b_json(tables) -> list[dict]:
    """Table 4A: per buyer GSTIN (`ctin`), its invoices with their rate rows."""

    def invoice(doc: B2bDoc) -> dict:
        return {
            "inum": doc.number,
            "idt": f"{in_ist(doc.issued_at):%d-%m-%Y}",
            "val": rupees(doc.value),
            "pos": doc.pos_code,
            "rchrg": "N",
            "inv_typ": "R",
            "itms": _items(doc),
        }

    return _by_buyer(tables.b2b, "inv", invoice)


def cdnr_json(tables) -> list[dict]:
    """Table 9B for registered buyers: per buyer GSTIN, its credit notes."""

    def note(doc: B2bDoc) -> dict:
        return {
            "ntty": "C",
            "nt_num": doc.number,
            "nt_dt": f"{in_ist(doc.issued_at):%d-%m-%Y}",
            "val": rupees(doc.value),
            "pos": doc.pos_code,
            "rchrg": "N",
            "inv_typ": "R",
            "itms": _items(doc),
        }

    return _by_buyer(tables.cdnr, "nt", note)


def b2b_sheet_rows(tables, name: str) -> tuple[list[str], list[list]]:
    """The offline tool's `b2b,sez,de` or `cdnr` sheet: one row per document and rate."""
    docs, header = (tables.b2b, B2B) if name == "b2b,sez,de" else (tables.cdnr, CDNR)
    rows = []
    for doc in docs:
        pos = f"{doc.pos_code}-{tables.pos_names.get(doc.pos_code, '')}"
        date = f"{in_ist(doc.issued_at):%d-%b-%Y}"
        if header is B2B:
            first = [doc.gstin, doc.name, doc.number, date, money(doc.value), pos, "N", "", REGULAR, ""]
        else:
            first = [doc.gstin, doc.name, doc.number, date, "C", pos, "N", REGULAR, money(doc.value), ""]
        for rate, heads in sorted(doc.by_rate.items()):
            rows.append([*first, _rate(rate), money(heads.taxable), "0.00"])
    return header, rows
