"""Return numbers: `RT-26-000123`, the financial year the return was asked in (the year its April
falls in, two digits) and a six-digit number, consecutive within that financial year from 1."""

import re

NUMBER = re.compile(r"^RT-\d{2}-\d{6}$")
NUMBER_PATTERN = NUMBER.pattern


def return_number(start_year: int, sequence: int) -> str:
    return f"RT-{start_year % 100:02d}-{sequence:06d}"
