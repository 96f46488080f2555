"""The couriers' COD remittances as the Tally file's receipts (settings.BOOKS_COD_RECEIPTS): each
line counted against a delivered COD parcel, on the day the courier remitted it."""

from collections.abc import Iterator
from datetime import date

from core.books.vouchers import MoneyIn
from core.common.money import paise
from core.remittances.models import RemittanceLine


def cod_receipts(*, first: date, after: date) -> Iterator[MoneyIn]:
    lines = (
        RemittanceLine.objects.filter(counted=True, remitted_on__gte=first, remitted_on__lt=after)
        .select_related("courier")
        .order_by("remitted_on", "id")
    )
    for line in lines.iterator(chunk_size=500):
        yield MoneyIn(
            number=f"COD-{line.awb}",
            day=line.remitted_on,
            party="",  # the buyer's ledger: the file names it (cash sales for a consumer)
            amount=paise(line.amount),
            ledger="cod",
            narration=f"{line.courier.name} COD remittance, AWB {line.awb}, UTR {line.utr or 'not given'}",
        )
