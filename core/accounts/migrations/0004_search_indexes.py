"""Issue 12: searching people by a part of the name (trigram) and the start of a phone number,
served by indexes on PostgreSQL (nothing to do on SQLite: see core/common/pg_indexes.py)."""

from django.db import migrations

from core.common.pg_indexes import PatternIndex, TrigramIndex


class Migration(migrations.Migration):
    dependencies = [("accounts", "0003_rate_limit_cache_table")]

    operations = [
        TrigramIndex(table="accounts_user", column="name", name="user_name_trigram"),
        PatternIndex(table="accounts_user", column="phone_number", name="user_phone_prefix"),
    ]
