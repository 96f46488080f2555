"""A team order's people, in the sheet's order (core.teams.models.TeamMember)."""

from core.orders.models import Order, OrderLine
from core.orders.people import line_person_or_none as _person
from core.teams.models import TeamMember


def order_people(order: Order) -> list[TeamMember]:
    """The order's people by position: from its prefetched lines when each came with its `person`
    (core.fulfilment.selectors, core.orders.selectors.with_lines), else one query."""
    lines = getattr(order, "_prefetched_objects_cache", {}).get("lines")
    if lines is not None and all(OrderLine.person.is_cached(line) for line in lines):
        return sorted((p for line in lines if (p := _person(line))), key=lambda m: m.position)
    return list(TeamMember.objects.filter(order=order).select_related("line").order_by("position"))


def ascii_part(text: str, limit: int = 20) -> str:
    """A name as part of a file name: ASCII letters and digits, words joined by hyphens, upper case
    (a name in another script leaves nothing: the file keeps its position and number)."""
    words = ["".join(c for c in w if c.isascii() and c.isalnum()) for w in text.upper().split()]
    return "-".join(w for w in words if w)[:limit].strip("-")


def person_file_name(folder: str, member: TeamMember, side: str) -> str:
    """`<order>-03-PRIYA-SHARMA-7-front.png`: the position first, so the files sort as the sheet."""
    parts = [folder, f"{member.position:03d}", ascii_part(member.name), member.number, side]
    return "-".join(p for p in parts if p) + ".png"
