"""A GSTIN's check character and validity; the states and their codes are core/common/states.py
(in common, as the business forms of accounts check a billing state against the GSTIN's)."""

import re

from core.common.states import ALIASES, STATES, state_code

__all__ = ["ALIASES", "STATES", "gstin_check_character", "gstin_valid", "state_code"]

_GSTIN = re.compile(r"^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$")
_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def gstin_check_character(first14: str) -> str:
    """The 15th character of a GSTIN: a mod-36 checksum of the first 14 (Luhn mod N, as GSTN publishes)."""
    total = 0
    for i, char in enumerate(first14):
        product = _CHARS.index(char) * (2 if i % 2 else 1)
        total += product // 36 + product % 36
    return _CHARS[(36 - total % 36) % 36]


def gstin_valid(gstin: str) -> bool:
    return (
        bool(_GSTIN.match(gstin or ""))
        and gstin[:2] in STATES
        and gstin[14] == gstin_check_character(gstin[:14])
    )
