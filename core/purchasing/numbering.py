"""Purchase order numbers: `PO-26-000001`, consecutive within India's financial year (1 April to
31 March), the year being the one the financial year starts in; as the invoices number theirs
(core/invoices/numbering.py), from a counter row locked while a number is taken."""

from core.invoices.numbering import MAX_SEQUENCE, financial_year

PREFIX = "PO"


def purchase_number(start_year: int, sequence: int) -> str:
    if not 1 <= sequence <= MAX_SEQUENCE:
        raise ValueError(f"{sequence} is past the year's last purchase order number.")
    return f"{PREFIX}-{start_year % 100:02d}-{sequence:06d}"


__all__ = ["financial_year", "purchase_number"]
