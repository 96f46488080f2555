"""Reading the gateway's settlement report (CSV or XLSX, through core/common/tables.py), with no
database: its header row and its settled lines, each checked on its own.

The columns are Razorpay's settlement recon ("combined") report, as the Dashboard's Reports ->
Settlements -> "Settlement Recon" download and the API's `GET /v1/settlements/recon/combined`
(https://razorpay.com/docs/api/settlements/fetch-recon) name them: entity_id, type (payment, refund,
adjustment...), debit, credit, amount, currency, fee, tax, on_hold, settled, created_at, settled_at,
settlement_id, posted_at, credit_type, description, notes, payment_id, settlement_utr, order_id,
order_receipt, method, card_network, card_issuer, card_type, dispute_id. The Dashboard's file gives
amounts in rupees (the API in paise); `fee` is the gateway's whole fee *with* GST and `tax` the GST
in it (Razorpay's payment entity: "fee: Fee (including GST) charged by Razorpay"; "tax: GST charged
for the payment"), so for every line amount - fee = credit - debit, which is checked."""

import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import Decimal, InvalidOperation

from core.common.headers import header_places
from core.common.ist import IST
from core.common.tables import HEADER_SEARCH, StatementError, Table

REQUIRED = (
    "entity_id", "type", "debit", "credit", "amount", "fee", "tax",
    "settled", "settled_at", "settlement_id", "settlement_utr",
)  # fmt: skip
OPTIONAL = ("currency", "order_id", "order_receipt", "method")
KINDS = {"payment", "refund", "adjustment"}
YES = {"1", "TRUE", "YES", "Y"}
DATE_FORMATS = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d", "%d/%m/%Y %H:%M:%S", "%d/%m/%Y %H:%M", "%d/%m/%Y",
                "%d-%m-%Y %H:%M:%S", "%d-%m-%Y")  # fmt: skip
NO_HEADER = "No header row found: a settlement report's first row names its columns (entity_id, type...)."
MISSING = "The file lacks the settlement report's columns: {names}. Download the Settlement Recon report."
BAD_LINE = "Line {line}: {what}. Download the report again from the Dashboard and upload it as it is."


@dataclass(frozen=True)
class Line:
    row: int
    kind: str
    entity_id: str
    amount: Decimal  # signed: money out (a refund, a debit adjustment) is negative
    fee: Decimal  # the gateway's fee without GST
    tax: Decimal  # GST on the fee
    net: Decimal  # credit - debit
    settlement_id: str
    utr: str
    settled_on: date
    gateway_order_id: str = ""
    receipt: str = ""
    method: str = ""


def header_of(rows: list[list[str]]) -> tuple[int, dict[str, int]]:
    """The header row's index and where each known column is; StatementError naming what is missing."""
    for at, row in enumerate(rows[:HEADER_SEARCH]):
        where = header_places(row, {name: (name,) for name in REQUIRED + OPTIONAL})
        if "entity_id" in where or "settlement_id" in where:
            missing = [name for name in REQUIRED if name not in where]
            if missing:
                raise StatementError(MISSING.format(names=", ".join(missing)))
            return at, where
    raise StatementError(NO_HEADER)


def rupees_of(text: str, line: int, name: str) -> Decimal:
    cleaned = re.sub(r"[,\s₹]", "", text) or "0"
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise StatementError(BAD_LINE.format(line=line, what=f"{name} is not an amount")) from None
    if not value.is_finite() or value < 0 or value >= Decimal("10000000000") or value != round(value, 2):
        raise StatementError(BAD_LINE.format(line=line, what=f"{name} is not an amount in rupees"))
    return value


def day_of(text: str, line: int) -> date:
    """settled_at: a Unix time (the API's), or a date and time as the Dashboard writes it (IST)."""
    text = text.strip()
    if re.fullmatch(r"[0-9]{9,11}", text):
        return datetime.fromtimestamp(int(text), tz=UTC).astimezone(IST).date()
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text[:19], fmt).date()
        except ValueError:
            continue
    raise StatementError(BAD_LINE.format(line=line, what="settled_at is not a date"))


def _line(cell, number: int) -> Line | None:
    """One row as a Line; None for a row not settled yet (nothing to match) or blank."""
    entity_id, kind = cell("entity_id"), cell("type").lower()
    if not entity_id and not kind:
        return None
    if cell("settled").upper() not in YES or not cell("settlement_id"):
        return None
    if kind not in KINDS:
        raise StatementError(BAD_LINE.format(line=number, what=f"the type {kind or '(blank)'} is not known"))
    if cell("currency") not in ("", "INR"):
        raise StatementError(BAD_LINE.format(line=number, what="the currency is not INR"))
    debit, credit = rupees_of(cell("debit"), number, "debit"), rupees_of(cell("credit"), number, "credit")
    amount, fee = rupees_of(cell("amount"), number, "amount"), rupees_of(cell("fee"), number, "fee")
    tax = rupees_of(cell("tax"), number, "tax")
    signed = -amount if kind == "refund" or (kind == "adjustment" and debit > 0) else amount
    if tax > fee or signed - fee != credit - debit:
        what = "amount less fee (with its GST) is not credit less debit"
        raise StatementError(BAD_LINE.format(line=number, what=what))
    return Line(
        row=number, kind=kind, entity_id=entity_id[:40], amount=signed, fee=fee - tax, tax=tax,
        net=credit - debit, settlement_id=cell("settlement_id")[:40],
        utr=cell("settlement_utr").upper()[:40], settled_on=day_of(cell("settled_at"), number),
        gateway_order_id=cell("order_id")[:64], receipt=cell("order_receipt")[:64],
        method=cell("method")[:20],
    )  # fmt: skip


@dataclass
class Read:
    lines: list[Line]
    unsettled: int


def report_header(data: bytes) -> None:
    """Only the header: refused (StatementError) when the settlement report's columns are not there."""
    rows = iter(Table(data))
    try:
        head = [row for _, row in zip(range(HEADER_SEARCH), rows, strict=False)]
    finally:
        rows.close()
    header_of(head)


def report_lines(data: bytes) -> Read:
    """Every settled line of the report, in the file's order; StatementError at the first bad one."""
    rows: Iterator[list[str]] = iter(Table(data))
    head = [row for _, row in zip(range(HEADER_SEARCH), rows, strict=False)]
    at, where = header_of(head)
    lines, unsettled, seen = [], 0, set()
    rest = [*head[at + 1 :], *rows]
    for number, row in enumerate(rest, start=at + 2):

        def cell(name: str, row=row) -> str:
            index = where.get(name)
            return row[index].strip() if index is not None and index < len(row) else ""

        line = _line(cell, number)
        if line is None:
            unsettled += bool(cell("entity_id"))
            continue
        if (line.kind, line.entity_id) in seen:
            raise StatementError(BAD_LINE.format(line=number, what=f"{line.entity_id} is listed twice"))
        seen.add((line.kind, line.entity_id))
        lines.append(line)
    return Read(lines, unsettled)
