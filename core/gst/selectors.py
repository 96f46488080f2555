"""Reads for GSTR-1: the period's documents, read once in issue order (the `invoice_issued` index),
and the tables built from them."""

from collections.abc import Callable, Iterator
from datetime import UTC, datetime

from django.db.models import Q
from django.db.models.functions import Coalesce

from core.common.money import from_paise, paise
from core.common.prepared import Prepared
from core.gst.models import GstReturnSettings
from core.gst.period import Period
from core.gst.portal import NATURE
from core.gst.tables import Builder, Document, Gstr1
from core.invoices.models import Invoice, InvoiceSettings

FIELDS = (
    "kind",
    "number",
    "sequence",
    "issued_at",
    "place_of_supply_code",
    "place_of_supply",
    "intra_state",
    "rows",
    "total",
    "credited__total",
    "credited__number",
    "against__total",
    "against__number",
    "buyer_gstin",
    "buyer_legal_name",
)
PROGRESS_EVERY = 5000
PAGE = 2000


def period_documents_count(*, period: Period) -> int:
    start, end = period.bounds()
    return Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end).count()


def _documents(size: int) -> Prepared:
    """A page of `size` documents (FIELDS and id) issued from `start` until `end`, after the moment
    `after` (= `same`) and id `pk`, oldest first along the `invoice_issued` index; prepared once per
    connection (compiling its joins cost as much CPU as a logged-in hello)."""

    def page(start, end, after, same, pk):
        return (
            Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end)
            .filter(Q(issued_at__gt=after) | Q(issued_at=same, id__gt=pk))
            .order_by("issued_at", "id")
            .values_list(*FIELDS, "id")[:size]
        )

    marks = [datetime(1900, 1, day, tzinfo=UTC) for day in (1, 2, 3, 4)]
    return Prepared(page, start=marks[0], end=marks[1], after=marks[2], same=marks[3], pk=-1)


_DOCUMENTS = _documents(PAGE)


def _in_pages(start, end) -> Iterator[tuple]:
    """The period's FIELDS and id, oldest first, PAGE rows a query, each page after the last one's
    (issued_at, id): a month is never held in memory, and a short one is one plain query (a
    server-side cursor costs a declare, a fetch and a close, and PostgreSQL keeps its whole result
    when it outlives the transaction, as in autocommit)."""
    at, pk = start, 0
    while True:
        rows = _DOCUMENTS.rows(start=start, end=end, after=at, same=at, pk=pk)
        yield from rows
        if len(rows) < PAGE:
            return
        at, pk = rows[-1][3], rows[-1][-1]


def period_documents(*, period: Period) -> Iterator[Document]:
    """The invoices, credit notes and delivery challans issued in the period (India's days), oldest
    first (a challan counts only in Table 13: core/gst/tables.py)."""
    rows = _in_pages(*period.bounds())
    for kind, number, seq, at, pos, pos_name, intra, lines, total, *credited, gstin, legal_name, _ in rows:
        # a note cancels an invoice (`credited`) or reduces it for a refund (`against`): either way
        # it follows that invoice's table (Table 9B for a Table 5 invoice, CGST Act s.34)
        credited_total, credited_no = credited[:2] if credited[0] is not None else credited[2:]
        buyer = (gstin, legal_name)
        yield Document(
            kind=kind,
            number=number,
            sequence=seq,
            issued_at=at,
            pos_code=pos,
            pos_name=pos_name,
            intra_state=intra,
            rows=lines,
            total=paise(total),
            credited_total=None if credited_total is None else paise(credited_total),
            credited_number=credited_no or "",
            buyer_gstin=buyer[0],
            buyer_name=buyer[1],
        )


def gstr1_build(
    *,
    period: Period,
    documents=None,
    progress: Callable[[int], None] | None = None,
    settings: GstReturnSettings | None = None,
    einvoicing: bool | None = None,
) -> Gstr1:
    """The period's GSTR-1 tables; `progress(done)` every few thousand documents."""
    settings = settings or GstReturnSettings.current()
    digits = settings.table12_digits(einvoicing=einvoicing)
    builder = Builder(threshold=settings.b2cl_threshold, hsn_digits=digits)
    for done, document in enumerate(documents or period_documents(period=period), start=1):
        builder.add(document)
        if progress and done % PROGRESS_EVERY == 0:
            progress(done)
    return builder.result()


REGISTER_FIELDS = (
    "kind",
    "number",
    "issued_at",
    "order__order_id",
    "buyer_name",
    "place_of_supply",
    "intra_state",
    Coalesce("credited__number", "against__number"),  # the invoice a note cancels or reduces
    "taxable_value",
    "cgst",
    "sgst",
    "igst",
    "total",
    "buyer_gstin",
)


def register_rows(*, period: Period) -> Iterator[tuple]:
    """The sales register's rows: every document of the period, oldest first."""
    start, end = period.bounds()
    return (
        Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end)
        .exclude(kind=Invoice.Kind.CHALLAN)  # no sale: a replacement's challan carries no value
        .order_by("issued_at", "id")
        .values_list(*REGISTER_FIELDS)
        .iterator(chunk_size=2000)
    )


def seller_gstin() -> str:
    shop = InvoiceSettings.objects.order_by("pk").only("gstin").first()
    return shop.gstin if shop else ""


_SELLER = Prepared(lambda: InvoiceSettings.objects.order_by("pk").values_list("gstin", "einvoicing")[:1])
_SETTINGS = Prepared(lambda: GstReturnSettings.objects.filter(pk=1).values("b2cl_threshold", "hsn_digits"))


def _seller() -> tuple[str, bool]:
    """The shop's GSTIN and whether e-invoicing applies (core.invoices.einvoice.selectors.einvoicing_on),
    in one read."""
    shop = _SELLER.rows()
    return (shop[0][0], bool(shop[0][1])) if shop else ("", False)


def _settings() -> GstReturnSettings:
    """GstReturnSettings.current()'s numbers, by a prepared query."""
    found = _SETTINGS.rows()
    return GstReturnSettings(pk=1, **found[0]) if found else GstReturnSettings(pk=1)


TABLE_NAMES = {
    "b2cs": "Table 7: B2C others (b2cs)",
    "b2cl": "Table 5: B2C large (b2cl)",
    "cdnur": "Table 9B: credit notes, unregistered (cdnur)",
    "hsn": "Table 12: HSN summary, B2C",
    "b2b": "Table 4A: B2B invoices (b2b)",
    "cdnr": "Table 9B: credit notes, registered (cdnr)",
    "hsn_b2b": "Table 12: HSN summary, B2B",
}


def gstr1_summary(*, period: Period) -> dict:
    """What the GSTR-1 screen shows: each table's rows and totals, and the documents issued."""
    settings = _settings()
    gstin, einvoicing = _seller()
    tables = gstr1_build(period=period, settings=settings, einvoicing=einvoicing)
    totals = {name: tables.total(name) for name in ("b2cs", "b2cl", "cdnur")} | {"hsn": tables.hsn_total()}
    rows = {
        "b2cs": len(tables.b2cs),
        "b2cl": len(tables.b2cl),
        "cdnur": len(tables.cdnur),
        "hsn": len(tables.hsn),
    }
    totals |= {name: tables.total(name) for name in ("b2b", "cdnr")} | {"hsn_b2b": tables.hsn_b2b_total()}
    rows |= {"b2b": len(tables.b2b), "cdnr": len(tables.cdnr), "hsn_b2b": len(tables.hsn_b2b)}
    return {
        "period": period.label,
        "fp": period.fp,
        "gstin": gstin,
        "documents": tables.documents,
        "b2cl_threshold": settings.b2cl_threshold,
        "hsn_digits": settings.table12_digits(einvoicing=einvoicing),
        "einvoicing": einvoicing,
        "tables": [
            {"table": key, "name": TABLE_NAMES[key], "rows": rows[key], **_rupees(totals[key])}
            for key in TABLE_NAMES
        ],
        "documents_issued": [
            {
                "nature": NATURE[kind][1],
                "first": series.first[1],
                "last": series.last[1],
                "total": series.total,
                "cancelled": series.cancelled,
                "net_issued": series.issued,
            }
            for (kind, _), series in sorted(tables.docs.items(), key=lambda item: NATURE[item[0][0]][0])
        ],
    }


def _rupees(heads) -> dict:
    return {name: from_paise(getattr(heads, name)) for name in ("taxable", "igst", "cgst", "sgst")}
