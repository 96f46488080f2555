from django.db import migrations


def seed(apps, schema_editor):
    # the owner's one row of returns settings, with the model's defaults (read by current())
    apps.get_model("returns", "ReturnSettings").objects.get_or_create(pk=1)


class Migration(migrations.Migration):
    dependencies = [("returns", "0001_initial")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
