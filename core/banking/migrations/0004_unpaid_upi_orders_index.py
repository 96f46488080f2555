"""The bank screen's unpaid UPI orders (core.banking.selectors.unpaid_upi_orders), newest first, from an
index of those orders only: the shop's unpaid orders are mostly cash on delivery, so walking every
unpaid order for the few UPI ones read hundreds of thousands of rows. A partial index on the orders
table, made here beside the one read it serves (SQLite and PostgreSQL both take the same statement)."""

from django.db import migrations

NAME = "order_unpaid_upi_recent"
CREATE = (
    f'CREATE INDEX IF NOT EXISTS "{NAME}" ON "orders_order" ("created_at" DESC, "id" DESC) '
    "WHERE \"payment_method\" = 'upi' AND \"payment_status\" = 'unpaid' AND \"status\" <> 'cancelled'"
)


class Migration(migrations.Migration):
    dependencies = [
        ("banking", "0003_columns_direction_ambiguous"),
        ("orders", "0014_order_line_kind_and_setup_labels"),
    ]

    operations = [migrations.RunSQL(CREATE, f'DROP INDEX IF EXISTS "{NAME}"', elidable=False)]
