"""Reads for settlements: the reports uploaded, the settlements (each with the bank credit that
received it), one settlement's lines, and the mismatches. Every list is a page read in index order.

A settlement is received when a bank statement's credit (core/banking) has its UTR as its reference
and its net as its amount; looked up when read (the `credit_reference` index), so the statement and
the settlement report may be uploaded in either order."""

from datetime import date, timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db.models import OuterRef, QuerySet, Subquery
from django.utils import timezone
from django.utils.module_loading import import_string

from core.common.admin_money import inr
from core.common.errors import ApplicationError, ErrorStatus, NotFound
from core.common.ist import in_ist, ist_date
from core.common.money import from_paise
from core.payments.models import GatewayPayment, GatewayPaymentStatus
from core.payments.settlements.models import (
    Settlement,
    SettlementLine,
    SettlementMismatchKind,
    SettlementReport,
)

NO_REPORT = "No such settlement report."
PAGE_MAX = 100
MISSING = "Paid through the gateway on {day} ({amount}) and in no settlement after {days} days."
LINE_FIELDS = (
    "id", "row", "kind", "entity_id", "amount", "fee", "tax", "net", "gateway_order_id", "receipt",
    "method", "mismatch", "reason", "order__order_id", "payment__payment_id", "refund__refund_id",
)  # fmt: skip


def reports_recent(*, limit: int = 20) -> list[SettlementReport]:
    return list(SettlementReport.objects.order_by("-created_at")[: min(limit, PAGE_MAX)])


def report_get(*, report_id: str) -> SettlementReport:
    try:
        return SettlementReport.objects.get(pk=report_id)
    except (SettlementReport.DoesNotExist, ValidationError):
        raise ApplicationError(NO_REPORT, status=ErrorStatus.NOT_FOUND) from None


def settlements_listed() -> QuerySet[Settlement]:
    """Settlements with `bank_credit_id` and `bank_date`: the credit that received each, if any."""
    # the bank statements' credits, read through BANK_CREDITS_READER (banking sits above payments)
    credits = import_string(settings.BANK_CREDITS_READER)()
    credits = credits.filter(reference=OuterRef("utr"), amount=OuterRef("net"))
    credits = credits.exclude(reference="").order_by("id")
    return Settlement.objects.annotate(
        bank_credit_id=Subquery(credits.values("id")[:1]),
        bank_date=Subquery(credits.values("value_date")[:1]),
    )


def settlement_get(*, pk: int) -> Settlement:
    found = settlements_listed().filter(pk=pk).first()
    if found is None:
        raise NotFound("Settlement not found.")
    return found


def settlement_lines(*, pk: int, offset: int = 0, limit: int = 50) -> list[dict]:
    """A page of a settlement's lines (LINE_FIELDS) in the file's order; 404 for no such settlement."""
    rows = SettlementLine.objects.filter(settlement_id=pk).order_by("row")
    page = list(rows.values(*LINE_FIELDS)[offset : offset + min(limit, PAGE_MAX)])
    if not page and not Settlement.objects.filter(pk=pk).exists():
        raise NotFound("Settlement not found.")
    return page


def _unsettled() -> QuerySet[GatewayPayment]:
    """Captured, in no settlement line, and asked for (its gateway order made) more than
    SHOP_SETTLEMENT_DAYS days ago: the shop keeps no capture time (`gateway_payment_unsettled`)."""
    before = timezone.now() - timedelta(days=settings.SHOP_SETTLEMENT_DAYS)
    rows = GatewayPayment.objects.filter(
        status=GatewayPaymentStatus.CAPTURED, settled_on__isnull=True, created_at__lt=before
    )
    return rows.order_by("-created_at", "-id")


def _line_row(line: dict) -> dict:
    return {
        "mismatch": line["mismatch"], "reason": line["reason"], "entity_id": line["entity_id"],
        "order_id": line["order__order_id"], "amount": line["amount"], "fee": line["fee"],
        "settlement_id": line["settlement__settlement_id"], "settlement": line["settlement_id"],
        "day": line["settlement__settled_on"],
    }  # fmt: skip


def _payment_row(payment: dict) -> dict:
    day, amount = in_ist(payment["created_at"]).date(), from_paise(payment["amount_paise"])
    reason = MISSING.format(day=ist_date(day), amount=inr(amount), days=settings.SHOP_SETTLEMENT_DAYS)
    return {
        "mismatch": SettlementMismatchKind.MISSING, "reason": reason, "order_id": payment["order__order_id"],
        "entity_id": payment["payment_id"] or payment["gateway_order_id"],
        "amount": amount, "fee": None, "settlement_id": "", "settlement": None, "day": day,
    }  # fmt: skip


def mismatches(*, offset: int = 0, limit: int = 50) -> list[dict]:
    """The lines with a mismatch (newest first; `settlement_line_mismatch`), then the payments paid and
    not settled (`gateway_payment_unsettled`), each with its reason. The lines are counted to page
    across both: only the mismatched ones, through their partial index."""
    limit = min(limit, PAGE_MAX)
    lines = SettlementLine.objects.exclude(mismatch="").order_by("-id")
    fields = (*LINE_FIELDS, "settlement_id", "settlement__settlement_id", "settlement__settled_on")
    page = [_line_row(line) for line in lines.values(*fields)[offset : offset + limit]]
    if len(page) == limit:
        return page
    start = max(0, offset - lines.count()) if not page else 0
    fields = ("payment_id", "gateway_order_id", "order__order_id", "amount_paise", "created_at")
    rest = _unsettled().values(*fields)
    return page + [_payment_row(p) for p in rest[start : start + limit - len(page)]]


def settlements_with_fees(*, first: date, after: date) -> QuerySet[Settlement]:
    """Settlements paid out from `first` to before `after` with a fee or GST on it (the gateway's
    service the shop bought: the purchase register's rows), oldest first (`settlement_by_day`)."""
    rows = Settlement.objects.filter(settled_on__gte=first, settled_on__lt=after).exclude(fees=0, tax=0)
    return rows.order_by("settled_on", "id")
