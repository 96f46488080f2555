"""Every order placed before due dates existed gets the dispatch date its delivery estimate implied on
the day it was placed, and the print day before it: batches of BATCH rows by primary key, so no
statement holds the whole table and a stopped run goes on where it left off."""

from django.db import migrations
from django.utils import timezone

from core.common.pincode_directory import place_for
from core.pincodes.estimate import Reading, Zone, estimate, zone_for
from core.pincodes.models import DEFAULT_FAST, DEFAULT_METROS
from core.planning.dates import default_print_day, dispatch_date

BATCH = 2000


def backfill(apps, schema_editor):
    Order = apps.get_model("orders", "Order")
    DeliverySettings = apps.get_model("pincodes", "DeliverySettings")
    row = DeliverySettings.objects.filter(pk=1).first()
    fast = row.fast_cities if row else DEFAULT_FAST
    metros = row.metro_cities if row else DEFAULT_METROS
    last = 0
    while True:
        batch = list(
            Order.objects.filter(pk__gt=last, dispatch_by__isnull=True)
            .order_by("pk")
            .only("pk", "created_at", "ship_pin_code")[:BATCH]
        )
        if not batch:
            return
        for order in batch:
            placed = timezone.localdate(order.created_at)
            place = place_for(order.ship_pin_code)
            zone = zone_for(place, fast_cities=fast, metro_cities=metros) if place else Zone.OTHER
            order.dispatch_by = dispatch_date(estimate(zone, reading=Reading.DESIGN, today=placed), placed=placed)
            order.print_on = default_print_day(order.dispatch_by, placed=placed)
        Order.objects.bulk_update(batch, ["dispatch_by", "print_on"])
        last = batch[-1].pk


class Migration(migrations.Migration):
    dependencies = [
        ("planning", "0001_print_capacity"),
        ("orders", "0011_due_dates"),
        ("pincodes", "0002_seed_delivery_settings"),
    ]

    operations = [migrations.RunPython(backfill, migrations.RunPython.noop, elidable=True)]
