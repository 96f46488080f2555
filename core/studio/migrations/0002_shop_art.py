"""The shop's own templates and clip-art (core/studio/shop_art.py), so a fresh shop has them."""

from django.db import migrations


def seed(apps, schema_editor):
    from core.studio.shop_art import shipped_rows

    artwork = apps.get_model("studio", "Artwork")
    for row in shipped_rows():
        if not artwork.objects.filter(shipped=True, kind=row["kind"], title=row["title"]).exists():
            artwork.objects.create(**row)


def unseed(apps, schema_editor):
    apps.get_model("studio", "Artwork").objects.filter(shipped=True).delete()


class Migration(migrations.Migration):
    dependencies = [("studio", "0001_initial")]
    operations = [migrations.RunPython(seed, unseed)]
