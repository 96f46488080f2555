"""The settings of the courier desk (parcels' events, failed deliveries, RTO, COD remittances) and the
books' second half (the gateway's settlements, e-way bills, the Tally file, profit per job); read by
core/settings.py after its own."""

import os
from decimal import Decimal

# What follows a parcel's move (core/couriers/changes.py), in order, in the move's transaction.
SHIPMENT_FOLLOWERS: list[str] = [
    "core.ndr.services.ndr_follow",  # a failed attempt: the desk's task; delivery or RTO closes it
    "core.remittances.services.remittance_shipment_follow",  # a delivered COD parcel: owed by its courier
    "core.couriers.services.rto.rto_follow",  # back at the shop: the loss, the refund or credit, once
    "core.couriers.services.rto_credit.rto_credit_note_follow",  # back: its invoice credited (s.34)
    "core.margins.services.margin_stale_shipment_follow",  # delivered, back or lost: its margin stale
]
# The couriers' pushes (core/couriers/feeds.py): Shiprocket sends the token set in its panel as
# `x-api-key`; Delhivery sends the header agreed at onboarding, `Authorization: Token <token>`.
# Empty: that courier's pushes are refused (403).
SHOP_SHIPROCKET_WEBHOOK_TOKEN = os.environ.get("SHOP_SHIPROCKET_WEBHOOK_TOKEN", "")
SHOP_DELHIVERY_PUSH_TOKEN = os.environ.get("SHOP_DELHIVERY_PUSH_TOKEN", "")
# A paid order whose parcel came back (RTO): "refund" to its source (or by UPI), or "credit" it.
SHOP_RTO_PREPAID_POLICY = os.environ.get("SHOP_RTO_PREPAID_POLICY", "refund")
# What an RTO costs the shop, in rupees: per piece (blank, print) and per parcel (shipping each way).
SHOP_RTO_COSTS = {
    "blank_per_piece": os.environ.get("SHOP_RTO_BLANK_PER_PIECE", "0"),  # 0: the blank's cost unknown
    "print_per_piece": os.environ.get("SHOP_RTO_PRINT_PER_PIECE", "40"),
    "shipping_forward": os.environ.get("SHOP_SHIPPING_CHARGE_FORWARD", "60"),
    "shipping_return": os.environ.get("SHOP_SHIPPING_CHARGE_RTO", "60"),
}

# Failed deliveries (core/ndr): hours the customer and the desk have before the courier returns the
# parcel (its cut-off; per courier by name where it differs), attempts before it goes back, the
# customer's link's life, and the adapter that hands the desk's action to the courier.
NDR_DEADLINE_HOURS = 24
NDR_COURIER_DEADLINE_HOURS: dict[str, int] = {}
NDR_MAX_ATTEMPTS = 3
NDR_LINK_DAYS = 7
NDR_COURIER_ACTIONS = "core.ndr.courier_actions.ByHand"

# Days from delivery to a courier's COD remittance, by the courier's name (the rest: 7,
# core/remittances/selectors.py::DEFAULT_CYCLE_DAYS); a delivered COD parcel in no file after it is "missing".
COD_REMITTANCE_CYCLE_DAYS: dict[str, int] = {}
# Profit per job (core/margins): where an order's costs come from. Each path is a callable given a
# batch of orders and answering `CostLineIn(order_id, kind, amount, source)` lines (see
# core/margins/sources/__init__.py); a new cost (the gateway's fee, a return to origin) is one more line.
ORDER_COST_SOURCES = [
    "core.margins.sources.blanks.blank_costs",  # blanks at their moving weighted average cost
    "core.margins.sources.print_cost.print_costs",  # the print by method: piece, colour, area, setup
    "core.margins.sources.parcels.packaging_costs",  # packaging a parcel
    "core.margins.sources.parcels.courier_costs",  # the courier's charge for the AWB
    "core.margins.sources.returns.return_losses",  # refunded returns: their credit notes' taxable value
    "core.margins.sources.settled.gateway_fees",  # the gateway's fee on the order's settled payments
    "core.margins.sources.settled.rto_losses",  # a parcel back at the shop: the return leg
]

# Settlements (core/payments/settlements): the gateway as the purchase register names it (its GSTIN
# from its tax invoice; blank: not known), the fee agreed with it (per cent of each payment, without
# GST) and the days after which a payment it took and has not settled is listed as a mismatch.
SHOP_GATEWAY_NAME = os.environ.get("SHOP_GATEWAY_NAME", "Razorpay")
SHOP_GATEWAY_GSTIN = os.environ.get("SHOP_GATEWAY_GSTIN", "")
SHOP_GATEWAY_FEE_PERCENT = os.environ.get("SHOP_GATEWAY_FEE_PERCENT", "2")
SHOP_SETTLEMENT_DAYS = int(os.environ.get("SHOP_SETTLEMENT_DAYS", "3"))

# The Tally export (core/books): ledger names over core.books.ledgers.DEFAULTS (e.g. {"bank": "HDFC
# Bank"}), the Tally company to import into ("": the one open in Tally), and where couriers' COD
# remittances come from: the dotted path of a function (first=date, after=date) giving
# core.books.vouchers.MoneyIn rows (ledger "cod"): the counted lines of core/remittances.
TALLY_LEDGERS: dict[str, str] = {}
TALLY_COMPANY = os.environ.get("TALLY_COMPANY", "")
BOOKS_COD_RECEIPTS = "core.remittances.books.cod_receipts"
# E-way bills (CGST Rules 2017, rule 138(1)): a consignment worth more than this needs one before it
# moves; a state's own limit for movements within it, by GST state code (e.g. {"27": "100000"}),
# replaces it when the shop ships inside that state (core/orders/shipping/ewaybill.py).
EWAYBILL_THRESHOLD = Decimal(os.environ.get("SHOP_EWAYBILL_THRESHOLD", "50000"))
EWAYBILL_INTRA_STATE_THRESHOLDS: dict[str, Decimal] = {}
# The board and the order page warn this many hours before an e-way bill runs out.
EWAYBILL_WARN_HOURS = 24
