"""The database cache's table for the rate limits (core/accounts/rate_limits.py), created by
`migrate` so no deployment step is forgotten. Does nothing when the cache is Redis."""

from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies = [("accounts", "0002_delete_loginattempt")]

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]
