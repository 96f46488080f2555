"""Replacement orders made before Order.replacement_of existed name their original order too
(the board, the order page and the job sheet say what a replacement replaces)."""

from django.db import migrations
from django.db.models import OuterRef, Subquery


def backfill(apps, schema_editor):
    Order = apps.get_model("orders", "Order")
    ReturnRequest = apps.get_model("returns", "ReturnRequest")
    original = ReturnRequest.objects.filter(replacement_order=OuterRef("pk")).values("order_id")[:1]
    made = ReturnRequest.objects.filter(replacement_order__isnull=False).values("replacement_order_id")
    Order.objects.filter(pk__in=made, replacement_of__isnull=True).update(replacement_of_id=Subquery(original))


class Migration(migrations.Migration):
    dependencies = [
        ("returns", "0003_return_requests"),
        ("orders", "0008_order_replacement_of"),
    ]

    operations = [migrations.RunPython(backfill, migrations.RunPython.noop)]
