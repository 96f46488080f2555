"""Shared pieces of the spreadsheet exports: formula escaping and dates as dd/mm/yyyy."""

import re
from datetime import date, datetime

from django.utils import timezone

# A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")  # a negative number rendered as text stays a number


def escape_formula(value):
    """Prefix text a spreadsheet would evaluate with an apostrophe; numbers and dates pass unchanged."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) and not NUMBER.match(value):
        return "'" + value
    return value


def ddmmyyyy(value: datetime | date | None) -> str:
    if value is None:
        return ""
    if isinstance(value, datetime):
        value = timezone.localtime(value)
    return value.strftime("%d/%m/%Y")


class SafeExportMixin:
    """For import-export resources: every exported text cell is formula-escaped, in every format."""

    def export_field(self, field, instance, **kwargs):
        return escape_formula(super().export_field(field, instance, **kwargs))
