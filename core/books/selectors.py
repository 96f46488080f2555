"""Reads for the Tally file: the period, and what happened in it, each read in pages along an index
(a month is never held in memory): the tax invoices and credit notes as GSTR-1 reads them, the money
received (UPI credits confirmed from bank statements, the gateway's captured payments, business
payments recorded, couriers' COD remittances through a hook), the supplier invoices received."""

import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from itertools import islice

from django.conf import settings
from django.db.models import Sum
from django.utils.module_loading import import_string

from core.banking.models import UpiReceipt
from core.books.vouchers import Bought, MoneyIn
from core.common.ist import IST, in_ist
from core.common.money import paise
from core.gst.period import period_of
from core.invoices.models import Invoice
from core.payments.models import GatewayPayment, GatewayPaymentStatus
from core.purchasing.models import Receipt, ReceiptLine
from core.receivables.models import Payment

ISO_DAY = re.compile(r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
MOST_DAYS = 366  # a financial year at most in one file
BAD_DAYS = "Choose a month, or a from and a to date (YYYY-MM-DD), the to date not before the from date."
TOO_LONG = f"A Tally file covers at most {MOST_DAYS} days; choose a shorter period."
PAGE = 2000


@dataclass(frozen=True)
class Span:
    """The days a file covers, India's days: `first` to the day before `after`."""

    first: date
    after: date

    @property
    def name(self) -> str:
        return f"{self.first:%Y%m%d}-{self.after - timedelta(days=1):%Y%m%d}"

    def bounds(self) -> tuple[datetime, datetime]:
        return datetime.combine(self.first, time.min, tzinfo=IST), datetime.combine(
            self.after, time.min, tzinfo=IST
        )


def span_of(params: dict) -> Span:
    """`month` (YYYY-MM, with `span` month or quarter as GSTR-1), else `date_from` and `date_to`
    (inclusive). ValueError with the message to show when neither makes a period."""
    if params.get("month"):
        period = period_of(params["month"], params.get("span") or "month")
        return Span(period.first, period.after)
    try:
        first, last = (date.fromisoformat(str(params.get(n) or "")) for n in ("date_from", "date_to"))
    except ValueError:
        raise ValueError(BAD_DAYS) from None
    if not all(ISO_DAY.match(str(params[n])) for n in ("date_from", "date_to")) or last < first:
        raise ValueError(BAD_DAYS)
    if (last - first).days >= MOST_DAYS:
        raise ValueError(TOO_LONG)
    return Span(first, last + timedelta(days=1))


def period_counts(*, span: Span) -> int:
    """How many documents, receipts and supplier invoices the file will hold (the job's progress)."""
    start, end = span.bounds()
    documents = Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end).count()
    return documents + _upi(start, end).count() + _gateway(start, end).count() + _purchases(span).count()


def _upi(start, end):
    return UpiReceipt.objects.filter(confirmed_at__gte=start, confirmed_at__lt=end)


def _gateway(start, end):
    return GatewayPayment.objects.filter(
        created_at__gte=start, created_at__lt=end, status=GatewayPaymentStatus.CAPTURED
    )


def _purchases(span: Span):
    return Receipt.objects.filter(supplier_invoice_date__gte=span.first, supplier_invoice_date__lt=span.after)


def in_pages(queryset) -> Iterator[list]:
    """The queryset's rows, PAGE at a time (one server-side read; each page's related rows in one)."""
    rows = queryset.iterator(chunk_size=PAGE)
    while page := list(islice(rows, PAGE)):
        yield page


def purchase_heads(*, span: Span) -> dict[str, int]:
    """The purchase register's totals for the period in paise (its rows: core.purchasing.register)."""
    heads = ("taxable", "cgst", "sgst", "igst")
    found = _purchases(span).aggregate(**{h: Sum(h) for h in heads})
    return {h: paise(found[h] or 0) for h in heads}


@dataclass(frozen=True)
class Buyer:
    gstin: str
    name: str


def _buyers(order_ids: list[int]) -> dict[int, Buyer]:
    """The registered buyer on each order's tax invoice (none: a B2C order)."""
    rows = (
        Invoice.objects.filter(order_id__in=order_ids, kind=Invoice.Kind.INVOICE)
        .exclude(buyer_gstin="")
        .values_list("order_id", "buyer_gstin", "buyer_legal_name")
    )
    return {order: Buyer(gstin, name) for order, gstin, name in rows}


def money_in(*, span: Span) -> Iterator[tuple[MoneyIn, Buyer | None]]:
    """The period's receipts with their registered buyer, if any (else the cash-sales party)."""
    start, end = span.bounds()
    upi = _upi(start, end).select_related("order", "credit").order_by("confirmed_at", "id")
    for page in in_pages(upi):
        buyers = _buyers([r.order_id for r in page])
        for r in page:
            day = r.credit.value_date if r.credit else in_ist(r.confirmed_at).date()
            narration = f"UPI {r.utr} for {r.order.order_id}" if r.utr else f"UPI for {r.order.order_id}"
            yield (
                MoneyIn(f"UPI/{r.order.order_id}", day, "", paise(r.amount), "bank", narration),
                buyers.get(r.order_id),
            )
    gateway = _gateway(start, end).select_related("order").order_by("created_at", "id")
    for page in in_pages(gateway):
        buyers = _buyers([p.order_id for p in page])
        for p in page:
            narration = f"{p.gateway} {p.payment_id} ({p.method or 'online'}) for {p.order.order_id}"
            money = MoneyIn(
                f"PG/{p.order.order_id}",
                in_ist(p.created_at).date(),
                "",
                p.amount_paise,
                "gateway",
                narration,
            )
            yield money, buyers.get(p.order_id)
    business = (
        Payment.objects.filter(received_on__gte=span.first, received_on__lt=span.after)
        .select_related("receivable__debtor")
        .order_by("received_on", "id")
    )
    for p in business.iterator(chunk_size=PAGE):
        debtor = p.receivable.debtor
        narration = f"{p.get_kind_display()} for {p.receivable.quote_number}" + (
            f", UTR {p.utr}" if p.utr else ""
        )
        money = MoneyIn(f"BP/{p.pk}", p.received_on, "", paise(p.amount), "bank", narration)
        yield money, Buyer(debtor.gstin, debtor.name) if debtor.gstin else None
    yield from cod_remittances(span=span)


def cod_remittances(*, span: Span) -> Iterator[tuple[MoneyIn, Buyer | None]]:
    """Cash on delivery collected by couriers and remitted to the shop: `settings.BOOKS_COD_RECEIPTS`,
    the dotted path of a function (first=date, after=date) giving MoneyIn rows (ledger "cod"), or
    (MoneyIn, Buyer) pairs; none until the couriers' remittances are kept (an app being built)."""
    path = getattr(settings, "BOOKS_COD_RECEIPTS", "")
    if not path:
        return
    for row in import_string(path)(first=span.first, after=span.after):
        yield row if isinstance(row, tuple) else (row, None)


def purchases(*, span: Span) -> Iterator[tuple[Bought, str]]:
    """The supplier invoices dated in the period (the purchase register's rows), per GST rate, with
    the supplier's GSTIN."""
    receipts = _purchases(span).select_related("order__supplier").order_by("supplier_invoice_date", "id")
    for page in in_pages(receipts):
        by_receipt: dict[int, dict[Decimal, dict[str, int]]] = defaultdict(dict)
        lines = ReceiptLine.objects.filter(receipt_id__in=[r.pk for r in page]).values_list(
            "receipt_id", "line__gst_rate", "taxable", "cgst", "sgst", "igst"
        )
        for receipt_id, rate, *heads in lines:
            sums = by_receipt[receipt_id].setdefault(
                Decimal(rate), dict.fromkeys(("taxable", "cgst", "sgst", "igst"), 0)
            )
            for name, value in zip(("taxable", "cgst", "sgst", "igst"), heads, strict=True):
                sums[name] += paise(value)
        for r in page:
            supplier = r.order.supplier
            bought = Bought(
                number=f"{r.order.number}/{r.supplier_invoice_number}",
                supplier_invoice=r.supplier_invoice_number,
                day=r.supplier_invoice_date,
                party=supplier.name,
                total=paise(r.total),
                by_rate=by_receipt.get(r.pk, {}),
            )
            yield bought, supplier.gstin
