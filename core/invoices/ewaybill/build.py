"""An e-way bill's entry in the e-way bill portal's bulk generation file (version 1.0.0621;
`schema.json` beside this file, with its sources): Part A from the tax invoice, Part B from the
courier and what the team typed (CGST Rule 138(1), FORM GST EWB-01).

Readings: values are the invoice's (the shop's prices include GST: each row's taxable value and
tax as printed, the invoice value as its total); an intra-State row's rate splits half CGST, half
SGST. Bill-to is the buyer: its GSTIN (or "URP", unregistered) and its GSTIN's state; ship-to is
the delivery address and its state (the place of supply), so the transaction is "bill to - ship to"
when the two states differ. Distance 0 asks the portal to compute it from the PIN codes.
"""

import re
from decimal import Decimal

from core.common.ist import IST
from core.common.money import from_paise
from core.invoices.models import Invoice
from core.invoices.units import row_uqc
from core.orders.shipping.models import EwayBill, Shipment, TransportMode

VERSION = "1.0.0621"
PIN = re.compile(r"\b([1-9]\d{5})\b")
UNSAFE = re.compile(r"[^A-Za-z0-9 #,./()&'-]+")  # the portal takes letters, digits and a few marks
SUPPLY, REGULAR, BILL_TO_SHIP_TO = 1, 1, 2


def _r(paise: int) -> float:
    return float(from_paise(paise))


def _date(moment) -> str:
    return f"{moment.astimezone(IST):%d/%m/%Y}"


def _clean(text: str, most: int) -> str:
    return " ".join(UNSAFE.sub(" ", text or "").split())[:most]


def _pin(*texts: str) -> int:
    for text in texts:
        found = PIN.findall(text or "")
        if found:
            return int(found[-1])
    return 0


def _town(address: str) -> str:
    parts = [p.strip() for p in PIN.sub("", address or "").split(",") if p.strip()]
    return parts[-1] if parts else ""


def _item(index: int, row: dict, intra_state: bool) -> dict:
    rate = float(Decimal(row["rate"]))
    half = float(Decimal(row["rate"]) / 2)
    return {
        "itemNo": index,
        "productName": _clean(row["description"], 100),
        "productDesc": _clean(row["description"], 100),
        "hsnCode": int(row["hsn"]),
        "quantity": row["quantity"] or 1,
        "qtyUnit": row_uqc(row),  # as printed on the invoice
        "taxableAmount": _r(row["taxable"]),
        "cgstRate": half if intra_state else 0,
        "sgstRate": half if intra_state else 0,
        "igstRate": 0 if intra_state else rate,
        "cessRate": 0,
        "cessNonAdvol": 0,
    }


def _part_b(bill: EwayBill | None, shipment: Shipment | None, distance_km: int | None) -> dict:
    """Part B: the mode and distance; the courier as transporter and its AWB as the transport
    document when the parcel has left; the vehicle when the team knows it."""
    out: dict = {
        "transMode": int(bill.transport_mode if bill else TransportMode.ROAD),
        "transDistance": distance_km if distance_km is not None else (bill.distance_km if bill else 0) or 0,
        "vehicleType": "R",  # parcels are never over-dimensional cargo
    }
    courier = shipment.courier if shipment else None
    if courier is not None:
        out["transporterName"] = _clean(courier.name, 100)
        if courier.transporter_id:
            out["transporterId"] = courier.transporter_id
        if shipment.awb and len(shipment.awb) <= 15:
            out["transDocNo"], out["transDocDate"] = shipment.awb, _date(shipment.shipped_at)
    if bill and bill.vehicle_number:
        out["vehicleNo"] = bill.vehicle_number
    return out


def ewaybill_entry(
    doc: Invoice, *, bill: EwayBill | None, shipment: Shipment | None, distance_km: int | None = None
) -> dict:
    """One bill of the bulk file, from a tax invoice and its order's e-way bill and shipment."""
    seller, order = doc.seller, doc.order
    seller_address = seller.get("address", "")
    ship_address = ", ".join(p for p in (order.ship_area, order.ship_landmark) if p)
    bill_to_state = int(doc.buyer_gstin[:2]) if doc.buyer_gstin else int(doc.place_of_supply_code)
    ship_to_state = int(doc.place_of_supply_code)
    items = [_item(i, row, doc.intra_state) for i, row in enumerate(doc.rows, start=1)]
    main = max(doc.rows, key=lambda row: row["taxable"])
    return {
        "userGstin": seller["gstin"],
        "supplyType": "O",
        "subSupplyType": SUPPLY,
        "subSupplyDesc": "",
        "docType": "INV",
        "docNo": doc.number,
        "docDate": _date(doc.issued_at),
        "transType": REGULAR if bill_to_state == ship_to_state else BILL_TO_SHIP_TO,
        "fromGstin": seller["gstin"],
        "fromTrdName": _clean(seller.get("trade_name") or seller["legal_name"], 100),
        "fromAddr1": _clean(seller_address, 120),
        "fromAddr2": "",
        "fromPlace": _clean(_town(seller_address) or seller.get("state", ""), 50),
        "fromPincode": _pin(seller_address),
        "fromStateCode": int(seller["state_code"]),
        "actualFromStateCode": int(seller["state_code"]),
        "toGstin": doc.buyer_gstin or "URP",
        "toTrdName": _clean(doc.buyer_legal_name or doc.buyer_name, 100),
        "toAddr1": _clean(ship_address or order.ship_city, 120),
        "toAddr2": "",
        "toPlace": _clean(order.ship_city, 50),
        "toPincode": _pin(order.ship_pin_code),
        "toStateCode": bill_to_state,
        "actualToStateCode": ship_to_state,
        "totalValue": float(doc.taxable_value),
        "cgstValue": float(doc.cgst),
        "sgstValue": float(doc.sgst),
        "igstValue": float(doc.igst),
        "cessValue": 0,
        "TotNonAdvolVal": 0,
        "OthValue": float(doc.total - doc.taxable_value - doc.cgst - doc.sgst - doc.igst),
        "totInvValue": float(doc.total),
        **_part_b(bill, shipment, distance_km),
        "mainHsnCode": int(main["hsn"]),
        "itemList": items,
    }


def bulk_file(entries: list[dict]) -> dict:
    """The bulk generation tool's file: its version and the bills."""
    return {"version": VERSION, "billLists": entries}
