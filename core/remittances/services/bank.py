"""A remittance's transfers found on the bank statements: the credit whose reference or narration
carries the transfer's UTR, in a bounded window of value dates around the remittance date."""

from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from core.banking.models import BankCredit
from core.remittances.models import RemittanceFile, RemittanceTransfer

# NEFT/RTGS credits reach the statement the day of the transfer or a few working days on; the
# window keeps the search to the credits of those days (index credit_recent), never the table.
DAYS_BEFORE, DAYS_AFTER = 3, 10
CANDIDATES_MAX = 2000


def _plain(text: str) -> str:
    return "".join(ch for ch in text.upper() if ch.isalnum())


@transaction.atomic
def remittance_transfers_match(*, upload: RemittanceFile) -> int:
    """Match the file's unmatched transfers to bank credits by UTR; answers how many were matched.
    A credit pays one transfer (the one-to-one field)."""
    matched = 0
    taken = set()
    for transfer in RemittanceTransfer.objects.filter(file=upload, credit__isnull=True).select_for_update():
        around = transfer.paid_on or timezone.localdate(upload.created_at)
        credits = (
            BankCredit.objects.filter(
                value_date__gte=around - timedelta(days=DAYS_BEFORE),
                value_date__lte=around + timedelta(days=DAYS_AFTER),
            )
            .order_by("-value_date", "-id")
            .values("id", "reference", "narration", "amount")[:CANDIDATES_MAX]
        )
        utr = _plain(transfer.utr)
        for credit in credits:
            if credit["id"] in taken or utr not in _plain(f"{credit['reference']} {credit['narration']}"):
                continue
            if RemittanceTransfer.objects.filter(credit_id=credit["id"]).exists():
                continue
            RemittanceTransfer.objects.filter(pk=transfer.pk).update(
                credit_id=credit["id"], credit_amount=credit["amount"], matched_at=timezone.now()
            )
            taken.add(credit["id"])
            matched += 1
            break
    return matched
