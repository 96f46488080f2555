from django.db import migrations, models


class Migration(migrations.Migration):
    """Table 12's unit is each product type's (invoices.ProductTaxRule.uqc), as its invoices print it."""

    dependencies = [("gst", "0002_seed_settings"), ("invoices", "0010_producttaxrule_uqc_books")]
    operations = [
        migrations.RemoveField(model_name="gstreturnsettings", name="uqc"),
        migrations.AlterField(
            model_name="gstreturnsettings",
            name="hsn_digits",
            field=models.PositiveSmallIntegerField(
                choices=[(4, "4 digits (turnover up to Rs 5 crore)"), (6, "6 digits (above Rs 5 crore)")],
                default=4,
                help_text="By the previous financial year's aggregate turnover (Notification 78/2020-CT): "
                "4 digits up to Rs 5 crore, 6 digits above; 6 whenever e-invoicing applies (above Rs 5 crore).",
                verbose_name="HSN digits in Table 12",
            ),
        ),
    ]
