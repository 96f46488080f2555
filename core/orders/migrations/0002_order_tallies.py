# The maintained order totals (core/orders/totals/), filled from the orders already stored.

from decimal import ROUND_HALF_UP, Decimal

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import Count, F, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

STATUS = [("pending", "Pending"), ("confirm", "Confirm"), ("shipped", "Shipped"), ("delivered", "Delivered"), ("cancelled", "Cancelled")]
PAYMENT = [("paid", "Paid"), ("unpaid", "Unpaid")]


def fill(apps, schema_editor):
    """Count the orders already stored (one grouped query), as core.orders.totals.services would."""
    Order = apps.get_model("orders", "Order")
    OrderTally = apps.get_model("orders", "OrderTally")
    OrderDayTally = apps.get_model("orders", "OrderDayTally")
    rows = (
        Order.objects.order_by()
        .annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day", "status", "payment_status", ptype=F("product_type_id"))
        .annotate(n=Count("id"), amount=Sum("amount"))
    )
    days, overall = {}, {}
    for r in rows:
        paise = int((Decimal(str(r["amount"] or 0)) * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        for found, key in ((days, (r["day"], r["status"], r["ptype"])), (overall, (r["status"], r["payment_status"], r["ptype"]))):
            n, p = found.get(key, (0, 0))
            found[key] = (n + r["n"], p + paise)
    OrderDayTally.objects.bulk_create(
        [OrderDayTally(day=d, status=s, product_type_id=t, orders=n, amount_paise=a)
         for (d, s, t), (n, a) in days.items()],
        batch_size=500,
    )
    OrderTally.objects.bulk_create(
        [OrderTally(status=s, payment_status=p, product_type_id=t, orders=n, amount_paise=a)
         for (s, p, t), (n, a) in overall.items()],
        batch_size=500,
    )


class Migration(migrations.Migration):

    dependencies = [
        ("catalogue", "0002_seed_catalogue"),
        ("orders", "0001_initial"),
    ]

    operations = [
        migrations.CreateModel(
            name="OrderTally",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("status", models.CharField(choices=STATUS, max_length=12)),
                ("payment_status", models.CharField(choices=PAYMENT, max_length=8)),
                ("orders", models.BigIntegerField(default=0)),
                ("amount_paise", models.BigIntegerField(default=0)),
                ("product_type", models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name="+", to="catalogue.producttype")),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("status", "payment_status", "product_type"), name="order_tally_key")],
            },
        ),
        migrations.CreateModel(
            name="OrderDayTally",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("status", models.CharField(choices=STATUS, max_length=12)),
                ("orders", models.BigIntegerField(default=0)),
                ("amount_paise", models.BigIntegerField(default=0)),
                ("day", models.DateField()),
                ("product_type", models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name="+", to="catalogue.producttype")),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("day", "status", "product_type"), name="order_day_tally_key")],
            },
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
