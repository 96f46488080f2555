"""Invoice numbers: `RZ/26-27/000123`, consecutive within India's financial year (1 April to 31 March).

CGST Rule 46(b): a consecutive serial number of at most sixteen characters, in one or more series,
of letters, digits, hyphen and slash, unique for a financial year. Credit notes have their own
series (Rule 53(1A)(b) asks the same of them), and so have delivery challans, `DC/26-27/000001`
(Rule 55(1): a consecutive serial number of at most sixteen characters, unique for a financial year).
"""

import re
from datetime import date

NUMBER = re.compile(r"^[A-Za-z0-9/-]{1,16}$")
MAX_SEQUENCE = 999_999
CHALLAN_PREFIX = "DC"  # delivery challans' series; InvoiceSettings.clean keeps the other two off it


def financial_year(day: date) -> int:
    """The calendar year in which `day`'s financial year starts."""
    return day.year if day.month >= 4 else day.year - 1


def year_label(start_year: int) -> str:
    return f"{start_year % 100:02d}-{(start_year + 1) % 100:02d}"


def invoice_number(prefix: str, start_year: int, sequence: int) -> str:
    number = f"{prefix}/{year_label(start_year)}/{sequence:06d}"
    if not NUMBER.match(number) or sequence > MAX_SEQUENCE:
        raise ValueError(f"{number!r} is not a valid invoice number (16 characters at most).")
    return number
