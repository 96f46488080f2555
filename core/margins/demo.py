"""Demo cost figures and margins (`manage.py seed_demo`, through settings.DEMO_SEEDERS, after the
purchases): print rates for every print method, packaging a parcel, the courier's charges for the
shipped demo parcels (one of them disputed for its weight, so that order lost money), and this month's
and last month's orders costed. Written through the services, as the owner would."""

import random
from decimal import Decimal

from django.utils import timezone

from core.common.ist import in_ist
from core.margins.selectors import months_back
from core.margins.services import (
    courier_charge_set,
    margin_run_execute,
    margin_run_start,
    margin_settings_update,
    print_rate_set,
)
from core.margins.services.settings import print_methods
from core.orders.shipping.models import Shipment

RATES = {
    "per_piece": Decimal("35.00"),
    "per_colour": Decimal("6.00"),
    "colours": 2,
    "per_square_inch": Decimal("0.4000"),
    "square_inches": Decimal("110.00"),
    "setup_per_job": Decimal("50.00"),
}
PARCELS = 40  # the newest shipped parcels get a courier charge
DISPUTED = Decimal("2450.00")  # re-weighed by the courier at 12 kg: more than the order sold for


def seed_margins(*, rnd: random.Random, demo: list, others: list, admin) -> int:
    """Set the cost figures, charge the newest parcels, cost two months; answers the orders costed."""
    for method in sorted(print_methods()):
        print_rate_set(print_method=method, actor=admin, **RATES)
    margin_settings_update(packaging_per_parcel=Decimal("18.00"), actor=admin)
    parcels = list(
        Shipment.objects.exclude(awb="")
        .order_by("-shipped_at", "-id")
        .values_list("awb", flat=True)[:PARCELS]
    )
    for n, awb in enumerate(parcels):
        charge = DISPUTED if n == 0 else Decimal(rnd.choice(("58.00", "64.00", "72.00", "96.00")))
        courier_charge_set(awb=awb, charge=charge, actor=admin)
    this_month = in_ist(timezone.now()).date().replace(day=1)
    costed = 0
    for month in months_back(this_month, 2):
        costed += margin_run_execute(run_id=margin_run_start(month=month, actor=admin).pk)
    return costed
