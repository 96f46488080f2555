"""The settings of gift cards and store credit (core/wallet); read by core/settings.py after its own."""

import os
from decimal import Decimal

# The tender step of placing (core/orders/placing/services.py): a gift card and store credit spent
# after the order's total, lowering what is left to pay. A dotted path (a door upward); "" for none.
ORDER_TENDER = "core.wallet.services.tender.order_tender_apply"

# A gift card's amount, in rupees. A gift PPI may hold at most Rs 10,000 (RBI Master Directions on
# Prepaid Payment Instruments, 2021, "Gift PPIs"), the ceiling here even for a shop's own card.
SHOP_GIFT_CARD_MIN = Decimal(os.environ.get("SHOP_GIFT_CARD_MIN", "100"))
SHOP_GIFT_CARD_MAX = min(Decimal(os.environ.get("SHOP_GIFT_CARD_MAX", "10000")), Decimal("10000"))
# Days a card stays valid from its sale; never less than the year the RBI's directions require of
# every PPI ("Validity and redemption": a minimum validity of one year): core/wallet/rules.py.
SHOP_GIFT_CARD_VALIDITY_DAYS = max(int(os.environ.get("SHOP_GIFT_CARD_VALIDITY_DAYS", "365")), 365)

# Gift card codes a customer may check in an hour (guessing codes is slow work).
SHOP_GIFT_CARD_CHECKS = int(os.environ.get("SHOP_GIFT_CARD_CHECKS", "30"))
