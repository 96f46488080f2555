"""The customers list's totals (core.orders.customer_totals.page_totals: how many orders each customer on
the page placed, what they paid and owe) from an index that carries the columns those sums read: an
index-only scan of the page's customers' entries instead of a visit to each of their orders (a
customer of a large shop has hundreds). PostgreSQL only (core/common/pg_indexes.py)."""

from django.db import migrations

from core.common.pg_indexes import CoveringIndex


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0009_new_round_permissions"),
        ("orders", "0014_order_line_kind_and_setup_labels"),
    ]

    operations = [
        CoveringIndex(
            table="orders_order",
            columns=["customer_id", "payment_status", "status"],
            include=["amount", "refunded", "id"],
            name="order_customer_money",
        )
    ]
