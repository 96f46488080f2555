"""The seeded 4-digit HSN codes become 6-digit ones (Notification 78/2020-Central Tax: 6 digits above
Rs 5 crore turnover, where e-invoicing applies); a code the team has changed stays theirs."""

from django.db import migrations


def six_digits(apps, schema_editor):
    from core.invoices.seed_values import FOUR_DIGIT_SEED, TAX_RULES

    ProductTaxRule = apps.get_model("invoices", "ProductTaxRule")
    for slug, old in FOUR_DIGIT_SEED.items():
        hsn, *_, source = TAX_RULES[slug]
        ProductTaxRule.objects.filter(product_type__slug=slug, hsn=old).update(hsn=hsn, source=source)


def four_digits(apps, schema_editor):
    from core.invoices.seed_values import FOUR_DIGIT_SEED, TAX_RULES

    ProductTaxRule = apps.get_model("invoices", "ProductTaxRule")
    for slug, old in FOUR_DIGIT_SEED.items():
        ProductTaxRule.objects.filter(product_type__slug=slug, hsn=TAX_RULES[slug][0]).update(hsn=old)


class Migration(migrations.Migration):
    dependencies = [("invoices", "0010_producttaxrule_uqc_books"), ("catalogue", "0002_seed_catalogue")]
    operations = [migrations.RunPython(six_digits, four_digits)]
