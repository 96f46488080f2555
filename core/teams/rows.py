"""A team's rows (name, number, size), checked one by one: the same rules the studio's Team panel
applies as the customer types (storefront/lib/studio/team.ts), applied again by the
server on ordering, which trusts none of the client's rows.

Readings (the shop's own; docs/decisions.md "Names and numbers"):
- A number is 0 to 3 digits as written ("07" stays "07": it is what is printed); empty when the
  design has no number placeholder or the person plays without one.
- A name is at most NAME_MAX_CHARS characters; whether it fits the print area at the chosen font
  size is measured by the studio with the shaped font (the server has no text shaper).
- A name is required when the design has a name placeholder; a size always.
"""

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from core.common.errors import FieldErrors
from core.orders.placing.checks import normalise_size

MAX_PEOPLE = 200
NAME_MAX_CHARS = 24
NUMBER_RE = re.compile(r"^[0-9]{1,3}$")
FIELD = "team"
ALIASES = {"XXL": "2XL", "XXXL": "3XL", "XXXXL": "4XL"}  # as sheets often write them


CONTROL_IN_NAME = "the name has a line break, a tab or another control character; write it on one line."


def _has_control(text: str) -> bool:
    """A control character (line feed, tab, NUL...) or a line or paragraph separator: a name is
    printed on one line, and a pasted sheet's stray cell break would otherwise vanish into a space."""
    return any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in text)


@dataclass(frozen=True)
class Person:
    name: str
    number: str
    size: str


def row_field(index: int) -> str:
    """The error's field for the row at `index` (0-based): `team.1` for the first row."""
    return f"{FIELD}.{index + 1}"


def _who(index: int, name: str) -> str:
    return f"Row {index + 1}" + (f" ({name})" if name else "")


def check_people(
    rows: Sequence[object],
    *,
    sizes: Sequence[str],
    needs_name: bool,
    unique_numbers: bool,
    errors: FieldErrors,
) -> list[Person]:
    """Each row checked, its messages under `team.<row>` naming the row; the clean people in order."""
    if not rows:
        errors.add(FIELD, "Add at least one person: a name, a number and a size per row.")
        return []
    if len(rows) > MAX_PEOPLE:
        errors.add(FIELD, f"At most {MAX_PEOPLE} people per design; split the team into two orders.")
        return []
    people: list[Person] = []
    numbers: dict[str, int] = {}
    for i, row in enumerate(rows):
        raw = row if isinstance(row, dict) else {}
        written = str(raw.get("name") or "")
        name = " ".join(written.split())
        number = str(raw.get("number") or "").strip()
        size_text = str(raw.get("size") or "").strip()
        who, field = _who(i, name), row_field(i)
        if needs_name and not name:
            errors.add(field, f"{who}: write a name (the design prints one).")
        if _has_control(written):
            errors.add(field, f"{who}: {CONTROL_IN_NAME}")
        if len(name) > NAME_MAX_CHARS:
            errors.add(field, f"{who}: the name is longer than {NAME_MAX_CHARS} characters.")
        if number and not NUMBER_RE.match(number):
            errors.add(field, f"{who}: the number must be 0 to 999, in digits.")
        elif number and unique_numbers:
            if number in numbers:
                errors.add(field, f"{who}: number {number} is already on row {numbers[number] + 1}.")
            else:
                numbers[number] = i
        wanted = ALIASES.get(size_text.upper(), size_text)
        size = normalise_size(wanted, studio_sizes=sizes) if size_text else None
        if not size_text:
            errors.add(field, f"{who}: choose a size ({', '.join(sizes)}).")
        elif size is None:
            errors.add(field, f"{who}: '{size_text[:12]}' is not a size we print ({', '.join(sizes)}).")
        people.append(Person(name=name, number=number, size=size or ""))
    return people


def size_counts(people: Sequence[Person]) -> list[tuple[str, int]]:
    """How many pieces of each size, in the order the sizes first appear: what the price is of."""
    counts: dict[str, int] = {}
    for person in people:
        counts[person.size] = counts.get(person.size, 0) + 1
    return list(counts.items())
