"""The UPI receipts newest first from an index (the admin's list): one receipt per UPI order paid."""

from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('banking', '0004_unpaid_upi_orders_index'),
        ('orders', '0014_order_line_kind_and_setup_labels'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterModelOptions(
            name='upireceipt',
            options={'ordering': ['-confirmed_at', '-id']},
        ),
        migrations.AddIndex(
            model_name='upireceipt',
            index=models.Index(fields=['-confirmed_at', '-id'], name='upi_receipt_recent'),
        ),
    ]
