"""Writes for bank statements (statements.py: upload, read, map columns) and their credits
(confirming.py: confirm them as UPI payments, the order checked again)."""

from core.banking.services.confirming import (
    CONFIRM_MAX,
    ConfirmResult,
    bank_credit_confirm,
    bank_credit_repropose,
    bank_credits_confirm,
)
from core.banking.services.statements import (
    READ_FAILED,
    STATEMENT_READ,
    bank_columns_set,
    bank_statement_fail,
    bank_statement_read,
    bank_statement_task_finished,
    bank_statement_upload,
)

__all__ = [
    "CONFIRM_MAX",
    "READ_FAILED",
    "STATEMENT_READ",
    "ConfirmResult",
    "bank_columns_set",
    "bank_credit_confirm",
    "bank_credit_repropose",
    "bank_credits_confirm",
    "bank_statement_fail",
    "bank_statement_read",
    "bank_statement_task_finished",
    "bank_statement_upload",
]
