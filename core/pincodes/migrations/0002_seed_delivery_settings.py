from django.db import migrations


def seed(apps, schema_editor):
    # the admin team's one row of delivery settings, with the model's defaults (read by current())
    apps.get_model("pincodes", "DeliverySettings").objects.get_or_create(pk=1)


class Migration(migrations.Migration):
    dependencies = [("pincodes", "0001_initial")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
