"""The promotions' settings (core/promotions); read by core/settings.py after its own."""

# The door from the placing code to the vouchers and offers (core/orders/placing/promotions_door.py):
# a function (code, customer) -> (the code's VoucherRule or None, the running OfferRules).
PROMOTIONS_READER = "core.promotions.selectors.promotions_for_bag"
# The most codes one bulk make may add (a campaign's sheet); more: make several batches.
PROMOTIONS_MAX_BATCH = 5000
