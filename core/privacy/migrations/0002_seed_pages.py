from django.db import migrations


class Migration(migrations.Migration):
    """Seeded the seller's pages while they were this app's; they moved to core/pages (its 0002 seeds
    them now, on a fresh database and, changing nothing, on one seeded here)."""

    dependencies = [("trust", "0001_initial")]

    operations = []
