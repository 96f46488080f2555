from django.db import migrations


def seed(apps, schema_editor):
    """The Details and Features tabs' facts for the seeded product types and items (issue 27)."""
    from core.catalogue import seed_facts as f

    ProductType = apps.get_model("catalogue", "ProductType")
    CatalogueItem = apps.get_model("catalogue", "CatalogueItem")
    for slug, facts in f.TYPE_FACTS.items():
        ProductType.objects.filter(slug=slug).update(**facts)
    for item_id, facts in f.ITEM_FACTS.items():
        CatalogueItem.objects.filter(pk=item_id).update(**facts)


class Migration(migrations.Migration):
    dependencies = [("catalogue", "0003_product_facts")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
