"""Reads for bank statements: a statement, its credits, and what is left over (unmatched credits,
unpaid UPI orders). Every list is a page read in index order."""

from datetime import timedelta

from django.core.exceptions import ValidationError
from django.db.models import Exists, OuterRef, QuerySet
from django.utils import timezone

from core.banking.matching import CANDIDATES_MAX
from core.banking.models import BankColumns, BankCredit, BankStatement, MatchRule, UpiReceipt
from core.common.errors import ApplicationError, ErrorStatus
from core.orders.models import Order, OrderStatus, PaymentMethod, PaymentStatus

NOT_FOUND = "No such statement."
PAGE_MAX = 100


def bank_credits() -> QuerySet[BankCredit]:
    """Every credit of the uploaded statements, for the gateway's settlements to find their payouts in
    (settings.BANK_CREDITS_READER; filtered by the reference and amount index there)."""
    return BankCredit.objects.all()


def statement_get(*, statement_id: str) -> BankStatement:
    try:
        return BankStatement.objects.get(pk=statement_id)
    except (BankStatement.DoesNotExist, ValidationError):
        raise ApplicationError(NOT_FOUND, status=ErrorStatus.NOT_FOUND) from None


def statements_recent(*, limit: int = 20) -> list[BankStatement]:
    return list(BankStatement.objects.order_by("-created_at")[: min(limit, PAGE_MAX)])


def bank_columns(*, bank: str) -> BankColumns | None:
    return BankColumns.objects.filter(bank__iexact=bank).first()


CREDIT_FIELDS = (
    "id",
    "statement_id",
    "row",
    "value_date",
    "amount",
    "narration",
    "reference",
    "utr",
    "rule",
    "reason",
    "order__order_id",
    "order__amount",
    "order__payment_status",
    "used",
)
CANDIDATE_FIELDS = (
    "order_id",
    "created_at",
    "amount",
    "status",
    "payment_status",
    "payment_method",
    "ship_name",
)


def _with_receipts(credits: QuerySet[BankCredit]) -> QuerySet[BankCredit]:
    used = UpiReceipt.objects.filter(key=OuterRef("key"))
    return credits.annotate(used=Exists(used))


def _with_candidates(credits: list[dict]) -> list[dict]:
    """Each credit (CREDIT_FIELDS) with `candidates`: the orders (CANDIDATE_FIELDS) whose customers
    entered its UTR when it was entered for several; one read."""
    utrs = {c["utr"] for c in credits if c["rule"] == MatchRule.AMBIGUOUS and c["utr"]}
    typed: dict[str, list[dict]] = {}
    if utrs:
        orders = Order.objects.filter(upi_reference__in=utrs).order_by("created_at", "id")
        for order in orders.values(*CANDIDATE_FIELDS, "upi_reference")[: PAGE_MAX * CANDIDATES_MAX]:
            typed.setdefault(order["upi_reference"], []).append(order)
    for credit in credits:
        credit["candidates"] = typed.get(credit["utr"], [])[:CANDIDATES_MAX] if credit["utr"] in utrs else []
    return credits


def statement_credits(*, statement_id: str, offset: int = 0, limit: int = 50) -> list[dict]:
    """A page of the statement's credits (CREDIT_FIELDS and their candidates), in the file's order,
    each with its proposal; 404 for no such statement."""
    try:
        rows = BankCredit.objects.filter(statement_id=statement_id).order_by("value_date", "row")
    except ValidationError:
        raise ApplicationError(NOT_FOUND, status=ErrorStatus.NOT_FOUND) from None
    page = list(_with_receipts(rows).values(*CREDIT_FIELDS)[offset : offset + min(limit, PAGE_MAX)])
    if not page:
        statement_get(statement_id=statement_id)  # none, or no such statement
    return _with_candidates(page)


def unmatched_credits(*, offset: int = 0, limit: int = 50) -> list[dict]:
    """Credits (CREDIT_FIELDS and their candidates) with no order proposed (none, or a UTR entered for
    several orders: a person chooses) and not confirmed from another statement, newest first; a
    credit read from several (overlapping) statements is listed once, as its latest reading says
    (a reading newer than this one, with the same key: the `credit_key_latest` index)."""
    newer = BankCredit.objects.filter(key=OuterRef("key"), id__gt=OuterRef("id"))
    rows = BankCredit.objects.filter(rule__in=[MatchRule.NONE, MatchRule.AMBIGUOUS])
    rows = rows.order_by("-value_date", "-id")
    rows = _with_receipts(rows).annotate(read_again=Exists(newer)).filter(used=False, read_again=False)
    return _with_candidates(list(rows.values(*CREDIT_FIELDS)[offset : offset + min(limit, PAGE_MAX)]))


def unpaid_upi_orders(*, older_than_days: int = 3, offset: int = 0, limit: int = 50) -> list[Order]:
    """UPI orders still unpaid (and not cancelled) placed more than `older_than_days` ago, newest
    first: read along the `order_unpaid_upi_recent` index (banking migration 0004)."""
    before = timezone.now() - timedelta(days=older_than_days)
    rows = (
        Order.objects.filter(payment_status=PaymentStatus.UNPAID, created_at__lt=before)
        .filter(payment_method=PaymentMethod.UPI)
        .exclude(status=OrderStatus.CANCELLED)
        .order_by("-created_at", "-id")
        .only("order_id", "created_at", "amount", "ship_name", "ship_phone", "upi_reference", "status")
    )
    return list(rows[offset : offset + min(limit, PAGE_MAX)])
