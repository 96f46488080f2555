from django.db import migrations

from core.pages.defaults import PAGES


def seed(apps, schema_editor):
    page = apps.get_model("pages", "SellerPage")
    for position, (slug, title, markdown) in enumerate(PAGES):
        page.objects.get_or_create(slug=slug, defaults={"title": title, "markdown": markdown, "position": position})


class Migration(migrations.Migration):
    """The seven pages, on a fresh database; on one that trust seeded before the pages moved here,
    the rows (and the owner's edits) are kept: get_or_create."""

    dependencies = [("pages", "0001_initial")]

    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
