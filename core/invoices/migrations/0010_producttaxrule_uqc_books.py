from django.db import migrations, models


def seed_units(apps, schema_editor):
    """Each product type's unit, from the table the invoices read before (seed_values.UNITS)."""
    from core.invoices.seed_values import UNITS

    ProductTaxRule = apps.get_model("invoices", "ProductTaxRule")
    for slug, uqc in UNITS.items():
        ProductTaxRule.objects.filter(product_type__slug=slug).update(uqc=uqc)


class Migration(migrations.Migration):
    dependencies = [("invoices", "0009_payments_invoice_payments")]
    operations = [
        migrations.AddField(
            model_name="producttaxrule",
            name="uqc",
            field=models.CharField(
                choices=[
                    ("PCS", "PCS-PIECES"),
                    ("NOS", "NOS-NUMBERS"),
                    ("PAC", "PAC-PACKS"),
                    ("SET", "SET-SETS"),
                    ("OTH", "OTH-OTHERS"),
                ],
                default="PCS",
                help_text="How the quantity is counted, on invoices, e-invoices and GSTR-1's HSN summary; "
                "one unit per HSN heading.",
                max_length=3,
                verbose_name="unit (UQC)",
            ),
        ),
        migrations.RunPython(seed_units, migrations.RunPython.noop),
    ]
