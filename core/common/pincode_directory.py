"""The all-India pincode directory, offline: pincode -> town, district, state.

Data: `data/pincodes.csv.gz` (19,238 pincodes, 92 kB), built by `scripts/build-pincodes` from India
Post's "All India Pincode Directory" (published on data.gov.in under the Government Open Data
Licence - India, GODL), as shipped in the PyPI package `pypinindia` 0.1.15 (Apache-2.0).
Read once, on first use, into a dict; never a network call. In common because registration and
address edits (accounts) check pincodes too; what the shop promises for one is core/pincodes.
"""

import csv
import gzip
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "pincodes.csv.gz"
PINCODE_RE = re.compile(r"^[1-9]\d{5}$")
MALFORMED = "Enter a valid 6-digit pincode."
UNKNOWN = "We could not find pincode {pincode}. Please check it."


@dataclass(frozen=True)
class Place:
    pincode: str
    town: str
    district: str
    state: str


@cache
def _places() -> dict[str, Place]:
    with gzip.open(DATA, "rt", encoding="utf-8", newline="") as fh:
        return {row["pincode"]: Place(**row) for row in csv.DictReader(fh)}


def is_well_formed(pincode: str) -> bool:
    """Six digits, not starting with 0 (India Post's first digit is a region, 1-9)."""
    return bool(PINCODE_RE.match(pincode or ""))


def place_for(pincode: str) -> Place | None:
    """The place a pincode belongs to, or None when the directory does not know it."""
    return _places().get((pincode or "").strip())


def pincode_problem(pincode: str) -> str | None:
    """For forms: None when the pincode is in the directory, else the message to show by the field."""
    pincode = (pincode or "").strip()
    if not is_well_formed(pincode):
        return MALFORMED
    return None if place_for(pincode) else UNKNOWN.format(pincode=pincode)
