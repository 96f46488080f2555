"""Issue 12: each list's index holds its filter and its whole order (created_at, then id), and on
PostgreSQL with a collation other than C, order ids get a pattern index for prefix searches."""

from django.db import migrations, models

from core.common.pg_indexes import PatternIndex


class Migration(migrations.Migration):
    dependencies = [
        ("orders", "0002_order_tallies"),
    ]

    operations = [
        migrations.RemoveIndex(model_name="order", name="order_status_newest"),
        migrations.RemoveIndex(model_name="order", name="order_payment_status"),
        migrations.RemoveIndex(model_name="order", name="order_customer_newest"),
        migrations.RemoveIndex(model_name="order", name="order_newest"),
        migrations.AddIndex(
            model_name="order",
            index=models.Index(fields=["status", "-created_at", "-id"], name="order_status_recent"),
        ),
        migrations.AddIndex(
            model_name="order",
            index=models.Index(fields=["payment_status", "-created_at", "-id"], name="order_payment_recent"),
        ),
        migrations.AddIndex(
            model_name="order",
            index=models.Index(fields=["customer", "-created_at", "-id"], name="order_customer_recent"),
        ),
        migrations.AddIndex(
            model_name="order",
            index=models.Index(fields=["-created_at", "-id"], name="order_recent"),
        ),
        migrations.AddIndex(
            model_name="orderevent",
            index=models.Index(fields=["-created_at", "-id"], name="orderevent_recent"),
        ),
        PatternIndex(table="orders_order", column="order_id", name="order_id_prefix"),
    ]
