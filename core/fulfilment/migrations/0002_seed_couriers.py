from django.db import migrations


def seed(apps, schema_editor):
    from core.orders.shipping.seed_values import COURIERS

    Courier = apps.get_model("fulfilment", "Courier")
    for position, (name, template, needs_awb) in enumerate(COURIERS):
        Courier.objects.get_or_create(
            name=name, defaults={"tracking_url_template": template, "needs_awb": needs_awb, "position": position}
        )


class Migration(migrations.Migration):
    dependencies = [("fulfilment", "0001_initial")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
