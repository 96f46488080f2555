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


# The directory's names before 2019/2020, as GST knows them now: Ladakh's districts left Jammu and
# Kashmir (code 38), and Dadra and Nagar Haveli merged with Daman and Diu (code 26).
RENAMED = {
    "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
    "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
}
LADAKH_DISTRICTS = {"Leh", "Kargil"}
# Other spellings customers type for a state, by the state's key (see _key).
TYPED_ALIASES = {
    "jammu and kashmir": {"jammu kashmir", "j k", "jk"},
    "ladakh": {"jammu and kashmir", "jammu kashmir"},  # Leh and Kargil addresses written before 2019
    "uttarakhand": {"uttaranchal"},
    "delhi": {"new delhi", "nct of delhi", "national capital territory of delhi", "nct delhi"},
    "uttar pradesh": {"up"},
    "odisha": {"orissa"},
    "chhattisgarh": {"chattisgarh"},
    "madhya pradesh": {"mp"},
    "dadra and nagar haveli and daman and diu": {"daman and diu", "dadra and nagar haveli", "dnh", "dnhdd"},
    "puducherry": {"pondicherry"},
    "andaman and nicobar islands": {"andaman and nicobar"},
    "tamil nadu": {"tn"},
    "west bengal": {"wb"},
}
STATE_MISMATCH = "The PIN code {pincode} is in {state}; choose {state} or correct the PIN code."


def state_key(name: str) -> str:
    """A state's name reduced for comparing: lower case, '&' read as 'and', letters and single spaces."""
    return " ".join(re.sub(r"[^a-z]+", " ", (name or "").lower().replace("&", " and ")).split())


def state_of(pincode: str) -> str | None:
    """The state or union territory a pincode is in, by its name today; None when the PIN is unknown."""
    place = place_for(pincode)
    if place is None:
        return None
    if place.district in LADAKH_DISTRICTS:
        return "Ladakh"
    return RENAMED.get(place.state, place.state).replace(" & ", " and ")


def state_mismatch(state: str, pincode: str) -> str | None:
    """For address forms: None when the typed state is the PIN's state (or the PIN is unknown, which
    `pincode_problem` reports), else the message to show by the state field."""
    actual = state_of(pincode)
    if actual is None or not (state or "").strip():
        return None
    typed, expected = state_key(state), state_key(actual)
    if typed == expected or typed in TYPED_ALIASES.get(expected, ()):
        return None
    return STATE_MISMATCH.format(pincode=pincode.strip(), state=actual)
