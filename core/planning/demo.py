"""Due dates for the demo's open orders (`manage.py seed_demo`, through settings.DEMO_SEEDERS): the
demo places its orders weeks back in bulk, so their promised dates would all have passed. Here the
open ones are spread over the next fortnight (a few late, some today and tomorrow), so the board,
the print queue and the production calendar show a working shop."""

import random
from datetime import timedelta

from django.utils import timezone

from core.orders.models import Order
from core.planning.dates import days_back, default_print_day
from core.planning.selectors import OPEN
from core.planning.services import order_due_dates_seed

# days from today of each open order's dispatch date, in turn
OFFSETS = (-1, 0, 1, 1, 2, 3, 1, 4, 2, 5, 6, 8, 10, 12, 0, 3)
MOST = 400  # the newest open orders; a benchmark's million-order shop keeps the rest undated


def seed_due_dates(*, rnd: random.Random, demo: list, others: list, admin) -> int:
    """Give the open demo orders dispatch dates and print days; answers how many."""
    today = timezone.localdate()
    orders = Order.objects.filter(status__in=OPEN).order_by("-pk").only("pk")[:MOST]
    count = 0
    for n, order in enumerate(orders):
        dispatch_by = days_back(today + timedelta(days=OFFSETS[n % len(OFFSETS)]), 0)
        print_on = max(default_print_day(dispatch_by, placed=today), today)
        order_due_dates_seed(order=order, dispatch_by=dispatch_by, print_on=print_on)
        count += 1
    return count
