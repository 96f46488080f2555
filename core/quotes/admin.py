"""The Django admin for quotes (Perm.MANAGE_QUOTES): the requests from /bulk, and the desk's quotes
with every revision. The draft revision's terms (validity, dispatch, advance, payment terms,
delivery, note) may be edited here while the quote is a draft, through `quote_revision_save` with its
lines as they are (prices are set in the back office, beside the price breaks); the actions send a
draft or start a new revision. A sent revision is never edited, and an accepted quote is read-only
throughout: its order was made from it."""

from django.contrib import admin, messages
from django.utils.html import format_html, format_html_join
from unfold.admin import ModelAdmin, TabularInline
from unfold.decorators import action, display

from core.common.admin_display import ReadOnlyInline, ReadOnlyPages
from core.common.admin_money import inr
from core.common.admin_paging import CappedPaginator
from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.common.ist import ist_date, ist_datetime
from core.quotes.models import Quote, QuoteRequest, QuoteRevision, QuoteStatus
from core.quotes.services.desk import LineIn, quote_revise, quote_revision_save, quote_send


@admin.register(QuoteRequest)
class QuoteRequestAdmin(ReadOnlyPages, ModelAdmin):
    list_display = ("pk", "created", "customer", "business_name", "product_type", "colour_name", "quantity",
                    "needed", "status")  # fmt: skip
    list_filter = ("status", "product_type")
    search_fields = ("customer__phone_number", "customer__name", "business_name", "business_gstin")
    list_select_related = ("customer", "product_type")
    show_full_result_count = False
    paginator = CappedPaginator
    fields = (
        ("customer", "status"),
        ("product_type", "colour_name", "quantity"),
        "sizes",
        "positions",
        ("needed_by", "earliest_delivery", "date_possible"),
        "notes",
        ("ship_area", "ship_landmark"),
        ("ship_city", "ship_state", "ship_pin_code"),
        ("business_name", "business_gstin"),
        "business_address",
        ("business_pin_code", "business_state"),
    )

    @display(description="Asked", ordering="created_at")
    def created(self, request_row: QuoteRequest) -> str:
        return ist_datetime(request_row.created_at)

    @display(description="Needed by", ordering="needed_by")
    def needed(self, request_row: QuoteRequest) -> str:
        return ist_date(request_row.needed_by)


def _lines(revision: QuoteRevision) -> str:
    rows = (
        (
            f"Setup: {ln.size}" if ln.kind == "setup" else f"Size {ln.size}",
            ln.quantity,
            inr(ln.unit_price),
            f" ({ln.reason})" if ln.reason else "",
        )  # fmt: skip
        for ln in revision.lines.all()
    )
    return format_html_join(format_html("<br>"), "{} × {} at {}{}", rows)


class DraftRevisionInline(TabularInline):
    """The draft revision (not sent yet): its terms are editable while the quote is a draft."""

    model = QuoteRevision
    verbose_name_plural = "draft revision"
    fields = ("number", "valid_until", "dispatch_by", "advance_percent", "terms_days", "delivery", "note",
              "lines", "total_shown")  # fmt: skip
    readonly_fields = ("number", "lines", "total_shown")
    extra = 0
    max_num = 0
    can_delete = False

    def get_queryset(self, request):
        return super().get_queryset(request).filter(sent_at__isnull=True).prefetch_related("lines")

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        editable = obj is None or obj.status == QuoteStatus.DRAFT
        return editable and super().has_change_permission(request, obj)

    @display(description="Lines")
    def lines(self, revision: QuoteRevision) -> str:
        return _lines(revision)

    @display(description="Total")
    def total_shown(self, revision: QuoteRevision) -> str:
        return inr(revision.total)


class SentRevisionInline(ReadOnlyInline):
    """Every revision the customer was sent, as it was; the customer's changes asked on each."""

    model = QuoteRevision
    verbose_name_plural = "revisions sent"
    fields = ("number", "sent", "valid", "lines", "total_shown", "terms", "change_comment")
    readonly_fields = fields

    def get_queryset(self, request):
        return super().get_queryset(request).filter(sent_at__isnull=False).prefetch_related("lines")

    @display(description="Sent")
    def sent(self, revision: QuoteRevision) -> str:
        return ist_datetime(revision.sent_at)

    @display(description="Valid until")
    def valid(self, revision: QuoteRevision) -> str:
        return ist_date(revision.valid_until)

    @display(description="Lines")
    def lines(self, revision: QuoteRevision) -> str:
        return _lines(revision)

    @display(description="Total")
    def total_shown(self, revision: QuoteRevision) -> str:
        return format_html("{}<br><small>{}</small>", inr(revision.total), revision.place_of_supply)

    @display(description="Payment")
    def terms(self, revision: QuoteRevision) -> str:
        if revision.terms_days:
            return revision.get_terms_days_display()
        return f"{revision.advance_percent.normalize():f}% advance"


def _each(request, queryset, service, done: str) -> None:
    count = 0
    for quote in queryset.order_by("id"):
        try:
            service(quote=quote, actor=request.user)
            count += 1
        except ApplicationError as exc:
            messages.error(request, f"{quote.number}: {exc.message}")
    if count:
        messages.success(request, f"{done}: {count}.")


@admin.register(Quote)
class QuoteAdmin(ServiceWrites, ModelAdmin):
    list_display = ("number", "created", "customer", "business", "status", "accepted_revision", "order")
    list_filter = ("status",)
    search_fields = ("number", "customer__phone_number", "request__business_name", "request__business_gstin")
    list_select_related = ("customer", "request", "order")
    show_full_result_count = False
    paginator = CappedPaginator
    inlines = (DraftRevisionInline, SentRevisionInline)
    fields = (("number", "status"), ("customer", "request"), ("accepted", "accepted_revision", "order"))
    readonly_fields = ("number", "status", "customer", "request", "accepted", "accepted_revision", "order")
    actions = ("send_to_customer", "new_revision")

    def has_add_permission(self, request) -> bool:
        return False  # a quote is made from a request, in the back office

    def get_inline_instances(self, request, obj=None):
        inlines = super().get_inline_instances(request, obj)
        if obj is not None and not obj.revisions.filter(sent_at__isnull=True).exists():
            inlines = [i for i in inlines if not isinstance(i, DraftRevisionInline)]
        return inlines

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # numbered without gaps: kept

    def has_change_permission(self, request, obj=None) -> bool:
        if obj is not None and obj.status == QuoteStatus.ACCEPTED:
            return False  # its order was made from it: read-only
        return super().has_change_permission(request, obj)

    @display(description="Made", ordering="created_at")
    def created(self, quote: Quote) -> str:
        return ist_datetime(quote.created_at)

    @display(description="Business")
    def business(self, quote: Quote) -> str:
        return " · ".join(p for p in (quote.request.business_name, quote.request.business_gstin) if p) or "-"

    @display(description="Accepted")
    def accepted(self, quote: Quote) -> str:
        return ist_datetime(quote.accepted_at) if quote.accepted_at else "-"

    @action(description="Send the draft to the customer", permissions=["change"])
    def send_to_customer(self, request, queryset) -> None:
        _each(request, queryset, quote_send, "Quotes sent")

    @action(description="Make a new revision", permissions=["change"])
    def new_revision(self, request, queryset) -> None:
        _each(request, queryset, quote_revise, "New revisions made")

    def save_record(self, request, obj, form, change: bool) -> None:
        """The quote's own fields are read-only; a draft revision's terms go through the desk's
        service, with its lines as they are (a sent revision never reaches here: it is read-only)."""
        if not isinstance(obj, QuoteRevision):
            return
        lines = [
            LineIn(
                kind=ln.kind, size=ln.size, quantity=ln.quantity, unit_price=ln.unit_price, reason=ln.reason
            )
            for ln in obj.lines.all()
        ]
        try:
            self._save_draft(request, obj, lines)
        except ApplicationError as exc:  # a row of an inline: the page shows why it was not saved
            messages.error(request, "; ".join(dict.fromkeys([exc.message, *sum(exc.errors.values(), [])])))

    @staticmethod
    def _save_draft(request, obj: QuoteRevision, lines: list[LineIn]) -> None:
        quote_revision_save(
            quote=obj.quote,
            actor=request.user,
            lines=lines,
            delivery=obj.delivery,
            valid_until=obj.valid_until,
            dispatch_by=obj.dispatch_by,
            advance_percent=obj.advance_percent,
            terms_days=obj.terms_days,
            note=obj.note,
        )
