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
# Six-digit codes (the Customs Tariff Act 1975, First Schedule, subheadings as in the HSN 2022 edition):
# invoices need 6 digits above Rs 5 crore turnover and 4 up to it for B2B (Notification 78/2020-Central
# Tax, 15 Oct 2020), and e-invoicing (above Rs 5 crore) needs 6; 6 digits serve both, and GSTR-1's
# Table 12 cuts them to 4 when the turnover allows. Apparel is taken as of cotton (6109 10, 6105 10,
# 6110 20); other fibres are 6109 90, 6105 20/90, 6110 30/90: edit the rule.
# product type slug -> (HSN, rate %, by value per piece, rate above the limit, source)
TAX_RULES = {
    "tshirts": (
        "610910",
        D(5),
        True,
        D(18),
        "HSN 6109 10 T-shirts, singlets, vests, knitted, of cotton. " + APPAREL,
    ),
    "polo": ("610510", D(5), True, D(18), "HSN 6105 10 men's shirts, knitted, of cotton (polo). " + APPAREL),
    "crop-top": (
        "610910",
        D(5),
        True,
        D(18),
        "HSN 6109 10 T-shirts and vests, knitted, of cotton. " + APPAREL,
    ),
    "tank-top": (
        "610910",
        D(5),
        True,
        D(18),
        "HSN 6109 10 singlets and vests, knitted, of cotton. " + APPAREL,
    ),
    "sweatshirt": (
        "611020",
        D(5),
        True,
        D(18),
        "HSN 6110 20 jerseys, pullovers, sweatshirts, of cotton. " + APPAREL,
    ),
    "hoodie": (
        "611020",
        D(5),
        True,
        D(18),
        "HSN 6110 20 jerseys, pullovers, sweatshirts, of cotton. " + APPAREL,
    ),
    "flag": ("630790", D(5), True, D(18), "HSN 6307 90 other made-up textile articles (flags). " + APPAREL),
    "poster": (
        "491191",
        D(18),
        False,
        None,
        "HSN 4911 91 printed pictures, designs and photographs. " + PRINTED,
    ),
    "business-cards": ("491199", D(18), False, None, "HSN 4911 99 other printed matter (cards). " + PRINTED),
    "stickers": ("482110", D(18), False, None, "HSN 4821 10 paper labels of all kinds, printed, 18%"),
    "banner": ("392690", D(18), False, None, "HSN 3926 90 other articles of plastics (PVC flex banner), 18%"),
    "drum-skin": (
        "920999",
        D(18),
        False,
        None,
        "HSN 9209 99 other parts and accessories of musical instruments, 18%",
    ),
    "mugs": ("691200", D(5), False, None, "HSN 6912 00 ceramic tableware, 5% from 22 Sep 2025 (was 12%)"),
}
# The 4-digit codes seeded before (migration 0002), which the migration to 6 digits replaces; a code
# the team changed is theirs and stays.
FOUR_DIGIT_SEED = {
    "tshirts": "6109", "polo": "6105", "crop-top": "6109", "tank-top": "6109", "sweatshirt": "6110",
    "hoodie": "6110", "flag": "6307", "poster": "4911", "business-cards": "4911", "stickers": "4821",
    "banner": "3926", "drum-skin": "9209", "mugs": "6912",
}  # fmt: skip
DEFAULT_RULE = ("491199", D(18), False, None, "Default for a new product type: check it")

# The unit printed beside each quantity (CGST Rule 46(g): quantity and unit or Unique Quantity Code),
# from the GST portal's UQC list: printed matter and labels are counted (NOS-NUMBERS); everything
# else, and a new product type, is sold by the piece (PCS-PIECES). Seeded into ProductTaxRule.uqc
# (migration 0010), the one home of the unit since (core/invoices/units.py).
UNITS = {"poster": "NOS", "business-cards": "NOS", "stickers": "NOS"}
