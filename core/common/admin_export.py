"""Shared pieces of the spreadsheet exports: read-only columns, formula escaping, dates as dd/mm/yyyy."""

import re

from import_export import fields

# A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")  # a negative number rendered as text stays a number


def export_column(column_name: str, attribute: str | None = None) -> fields.Field:
    """An export-only column: read from `attribute`, or from the resource's `dehydrate_<name>`."""
    return fields.Field(attribute=attribute, column_name=column_name, readonly=True)


def escape_formula(value):
    """Prefix text a spreadsheet would evaluate with an apostrophe; numbers and dates pass unchanged."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) and not NUMBER.match(value):
        return "'" + value
    return value


class SafeExportMixin:
    """For import-export resources: every exported text cell is formula-escaped, in every format."""

    def export_field(self, field, instance, **kwargs):
        return escape_formula(super().export_field(field, instance, **kwargs))
