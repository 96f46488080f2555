"""The office customers' search: a word is looked for in the name, phone, e-mail and city
(`icontains` on each, OR-ed; core/orders/office/customers.py). With a trigram index on `UPPER()` of each
of the four, PostgreSQL ORs four bitmap scans instead of reading every customer and comparing each
column (0004 indexed the name's `UPPER()` and the phone itself, which the orders' search compares).
PostgreSQL only (core/common/pg_indexes.py)."""

from django.db import migrations

from core.common.pg_indexes import TrigramIndex


class Migration(migrations.Migration):
    dependencies = [("accounts", "0010_customer_totals_index")]

    operations = [
        TrigramIndex(table="accounts_user", column="phone_number", name="user_phone_upper_trigram"),
        TrigramIndex(table="accounts_user", column="email", name="user_email_trigram"),
        TrigramIndex(table="accounts_user", column="city", name="user_city_trigram"),
    ]
