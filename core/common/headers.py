"""The one way an uploaded table's header names are compared (couriers' remittance files and tracking
reports, the gateway's settlement reports, the e-way bill portal's list): without case, spaces or
punctuation, so "AWB No.", "awb_no" and "AWBNo" are one name. Pure: no database."""

import re
from collections.abc import Iterable, Mapping


def header_key(name: object) -> str:
    """A header cell as it is compared: lower case, letters and digits only ("AWB No." -> "awbno")."""
    return re.sub(r"[^a-z0-9]", "", str(name or "").lower())


def header_places(headers: Iterable[object], fields: Mapping[str, Iterable[str]]) -> dict[str, int]:
    """Each field's column in `headers`: the first of the field's names (in the order given, each
    compared by `header_key`) that the header has, at its leftmost column. Fields the header lacks
    are left out; the reader says which it needs."""
    where: dict[str, int] = {}
    for index, cell in enumerate(headers):
        where.setdefault(header_key(cell), index)
    found: dict[str, int] = {}
    for field, names in fields.items():
        index = next((where[key] for key in map(header_key, names) if key in where), None)
        if index is not None:
            found[field] = index
    return found
