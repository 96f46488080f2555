"""Issue 12: searching people by a part of the name or of the phone number, served by trigram
indexes on PostgreSQL (nothing to do on SQLite: see core/common/pg_indexes.py)."""

from django.db import migrations

from core.common.pg_indexes import TrigramIndex


class Migration(migrations.Migration):
    dependencies = [("accounts", "0003_rate_limit_cache_table")]

    operations = [
        TrigramIndex(table="accounts_user", column="name", name="user_name_trigram"),
        TrigramIndex(table="accounts_user", column="phone_number", name="user_phone_trigram", upper=False),
    ]
