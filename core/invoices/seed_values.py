"""What a fresh shop starts with: a plausible seller in Delhi and an HSN code and GST rate per product type.

Rates from 22 Sep 2025, after the GST Council's 56th meeting (3 Sep 2025) merged the 12% and 28% slabs
into 5% and 18%: Notification No. 9/2025-Central Tax (Rate), 17 Sep 2025 (Schedule I: 5%, Schedule II:
18%), and the Customs Tariff's chapter headings for the HSN codes. The admin team must have their
accountant confirm these before relying on them; they are settings, edited in the Django admin.
"""

from decimal import Decimal as D

SELLER = {
    "legal_name": "Rangrez Merchandise Private Limited",
    "trade_name": "Rangrez",
    "address": "Plot 14, Okhla Industrial Area Phase II, New Delhi 110020",
    "state_code": "07",
    # A made-up GSTIN of the right form: state 07 (Delhi), a company PAN (4th letter C), entity 1,
    # 'Z', and the mod-36 check character (core.invoices.states.gstin_check_character).
    "gstin": "07AAKCR4821M1ZZ",
    "email": "accounts@rangrez.in",
    "phone": "+91 98100 00000",
}
# The grievance officer (E-Commerce Rules 2020, rule 4(4)), added to the seller's row by migration 0003.
GRIEVANCE_OFFICER = {
    "officer_name": "Meera Sharma",
    "officer_designation": "Grievance Officer",
    "officer_phone": "+91 98100 00001",
    "officer_email": "grievance@rangrez.in",
}

APPAREL = "Notification 9/2025-CT(R): apparel and made-ups, 5% up to Rs 2,500 a piece, 18% above"
PRINTED = "Notification 9/2025-CT(R) Schedule II: printed matter, 18%"
# product type slug -> (HSN, rate %, by value per piece, rate above the limit, source)
TAX_RULES = {
    "tshirts": ("6109", D(5), True, D(18), "HSN 6109 T-shirts, singlets, vests, knitted. " + APPAREL),
    "polo": ("6105", D(5), True, D(18), "HSN 6105 men's shirts, knitted (polo shirts). " + APPAREL),
    "crop-top": ("6109", D(5), True, D(18), "HSN 6109 T-shirts and vests, knitted. " + APPAREL),
    "tank-top": ("6109", D(5), True, D(18), "HSN 6109 singlets and vests, knitted. " + APPAREL),
    "sweatshirt": (
        "6110",
        D(5),
        True,
        D(18),
        "HSN 6110 jerseys, pullovers, sweatshirts, knitted. " + APPAREL,
    ),
    "hoodie": ("6110", D(5), True, D(18), "HSN 6110 jerseys, pullovers, sweatshirts, knitted. " + APPAREL),
    "flag": ("6307", D(5), True, D(18), "HSN 6307 90 other made-up textile articles (flags). " + APPAREL),
    "poster": ("4911", D(18), False, None, "HSN 4911 other printed matter, printed pictures. " + PRINTED),
    "business-cards": ("4911", D(18), False, None, "HSN 4911 10 commercial printed matter. " + PRINTED),
    "stickers": ("4821", D(18), False, None, "HSN 4821 printed paper labels and stickers, 18%"),
    "banner": ("3926", D(18), False, None, "HSN 3926 other articles of plastics (PVC flex banner), 18%"),
    "drum-skin": ("9209", D(18), False, None, "HSN 9209 parts and accessories of musical instruments, 18%"),
    "mugs": ("6912", D(5), False, None, "HSN 6912 ceramic tableware, 5% from 22 Sep 2025 (was 12%)"),
}
DEFAULT_RULE = ("4911", D(18), False, None, "Default for a new product type: check it")

# The unit printed beside each quantity (CGST Rule 46(g): quantity and unit or Unique Quantity Code),
# from the GST portal's UQC list: printed matter and labels are counted (NOS-NUMBERS); everything
# else, and a new product type, is sold by the piece (PCS-PIECES).
UNITS = {"poster": "NOS", "business-cards": "NOS", "stickers": "NOS"}
DEFAULT_UNIT = "PCS"
