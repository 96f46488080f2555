from django.db import migrations

from core.trust.pages.defaults import PAGES


def seed(apps, schema_editor):
    page = apps.get_model("trust", "SellerPage")
    for position, (slug, title, markdown) in enumerate(PAGES):
        page.objects.get_or_create(slug=slug, defaults={"title": title, "markdown": markdown, "position": position})


class Migration(migrations.Migration):
    dependencies = [("trust", "0001_initial")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
