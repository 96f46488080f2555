"""The e-invoice file of a B2B invoice or credit note, in the government's schema (INV-01, version
1.1, as notified for the Invoice Registration Portal; CGST Rule 48(4)), for upload through the IRP's
offline tool by the team. Nothing is sent anywhere: the shop holds no IRP credentials.

Readings: the shop's prices include GST, the schema's are before tax: each row's assessable value
(`AssAmt`) is its taxable value; `TotAmt` adds back the discount before tax, so
AssAmt = TotAmt - Discount exactly; `UnitPrice` is TotAmt / Qty to 3 decimals. Shipping with the
goods is a row of its own with the goods' HSN (a composite supply taxed as the goods, CGST Act
s.2(30), 8(a)). Credit notes name the invoice they are against (`RefDtls.PrecDocDtls`, Rule 53(1A)).
`schema.json` beside this file is the shape we hold these files to (the tests validate each).
"""

import re
from decimal import ROUND_HALF_UP, Decimal

from core.common.ist import IST
from core.common.money import from_paise
from core.common.pincode_directory import place_for, state_of
from core.invoices.models import Invoice
from core.invoices.states import state_code
from core.invoices.units import row_uqc

VERSION = "1.1"
PIN = re.compile(r"\b([1-9]\d{5})\b")
CENT = Decimal("0.01")
HUNDRED = Decimal(100)


def _r(paise: int) -> float:
    """The schema's numbers: rupees as a JSON number."""
    return float(from_paise(paise))


def _date(moment) -> str:
    from_ist = moment.astimezone(IST)
    return f"{from_ist:%d/%m/%Y}"


def _pin(text: str, fallback: str = "") -> int | None:
    found = PIN.findall(text or "") or PIN.findall(fallback or "")
    return int(found[-1]) if found else None


def _place_parts(address: str) -> tuple[str, str]:
    """(Addr1, Loc) of a one-line address: the whole up to 100 characters, and its town (the part
    before the PIN code, or the last part)."""
    parts = [p.strip() for p in PIN.sub("", address or "").split(",") if p.strip()]
    loc = parts[-1] if parts else ""
    return (address or "").strip()[:100], loc[:50]


def _item(index: int, row: dict) -> dict:
    rate = Decimal(row["rate"])
    tax = row["cgst"] + row["sgst"] + row["igst"]
    before_tax = Decimal(row["discount"]) * HUNDRED / (HUNDRED + rate)  # the row's discount includes GST
    discount = int(before_tax.quantize(Decimal(1), ROUND_HALF_UP))
    total = row["taxable"] + discount
    quantity = row["quantity"] or 1
    unit_price = (from_paise(total) / quantity).quantize(Decimal("0.001"), ROUND_HALF_UP)
    return {
        "SlNo": str(index),
        "PrdDesc": row["description"][:300],
        "IsServc": "N",
        "HsnCd": row["hsn"],
        "Qty": quantity,
        "Unit": row_uqc(row),  # as printed on the invoice and in GSTR-1's Table 12
        "UnitPrice": float(unit_price),
        "TotAmt": _r(total),
        "Discount": _r(discount),
        "AssAmt": _r(row["taxable"]),
        "GstRt": float(rate),
        "IgstAmt": _r(row["igst"]),
        "CgstAmt": _r(row["cgst"]),
        "SgstAmt": _r(row["sgst"]),
        "CesRt": 0,
        "CesAmt": 0,
        "TotItemVal": _r(row["taxable"] + tax),
    }


def _buyer_place(doc: Invoice) -> tuple[int | None, str]:
    """(Pin, Loc) of the buyer: the billing PIN code given with the business (checked to be in the
    GSTIN's state, core/common/gstin.py); for a business saved before it was asked, the PIN in its
    billing address, else the delivery PIN only when it is in the GSTIN's state (the IRP refuses a
    buyer PIN outside the buyer's state, Stcd); Loc the PIN's district."""
    pin = _pin(doc.buyer_billing_pin_code) or _pin(doc.buyer_billing_address)
    if pin is None and state_code(state_of(doc.order.ship_pin_code) or "") == doc.buyer_gstin[:2]:
        pin = _pin(doc.order.ship_pin_code)
    place = place_for(str(pin)) if pin else None
    return pin, (place.district if place else _place_parts(doc.buyer_billing_address)[1])[:50]


def einvoice_json(doc: Invoice) -> dict:
    """The INV-01 v1.1 document of an invoice or credit note to a registered buyer."""
    seller, order = doc.seller, doc.order
    seller_addr, seller_loc = _place_parts(seller.get("address", ""))
    buyer_addr = _place_parts(doc.buyer_billing_address)[0]
    buyer_pin, buyer_loc = _buyer_place(doc)
    ship_addr = ", ".join(p for p in (order.ship_area, order.ship_landmark) if p)[:100]
    items = [_item(i, row) for i, row in enumerate(doc.rows, start=1)]
    value = {
        "AssVal": _r(sum(row["taxable"] for row in doc.rows)),
        "CgstVal": _r(sum(row["cgst"] for row in doc.rows)),
        "SgstVal": _r(sum(row["sgst"] for row in doc.rows)),
        "IgstVal": _r(sum(row["igst"] for row in doc.rows)),
        "CesVal": 0,
        "StCesVal": 0,
        "Discount": 0,
        "OthChrg": 0,
        "RndOffAmt": 0,
        "TotInvVal": float(doc.total.quantize(CENT)),
    }
    out = {
        "Version": VERSION,
        "TranDtls": {"TaxSch": "GST", "SupTyp": "B2B", "RegRev": "N", "IgstOnIntra": "N"},
        "DocDtls": {
            "Typ": "CRN" if doc.kind == Invoice.Kind.CREDIT_NOTE else "INV",
            "No": doc.number,
            "Dt": _date(doc.issued_at),
        },
        "SellerDtls": {
            "Gstin": seller["gstin"],
            "LglNm": seller["legal_name"],
            **({"TrdNm": seller["trade_name"]} if seller.get("trade_name") else {}),
            "Addr1": seller_addr,
            "Loc": seller_loc or seller.get("state", ""),
            "Pin": _pin(seller.get("address", "")),
            "Stcd": seller["state_code"],
        },
        "BuyerDtls": {
            "Gstin": doc.buyer_gstin,
            "LglNm": doc.buyer_legal_name,
            "Pos": doc.place_of_supply_code,
            "Addr1": buyer_addr,
            "Loc": buyer_loc,
            "Pin": buyer_pin,
            "Stcd": state_code(doc.buyer_billing_state) or doc.buyer_gstin[:2],
        },
        "ShipDtls": {
            "LglNm": doc.buyer_name,
            "Addr1": ship_addr or order.ship_city,
            "Loc": order.ship_city[:50],
            "Pin": _pin(order.ship_pin_code),
            "Stcd": doc.place_of_supply_code,
        },
        "ItemList": items,
        "ValDtls": value,
    }
    original = doc.credited or doc.against
    if original is not None:
        out["RefDtls"] = {"PrecDocDtls": [{"InvNo": original.number, "InvDt": _date(original.issued_at)}]}
    return out
