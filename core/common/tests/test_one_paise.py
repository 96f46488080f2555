"""One conversion between rupees and paise, kept by a test rather than by habit (ARCHITECTURE.md):
`paise()` and `from_paise()` in core/common/money.py, with its one rounding rule (half up). Any other
non-test module of core/ that multiplies or divides by 100, or makes a Decimal of paise, is a copy
that may round its own way (as the GST selector truncated): it calls those two instead. A few uses of
100 are not money; each is allowed here with its reason, by its line."""

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
MONEY = "core/common/money.py"
NOT_SOURCE = re.compile(r"(^|/)(tests?|migrations)/|(^|/)test_")
# x * 100, x / 100, 100 * x, x / Decimal("100"), Decimal(paise), x * PAISE, .scaleb(...)
COPY = re.compile(
    r"""[*/]\s*100\b|\b100\s*[*/]|[*/]\s*Decimal\(\s*["']?100["']?\s*\)|Decimal\(\s*paise\b"""
    r"""|[*/]\s*PAISE\b|\bPAISE\s*[*/]|\.scaleb\("""
)
# (file, the line's code): why it is not a paise conversion
NOT_MONEY = {
    ("core/common/tables.py", "MAX_UNPACKED = 100 * 1024 * 1024"): "100 MB, an XLSX file's unpacked size",
    ("core/privacy/models.py", "return min(99, self.done * 100 // self.total)"): "a download's progress, %",
    (
        "core/couriers/selectors.py",
        "return round(100 * self.returned / done, 1) if done else 0.0",
    ): "the RTO rate, %",
}


def _tracked() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "core"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [name for name in listed.stdout.splitlines() if name.endswith(".py") and (ROOT / name).is_file()]


def copies(name: str, text: str) -> list[str]:
    """The lines of `name` that convert rupees and paise their own way (not allowed by NOT_MONEY)."""
    return [
        f"{name}:{number}: {line.strip()}"
        for number, line in enumerate(text.splitlines(), 1)
        if COPY.search(line) and (name, line.strip()) not in NOT_MONEY
    ]


def test_rupees_and_paise_are_converted_only_in_core_common_money():
    found = []
    for name in _tracked():
        if name != MONEY and not NOT_SOURCE.search(name):
            found += copies(name, (ROOT / name).read_text())
    assert found == []


@pytest.mark.parametrize(
    "line",
    [
        "    return int(value * 100)",
        "    return float(Decimal(paise) / 100)",
        '    return f"{paise / 100:,.2f}"',
        "    total = Decimal(paise)/100",
        "    return Decimal(paise).quantize(PAISA)",
        "    cents = 100*amount",
        '    return amount / Decimal("100")',
        "    return self.threshold * PAISE",
        "    return Decimal(value).scaleb(-2)",
    ],
)
def test_a_new_copy_is_found(line):
    assert copies("core/x.py", line) == [f"core/x.py:1: {line.strip()}"]


@pytest.mark.parametrize(
    "line",
    [
        "    return rupees(amount * percent / HUNDRED)",  # a percentage of an amount, not a conversion
        '    return f"{start_year % 100:02d}"',  # a two-digit year
        "MAX_MB = 100_000",
        "    return from_paise(paise(amount))",
    ],
)
def test_what_is_not_a_copy_passes(line):
    assert copies("core/x.py", line) == []


@pytest.mark.parametrize(("name", "code"), sorted(NOT_MONEY))
def test_each_allowance_still_names_a_line(name, code):
    """An allowance outlives its reason when its line is gone: then it goes."""
    assert code in [line.strip() for line in (ROOT / name).read_text().splitlines()]
