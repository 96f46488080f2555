"""Couriers, shipments and notes became the orders app's models (core/orders/shipping, notes).

State only: the tables stay as they are (orders 0004 takes them over under the same names)."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("fulfilment", "0002_seed_couriers")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel("Shipment"),
                migrations.DeleteModel("OrderNote"),
                migrations.DeleteModel("Courier"),
            ]
        )
    ]
