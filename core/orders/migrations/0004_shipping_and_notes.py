"""The orders app takes over couriers, shipments and notes from fulfilment (same tables, same rows).

State only for the models; the content types (and so the permissions granted on them) move with them."""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models

import core.orders.shipping.models

MOVED = ("courier", "shipment", "ordernote")


def move_content_types(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in MOVED:
        if not ContentType.objects.filter(app_label="orders", model=model).exists():
            ContentType.objects.filter(app_label="fulfilment", model=model).update(app_label="orders")


def back(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in MOVED:
        if not ContentType.objects.filter(app_label="fulfilment", model=model).exists():
            ContentType.objects.filter(app_label="orders", model=model).update(app_label="fulfilment")


class Migration(migrations.Migration):
    dependencies = [
        ("orders", "0003_list_indexes"),
        ("fulfilment", "0003_shipping_moves_to_orders"),
        ("contenttypes", "0002_remove_content_type_name"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Courier",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("name", models.CharField(max_length=60, unique=True)),
                        (
                            "tracking_url_template",
                            models.CharField(
                                blank=True,
                                help_text="The courier's tracking page, with {awb} where the AWB number goes. Empty: no link.",
                                max_length=300,
                                validators=[core.orders.shipping.models.validate_tracking_template],
                            ),
                        ),
                        ("needs_awb", models.BooleanField(default=True, help_text="Off for hand delivery.", verbose_name="needs an AWB number")),
                        ("active", models.BooleanField(default=True, help_text="Offered when an order is shipped.")),
                        ("position", models.PositiveSmallIntegerField(default=0)),
                    ],
                    options={
                        "db_table": "fulfilment_courier",
                        "ordering": ["position", "name"],
                        "indexes": [models.Index(fields=["active", "position"], name="courier_active_position")],
                    },
                ),
                migrations.CreateModel(
                    name="OrderNote",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("text", models.TextField(max_length=2000)),
                        ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
                        ("author", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to=settings.AUTH_USER_MODEL)),
                        ("order", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="notes", to="orders.order")),
                    ],
                    options={
                        "db_table": "fulfilment_ordernote",
                        "ordering": ["-created_at", "-id"],
                        "indexes": [models.Index(fields=["order", "-created_at"], name="note_order_newest")],
                    },
                ),
                migrations.CreateModel(
                    name="Shipment",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("awb", models.CharField(blank=True, max_length=40, verbose_name="AWB number")),
                        ("shipped_at", models.DateTimeField(default=django.utils.timezone.now)),
                        ("delivered_at", models.DateTimeField(blank=True, null=True)),
                        ("courier", models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name="shipments", to="orders.courier")),
                        ("order", models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name="shipment", to="orders.order")),
                        ("shipped_by", models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name="+", to=settings.AUTH_USER_MODEL)),
                    ],
                    options={
                        "db_table": "fulfilment_shipment",
                        "indexes": [models.Index(fields=["awb"], name="shipment_awb")],
                    },
                ),
            ]
        ),
        migrations.RunPython(move_content_types, back),
    ]
