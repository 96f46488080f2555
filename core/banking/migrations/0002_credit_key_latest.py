"""A credit's key becomes its UTR, value date and amount (or the fingerprint of its date, amount,
reference and narration, spacing and case aside), the n-th alike in a statement ending in #n; the
keys already stored are computed again, and the key index carries the id (the latest reading)."""

import hashlib
from collections import Counter

from django.db import migrations, models


def _key(credit, repeat: int) -> str:  # core.banking.reading.Credit.key, as of this migration
    amount = f"{credit.amount:.2f}"
    if credit.utr:
        key = f"utr:{credit.utr}:{credit.value_date:%Y%m%d}:{amount}"
    else:
        words = [" ".join(credit.reference.split()).upper(), " ".join(credit.narration.split()).upper()]
        text = "|".join([credit.value_date.isoformat(), amount, *words])
        key = "fp:" + hashlib.sha256(text.encode()).hexdigest()[:40]
    return key if repeat == 1 else f"{key}#{repeat}"


def rekey(apps, schema_editor):
    BankCredit = apps.get_model("banking", "BankCredit")
    UpiReceipt = apps.get_model("banking", "UpiReceipt")
    seen: Counter = Counter()
    statement = None
    for credit in BankCredit.objects.order_by("statement_id", "row", "id").iterator(chunk_size=2000):
        if credit.statement_id != statement:
            statement, seen = credit.statement_id, Counter()
        seen[_key(credit, 1)] += 1
        key = _key(credit, seen[_key(credit, 1)])
        if key != credit.key:
            BankCredit.objects.filter(pk=credit.pk).update(key=key)
    for receipt in UpiReceipt.objects.exclude(credit=None).select_related("credit").iterator(chunk_size=2000):
        UpiReceipt.objects.filter(pk=receipt.pk).update(key=receipt.credit.key)


class Migration(migrations.Migration):
    dependencies = [("banking", "0001_initial")]

    operations = [
        migrations.RemoveIndex(model_name="bankcredit", name="credit_key"),
        migrations.AddIndex(
            model_name="bankcredit", index=models.Index(fields=["key", "id"], name="credit_key_latest")
        ),
        migrations.RunPython(rekey, migrations.RunPython.noop),
    ]
