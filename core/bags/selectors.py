"""Reads for the kept bag: its lines with the catalogue's names, prices and pictures (never what a
browser sent), for the customer's own bag and for the reminder's signed link."""

from core.accounts.models import User
from core.bags.links import restore_user_id
from core.bags.models import SavedBag
from core.catalogue.models import CatalogueItem
from core.common.errors import NotFound

LINK_EXPIRED = "This link has expired or is not valid. Your bag may still be in your account: please log in."


def bag_lines(bag: SavedBag | None) -> list[dict]:
    if bag is None or not bag.lines:
        return []
    items = CatalogueItem.objects.in_bulk([ln["item_id"] for ln in bag.lines])
    found = []
    for line in bag.lines:
        item = items.get(line["item_id"])
        if item is None or not item.active:
            continue
        found.append(
            {
                "item_id": item.pk,
                "name": item.name,
                "price": item.price,
                "color": item.colour_name,
                "size": line["size"],
                "quantity": line["quantity"],
                "image": item.images[0] if item.images else None,
            }
        )
    return found


def my_bag(*, user: User) -> list[dict]:
    return bag_lines(SavedBag.objects.filter(user=user).first())


def bag_by_link(*, token: str) -> list[dict]:
    """The bag the reminder's link names, as it is now (404 for a bad or expired link)."""
    user_id = restore_user_id(token)
    bag = SavedBag.objects.filter(user_id=user_id).first() if user_id else None
    if bag is None:
        raise NotFound(LINK_EXPIRED)
    return bag_lines(bag)
