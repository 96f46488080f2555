from django.db import migrations


def seed(apps, schema_editor):
    apps.get_model("stock", "StockSettings").objects.get_or_create(pk=1)


class Migration(migrations.Migration):
    dependencies = [("stock", "0001_blank_stock")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
