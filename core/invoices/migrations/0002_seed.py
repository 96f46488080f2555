from django.db import migrations


def seed(apps, schema_editor):
    from core.invoices import seed_values as v

    InvoiceSettings = apps.get_model("invoices", "InvoiceSettings")
    ProductTaxRule = apps.get_model("invoices", "ProductTaxRule")
    ProductType = apps.get_model("catalogue", "ProductType")
    InvoiceSettings.objects.get_or_create(pk=1, defaults=v.SELLER)
    for product_type in ProductType.objects.all():
        hsn, rate, by_value, high, source = v.TAX_RULES.get(product_type.slug, v.DEFAULT_RULE)
        ProductTaxRule.objects.get_or_create(
            product_type=product_type,
            defaults={"hsn": hsn, "rate": rate, "by_value": by_value, "high_rate": high, "source": source},
        )


class Migration(migrations.Migration):
    dependencies = [("invoices", "0001_initial"), ("catalogue", "0002_seed_catalogue")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
