"""Fill a realistic demo shop: an admin, customers, content, and orders in every status and payment
status (core/accounts/demo.py, core/content/demo.py, core/orders/demo/).

Orders, their lines and history go in in bulk (COPY on PostgreSQL), so `seed_demo --orders 1000000`
takes minutes, not hours.
Running it again adds more orders; the demo log-ins stay the same.
"""

import random

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils.module_loading import import_string

from core.accounts.demo import (
    ADMIN,
    CUSTOMER_PASSWORD,
    CUSTOMERS,
    seed_admin,
    seed_demo_customers,
    seed_other_customers,
)
from core.content.demo import seed_content
from core.orders.demo.orders import seed_designs, seed_orders
from core.orders.demo.services import RETURNABLE, demo_returnable_orders_seed


class Command(BaseCommand):
    help = "Fill the shop with demo customers, an admin and orders (with generated designs)."

    def add_arguments(self, parser):
        parser.add_argument("--orders", type=int, default=60, help="How many orders to add (default 60).")
        parser.add_argument("--seed", type=int, default=7, help="Random seed, for repeatable data.")

    def handle(self, *args, orders: int, seed: int, **options):
        rnd = random.Random(seed)
        with transaction.atomic():
            admin = seed_admin()
            demo = seed_demo_customers()
            others = seed_other_customers(rnd, count=min(max(orders // 25, 5), 4000))
        seed_content(admin=admin)
        # three of them delivered just now, for the returns walk-throughs (docs/returns-api.md)
        returnable = []
        if orders >= len(RETURNABLE):
            returnable = demo_returnable_orders_seed(customer=demo[0], actor=admin, design=seed_designs()[0])
        created = len(returnable) + seed_orders(
            rnd, orders - len(returnable), demo=demo[:2], others=others, actor=admin
        )
        # the apps above orders add theirs (e.g. core.reviews.demo), as ORDER_FOLLOWERS follow changes
        for path in settings.DEMO_SEEDERS:
            with transaction.atomic():
                import_string(path)(rnd=rnd, demo=demo, others=others, admin=admin)
        self.stdout.write(self.style.SUCCESS(f"Added {created} orders."))
        self.stdout.write("Demo log-ins (phone / password):")
        self.stdout.write(f"  admin team: {ADMIN[0]} / {ADMIN[1]}")
        for phone, name, *_ in CUSTOMERS:
            self.stdout.write(f"  customer:   {phone} / {CUSTOMER_PASSWORD}  ({name})")
