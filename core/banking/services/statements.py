"""Writes for bank statements: upload, read (a worker), map columns (confirmations: confirming.py)."""

import base64
import binascii
from itertools import chain, islice

from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.banking.matching import propose
from core.banking.models import COLUMNS, BankColumns, BankCredit, BankStatement, StatementStatus
from core.banking.reading import StatementError, Table, column_indexes, credits_in, find_header, headers_of
from core.common.errors import ApplicationError, FieldErrors
from core.common.tables import HEADER_SEARCH
from core.jobs.start import start
from core.orders.changes.services import change_role_check

STATEMENT_READ = "core.banking.tasks.statement_read"  # queued by path: the task module imports this one
MAX_BYTES = 5 * 1024 * 1024
EMPTY = "The file is empty."
TOO_BIG = "A statement can be at most 5 MB."
BAD_BASE64 = "The file must be sent as base64."
NO_DIRECTION = (
    "Choose the Dr/Cr column, or the withdrawals column when debits have their own: otherwise "
    "money paid out would be read as payments received."
)
SAME_AS_AMOUNT = "The withdrawals column must be another column than the credits'."
READ_FAILED = (
    "Reading this statement stopped with an error. Export it from the bank again (CSV or XLSX) and "
    "upload it; if it fails again, send the file to the developer."
)
PROGRESS_EVERY = 100


def _decode(content: str) -> bytes:
    text = content.split(",", 1)[1] if content.startswith("data:") else content
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except (binascii.Error, ValueError):
        raise ApplicationError(BAD_BASE64, errors={"content": [BAD_BASE64]}) from None


@transaction.atomic
def bank_statement_upload(*, user: User, bank: str, file_name: str, content: str) -> BankStatement:
    """Keep the file (private storage) and read it in the background."""
    errors = FieldErrors()
    bank = " ".join(bank.split())
    if not bank:
        errors.add("bank", "Name the bank (its columns are remembered by this name).")
    data = _decode(content)
    if not data:
        errors.add("content", EMPTY)
    elif len(data) > MAX_BYTES:
        errors.add("content", TOO_BIG)
    errors.raise_if_any()
    change_role_check(user, status=False, payment=True)
    statement = BankStatement(
        bank=bank[:60], file_name=(file_name.strip() or "statement")[:120], uploaded_by=user
    )
    suffix = ".xlsx" if data[:2] == b"PK" else ".csv"
    statement.file.save(f"statement{suffix}", ContentFile(data), save=False)
    remembered = BankColumns.objects.filter(bank__iexact=statement.bank).first()
    statement.columns = remembered.as_dict() if remembered else {}
    statement.save()
    start(STATEMENT_READ, statement_id=str(statement.id))
    return statement


def _set(statement_id, **fields) -> None:
    BankStatement.objects.filter(pk=statement_id).update(**fields)


def bank_statement_fail(*, statement_id: str, reason: str) -> int:
    """End a statement still being read as failed, with the reason shown to the team."""
    rows = BankStatement.objects.filter(pk=statement_id, status=StatementStatus.QUEUED)
    return rows.update(status=StatementStatus.FAILED, error=reason[:2000])


def bank_statement_read(*, statement_id: str) -> int:
    """Find the header; with the bank's columns known, store the credits and their proposals.
    A worker runs this; answers how many credits it stored. Whatever stops it, the statement ends
    failed with a reason (a file we cannot read: why; anything else: READ_FAILED, and re-raised)."""
    try:
        return _read(BankStatement.objects.get(pk=statement_id))
    except StatementError as exc:
        bank_statement_fail(statement_id=statement_id, reason=str(exc))
        return 0
    except Exception:
        bank_statement_fail(statement_id=statement_id, reason=READ_FAILED)
        raise


def _read(statement: BankStatement) -> int:
    with statement.file.open("rb") as fh:
        table = Table(fh.read())
    rows = iter(table)
    try:
        return _read_rows(statement, table, rows)
    finally:
        rows.close()  # an XLSX's sheet and workbook, when the columns are still to map


def _read_rows(statement: BankStatement, table: Table, rows) -> int:
    head = list(islice(rows, HEADER_SEARCH))
    at = find_header(head)
    headers = headers_of(head, at)
    columns = statement.columns or {}
    if (
        not columns.get("date")
        or not columns.get("amount")
        or not (columns.get("direction") or columns.get("debit"))  # a mapping from before either
        or any(c and c not in headers for c in columns.values())
    ):
        _set(statement.pk, status=StatementStatus.MAPPING, headers=headers)
        return 0
    table.only(column_indexes(headers, columns))  # below the header, only the mapped columns are read
    _set(statement.pk, headers=headers)
    found = list(credits_in(chain(head[at + 1 :], rows), headers, columns, first_line=at + 2))
    _set(statement.pk, rows_total=len(found), rows_done=0)
    proposals = []
    for done, credit in enumerate(found, start=1):  # outside the transaction: the screen sees progress
        proposals.append(propose(credit))
        if done % PROGRESS_EVERY == 0:
            _set(statement.pk, rows_done=done)
    return _store_credits(statement, found, proposals)


@transaction.atomic
def _store_credits(statement: BankStatement, found, proposals) -> int:
    BankCredit.objects.filter(statement=statement).delete()
    batch = [
        BankCredit(
            statement=statement,
            row=credit.row,
            value_date=credit.value_date,
            amount=credit.amount,
            narration=credit.narration,
            reference=credit.reference,
            utr=credit.utr,
            key=credit.key,
            order=proposal.order,
            rule=proposal.rule,
            reason=proposal.reason,
        )
        for credit, proposal in zip(found, proposals, strict=True)
    ]
    BankCredit.objects.bulk_create(batch, batch_size=500)
    done, proposed = len(batch), sum(p.order is not None for p in proposals)
    _set(
        statement.pk, status=StatementStatus.READY, rows_done=done, credits=done, proposed=proposed, error=""
    )
    return done


def bank_statement_task_finished(*, task_path: str, kwargs: dict, failed: bool) -> None:
    """A read task that failed outside the read's code (its worker died, for the last time: a file
    too big for its memory, say) ends its statement as failed, not "reading" for ever."""
    if failed and task_path == STATEMENT_READ and kwargs.get("statement_id"):
        bank_statement_fail(statement_id=str(kwargs["statement_id"]), reason=READ_FAILED)


@transaction.atomic
def bank_columns_set(*, statement: BankStatement, user: User, columns: dict[str, str]) -> BankStatement:
    """Map the statement's columns (remembered for the bank) and read it again in the background."""
    errors = FieldErrors()
    for name in COLUMNS:
        value = (columns.get(name) or "").strip()
        if value and value not in statement.headers:
            errors.add(name, "Choose one of the statement's columns.")
        elif not value and name in ("date", "amount"):
            errors.add(name, "Choose the column.")
    direction, debit = ((columns.get(n) or "").strip() for n in ("direction", "debit"))
    if not direction and not debit:
        errors.add("direction", NO_DIRECTION)
    elif debit and debit == (columns.get("amount") or "").strip():
        errors.add("debit", SAME_AS_AMOUNT)
    errors.raise_if_any()
    change_role_check(user, status=False, payment=True)
    mapped = {name: (columns.get(name) or "").strip() for name in COLUMNS}
    BankColumns.objects.update_or_create(
        bank=statement.bank, defaults={**mapped, "updated_at": timezone.now()}
    )
    _set(statement.pk, columns=mapped, status=StatementStatus.QUEUED, error="")
    start(STATEMENT_READ, statement_id=str(statement.pk))
    statement.refresh_from_db()
    return statement
