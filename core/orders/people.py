"""A team order's people as its lines show them: each line's `person` (core.teams.models.TeamMember,
one-to-one with the line) read through the reverse relation, so the order's own lists and schemas need
not import the teams app above them."""

from django.core.exceptions import ObjectDoesNotExist

from core.orders.models import Order, OrderLine


def line_person_or_none(line: OrderLine):
    try:
        return line.person
    except ObjectDoesNotExist:
        return None


def line_person(line: OrderLine) -> dict[str, str]:
    """The name and number printed on a team order's line (empty for any other line); the lists
    select each line's `person` with it (core.orders.selectors.with_lines)."""
    person = line_person_or_none(line)
    return {"name": person.name, "number": person.number} if person else {"name": "", "number": ""}


def order_people_rows(order: Order) -> list[dict[str, str]]:
    """Each person of a team order (name, number, size) from its lines, in the sheet's order."""
    people = [(line, line_person_or_none(line)) for line in order.lines.all()]
    return [{"name": p.name, "number": p.number, "size": line.size} for line, p in people if p]
