"""GSTR-1 in the GST portal's JSON shape (what the offline tool generates and the portal's "Prepare
offline" upload takes): `gstin`, `fp` "MMYYYY", then one key per table. Money in rupees as numbers
with two decimals, dates "dd-mm-yyyy", rates as numbers. Empty tables are left out, as the offline
tool leaves them. `core/gst/gstr1_schema.json` is this shape as a JSON Schema (the tests hold us to it).
"""

from decimal import Decimal

from core.common.ist import in_ist
from core.gst.b2b_files import b2b_json, cdnr_json, rupees
from core.gst.masters import hsn_description
from core.gst.tables import CHALLAN, CREDIT, INVOICE, Gstr1, Heads, Large

# The offline tool's file carries its release and the literal "hash" (the portal checks neither
# against the return; files without them are refused on upload)
TOOL_VERSION = "GST3.2.4"
# Table 13's natures of document (Form GSTR-1): 1, 5 and 12 are the shop's
NATURE = {
    INVOICE: (1, "Invoices for outward supply"),
    CREDIT: (5, "Credit Note"),
    CHALLAN: (12, "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)"),
}


def rate_number(rate: Decimal) -> float | int:
    return int(rate) if rate == rate.to_integral_value() else float(rate)


def gov_date(moment) -> str:
    return f"{in_ist(moment):%d-%m-%Y}"


def _tax(heads: Heads, intra: bool) -> dict:
    if intra:
        return {"camt": rupees(heads.cgst), "samt": rupees(heads.sgst)}
    return {"iamt": rupees(heads.igst)}


def _items(large: Large) -> list[dict]:
    return [
        {
            "num": index,
            "itm_det": {
                "rt": rate_number(rate),
                "txval": rupees(heads.taxable),
                "iamt": rupees(heads.igst),
                "csamt": 0,
            },
        }
        for index, (rate, heads) in enumerate(sorted(large.by_rate.items()), start=1)
    ]


def _b2cs(tables: Gstr1) -> list[dict]:
    return [
        {
            "sply_ty": "INTRA" if intra else "INTER",
            "pos": pos,
            "typ": "OE",
            "rt": rate_number(rate),
            "txval": rupees(heads.taxable),
            **_tax(heads, intra),
            "csamt": 0,
        }
        for (pos, intra, rate), heads in sorted(tables.b2cs.items())
    ]


def _b2cl(tables: Gstr1) -> list[dict]:
    by_pos: dict[str, list[dict]] = {}
    for large in tables.b2cl:
        by_pos.setdefault(large.pos_code, []).append(
            {
                "inum": large.number,
                "idt": gov_date(large.issued_at),
                "val": rupees(large.value),
                "itms": _items(large),
            }
        )
    return [{"pos": pos, "inv": invoices} for pos, invoices in sorted(by_pos.items())]


def _cdnur(tables: Gstr1) -> list[dict]:
    return [
        {
            "typ": "B2CL",
            "ntty": "C",
            "nt_num": note.number,
            "nt_dt": gov_date(note.issued_at),
            "val": rupees(note.value),
            "pos": note.pos_code,
            "itms": _items(note),
        }
        for note in tables.cdnur
    ]


def _hsn(tables: Gstr1, lines: dict | None = None, key: str = "hsn_b2c") -> dict:
    rows = []
    for index, ((hsn, rate), line) in enumerate(sorted((tables.hsn if lines is None else lines).items()), 1):
        rows.append(
            {
                "num": index,
                "hsn_sc": hsn,
                "desc": hsn_description(hsn, line.goods),
                "uqc": line.unit,
                "qty": line.quantity,
                "rt": rate_number(rate),
                "txval": rupees(line.heads.taxable),
                "iamt": rupees(line.heads.igst),
                "camt": rupees(line.heads.cgst),
                "samt": rupees(line.heads.sgst),
                "csamt": 0,
            }
        )
    return {key: rows}


def _doc_issue(tables: Gstr1) -> dict:
    details = []
    for kind in NATURE:
        ranges = [(prefix, s) for (k, prefix), s in sorted(tables.docs.items()) if k == kind]
        if not ranges:
            continue
        number, name = NATURE[kind]
        docs = [
            {
                "num": index,
                "from": series.first[1],
                "to": series.last[1],
                "totnum": series.total,
                "cancel": series.cancelled,
                "net_issue": series.issued,
            }
            for index, (_, series) in enumerate(ranges, start=1)
        ]
        details.append({"doc_num": number, "doc_typ": name, "docs": docs})
    return {"doc_det": details}


def gstr1_json(tables: Gstr1, *, gstin: str, fp: str) -> dict:
    """The return as the portal takes it."""
    out: dict = {"gstin": gstin, "fp": fp, "version": TOOL_VERSION, "hash": "hash"}
    sections = {
        "b2cs": _b2cs(tables),
        "b2cl": _b2cl(tables),
        "cdnur": _cdnur(tables),
        "b2b": b2b_json(tables),
        "cdnr": cdnr_json(tables),
        "hsn": _hsn(tables) if tables.hsn else None,
        "doc_issue": _doc_issue(tables) if tables.docs else None,
    }
    out.update({name: value for name, value in sections.items() if value})
    if tables.hsn_b2b:  # Table 12's B2B tab beside the B2C one (core/gst/b2b.py)
        out.setdefault("hsn", {}).update(_hsn(tables, tables.hsn_b2b, "hsn_b2b"))
    return out
