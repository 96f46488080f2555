"""Ordering a team: one design, one line per person (size x 1, the person's name and number), priced
as one order of that many pieces by the quantity breaks (core.orders.placing.breaks), through the
one placing path (core.orders.placing.services.order_place: every check, the idempotency key, the
transaction). The server checks every row again (core.teams.rows) and prices from its own tables.

Each person's print files are rendered by the studio from the same design with that person's name
and number (the text shaped again by the browser, as every studio print file is). They are checked
from their headers (a PNG, exactly the size of the order's own print file of that side) and stored
as sent, not re-encoded: 200 people's 3600 x 4800 files would take minutes to re-encode, and they
leave the shop only inside the print floor's production pack (docs/decisions.md "Names and numbers").
"""

import io
from collections.abc import Sequence
from dataclasses import dataclass

from django.core.files.base import ContentFile
from PIL import Image, UnidentifiedImageError

from core.accounts.models import User
from core.catalogue.selectors import studio_size_codes
from core.common.errors import FieldErrors
from core.common.images import DESIGN_LIMITS, PRINT_FILE_MAX_BYTES
from core.orders.models import Order, OrderLine
from core.orders.placing.price_check import Priced, PricedLine
from core.orders.placing.services import order_place
from core.reorders.design_rules import design_clean
from core.teams.models import TeamMember
from core.teams.rows import Person, check_people, size_counts

SIDES = ("front", "back")
BAD_FILE = "Each person's print file must be the studio's PNG of that side. Please order again."
MISSING_FILES = "The print files of the team did not all arrive. Please order again from the studio."
ROLE_KEY = "teamRole"


def placeholders(design: object) -> set[str]:
    """The placeholder roles ("name", "number") among the editable design's text layers."""
    found: set[str] = set()
    if not isinstance(design, dict):
        return found
    for side in SIDES:
        layers = (design.get(side) or {}).get("objects") if isinstance(design.get(side), dict) else None
        for layer in layers if isinstance(layers, list) else []:
            if isinstance(layer, dict) and layer.get(ROLE_KEY) in ("name", "number"):
                found.add(layer[ROLE_KEY])
    return found


def _png_size(data: bytes | None) -> tuple[int, int] | None:
    """A PNG's size from its header, its chunks' checksums verified (nothing decoded); None if not one."""
    if not data or len(data) > PRINT_FILE_MAX_BYTES:
        return None
    try:
        with Image.open(io.BytesIO(data)) as probe:
            if probe.format != "PNG":
                return None
            size = probe.size
            probe.verify()
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None
    if size[0] > DESIGN_LIMITS.max_width or size[1] > DESIGN_LIMITS.max_height:
        return None
    return size


def check_person_files(
    files: dict[str, Sequence[bytes]], sides: dict[str, bytes | None], count: int, errors: FieldErrors
) -> list[dict[str, bytes]]:
    """Per person, a print file for each side the order prints, the size of that side's print file."""
    out: list[dict[str, bytes]] = [{} for _ in range(count)]
    for side in SIDES:
        wanted = _png_size(sides.get(side))
        given = files.get(side) or []
        if sides.get(side) is None:
            continue
        if len(given) != count:
            errors.add(side, MISSING_FILES)
            continue
        for i, data in enumerate(given):
            if wanted is None or _png_size(data) != wanted:
                errors.add(f"team.{i + 1}", f"Row {i + 1}: {BAD_FILE}")
                break
            out[i][side] = data
    return out


@dataclass
class TeamSplit:
    """The order's lines one per person (core.orders.placing.services.LineSplit)."""

    people: list[Person]
    files: list[dict[str, bytes]]

    def lines(self, priced: Priced) -> list[PricedLine]:
        unit = {line.size: line.unit_price for line in priced.lines}
        return [PricedLine(size=p.size, quantity=1, unit_price=unit[p.size]) for p in self.people]

    def store(self, order: Order, lines: list[OrderLine], stored: list[str]) -> None:
        members = []
        for position, (person, line, files) in enumerate(zip(self.people, lines, self.files, strict=True), 1):
            member = TeamMember(
                order=order, line=line, position=position, name=person.name, number=person.number
            )
            for side, data in files.items():
                field = getattr(member, f"{side}_image")
                field.save(f"{side}.png", ContentFile(data), save=False)
                stored.append(field.name)
            members.append(member)
        TeamMember.objects.bulk_create(members)


def team_order_place(
    *,
    customer: User,
    rows: Sequence[object],
    unique_numbers: bool,
    person_files: dict[str, Sequence[bytes]],
    design: object,
    front_png: bytes | None,
    back_png: bytes | None,
    **order: object,
) -> Order:
    """Place a team's order: `rows` [{name, number, size}] checked one by one (each message names
    its row), then the order of their sizes placed with one line and print file(s) per person.
    `order` holds order_place's other fields (product, sleeve, colour, payment...)."""
    errors = FieldErrors()
    design = design_clean(design)
    roles = placeholders(design)
    people = check_people(
        rows,
        sizes=studio_size_codes(),
        needs_name="name" in roles,
        unique_numbers=unique_numbers,
        errors=errors,
    )
    errors.raise_if_any("Please check the team's rows: each message names its row.")
    files = check_person_files(person_files, {"front": front_png, "back": back_png}, len(people), errors)
    errors.raise_if_any()
    return order_place(
        customer=customer,
        lines=size_counts(people),
        front_png=front_png,
        back_png=back_png,
        design=design,
        split=TeamSplit(people, files),
        **order,
    )
