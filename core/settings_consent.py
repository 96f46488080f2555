"""The settings of consent and the kept bag; read by core/settings.py after its own."""

import os

# Hours a logged-in customer's bag stays unchanged before its one reminder e-mail (core/bags),
# sent only with marketing e-mail consent (core/consent).
SHOP_BAG_REMINDER_HOURS = float(os.environ.get("SHOP_BAG_REMINDER_HOURS", "24"))
