from django.db import migrations


def seed(apps, schema_editor):
    from core.catalogue import seed_values as v

    ProductType = apps.get_model("catalogue", "ProductType")
    SleeveOption = apps.get_model("catalogue", "SleeveOption")
    Colour = apps.get_model("catalogue", "Colour")
    Size = apps.get_model("catalogue", "Size")
    CatalogueItem = apps.get_model("catalogue", "CatalogueItem")
    Brand = apps.get_model("catalogue", "Brand")
    ShopSettings = apps.get_model("catalogue", "ShopSettings")

    types = {}
    for pos, (name, slug, price, studio, has_sizes, sleeves, description) in enumerate(v.PRODUCT_TYPES):
        pt = ProductType.objects.create(
            name=name, slug=slug, base_price=price, customisable=studio, has_sizes=has_sizes,
            description=description, position=pos,
        )
        types[slug] = pt
        for spos, (sleeve, sprice) in enumerate(sleeves):
            SleeveOption.objects.create(product_type=pt, name=sleeve, price=sprice, position=spos)
    for pos, (name, hex_) in enumerate(v.COLOURS):
        Colour.objects.create(name=name, hex=hex_, position=pos)
    sizes = {}
    for pos, (code, studio, custom) in enumerate(v.SIZES):
        sizes[code] = Size.objects.create(code=code, position=pos, studio=studio, custom=custom)
    for item_id, name, price, old, type_slug, description in v.CATALOGUE_ITEMS:
        colour = v.GLOW_PINK if item_id == 1 else v.VIOLET_RUSH
        item = CatalogueItem.objects.create(
            id=item_id, name=name, price=price, old_price=old, product_type=types[type_slug],
            colour_name=colour[0], colour_hex=colour[1], description=description, position=item_id,
            images=[f"/products/item-{item_id}-{n}.svg" for n in (1, 2, 3)],
        )
        item.sizes.set([sizes[c] for c in v.CATALOGUE_SIZES])
    for pos, (name, tagline) in enumerate(v.BRANDS):
        Brand.objects.create(name=name, slug=v.brand_slug(name), tagline=tagline, position=pos)
    ShopSettings.objects.get_or_create(pk=1)
    if schema_editor.connection.vendor == "postgresql":
        with schema_editor.connection.cursor() as cursor:
            cursor.execute(
                "SELECT setval(pg_get_serial_sequence('catalogue_catalogueitem', 'id'), "
                "(SELECT MAX(id) FROM catalogue_catalogueitem))"
            )


class Migration(migrations.Migration):
    dependencies = [("catalogue", "0001_initial")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
