"""The bag's catalogue items as its checkout and live quote use them: each active item with its
sizes (in the sizes' order) and its product type's price breaks, in two queries compiled once per
connection (core/common/prepared.py).

The ORM's read of the same (`active_catalogue_items()` with the breaks prefetched: the items with
their product type and rating tally, then their sizes, then the breaks) made and filled every
column of four models in three queries, about 3 ms of CPU of a checkout's 13. The items come back
as model instances with only the columns the order keeps or shows (the others deferred: read on
first use, never wrong), so an order and its lines store them as before.
"""

from dataclasses import dataclass

from core.catalogue.models import CatalogueItem, ProductType
from core.catalogue.price_breaks import PriceBreak
from core.catalogue.tiers import Tier
from core.common.prepared import Prepared, model_columns

ITEM_COLUMNS = model_columns(
    CatalogueItem, {"id", "name", "price", "colour_name", "colour_hex", "product_type_id"}
)
TYPE_COLUMNS = model_columns(ProductType, {"id", "name", "slug", "base_price"})
_NO_ID = -7_000_101  # the markers: no row has them


@dataclass(frozen=True)
class BagItem:
    item: CatalogueItem
    sizes: list[str]  # its size codes, in the sizes' order


# One row per item and size (an item without sizes: one row, its size None).
_ITEMS = Prepared(
    lambda ids: (
        CatalogueItem.objects.filter(active=True, pk__in=ids)
        .order_by("pk", "sizes__position", "sizes__id")
        .values_list(*ITEM_COLUMNS, *(f"product_type__{c}" for c in TYPE_COLUMNS), "sizes__code")
    ),
    ids=[_NO_ID],
)
_BREAKS = Prepared(
    lambda types: (
        PriceBreak.objects.filter(product_type_id__in=types)
        .order_by("product_type_id", "min_quantity")
        .values_list("product_type_id", "min_quantity", "max_quantity", "one_side", "both_sides")
    ),
    types=[_NO_ID],
)


def bag_items(ids: set[int], using: str = "default") -> dict[int, BagItem]:
    """The active items among `ids` by id (an inactive or missing one is left out)."""
    found: dict[int, BagItem] = {}
    types: dict[int, ProductType] = {}
    n = len(ITEM_COLUMNS)
    for row in _ITEMS.rows(using, ids=sorted(ids)):
        pk, code = row[0], row[-1]
        if pk not in found:
            item = CatalogueItem.from_db(using, ITEM_COLUMNS, row[:n])
            type_row = row[n:-1]
            ptype = types.get(type_row[0]) or ProductType.from_db(using, TYPE_COLUMNS, type_row)
            types[ptype.pk] = ptype
            CatalogueItem._meta.get_field("product_type").set_cached_value(item, ptype)
            found[pk] = BagItem(item, [])
        if code is not None:
            found[pk].sizes.append(code)
    return found


def type_tiers(type_ids: set[int], using: str = "default") -> dict[int, list[Tier]]:
    """Each product type's price breaks (none: an empty list), in the table's order."""
    tiers: dict[int, list[Tier]] = {pk: [] for pk in type_ids}
    for type_id, *values in _BREAKS.rows(using, types=sorted(type_ids)):
        tiers[type_id].append(Tier(*values))
    return tiers
