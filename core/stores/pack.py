"""A store batch's production pack: one ZIP for the whole batch, for the print floor.

- `people/<order id>-<NAME>-<number>-<size>.png`: exactly one print file per buyer in the batch (a
  paid, or cash-on-delivery, order not cancelled), in the order they bought: the design with that
  buyer's name and number lettered under it (core/stores/lettering.py), the one made after the close
  (services/batch_files.py) or, while that task has not reached it, drawn now; a buyer the store
  asked no name or number of gets the design as it is. A name in an Indian script leaves the ASCII
  parts out of the file's name; the order id keeps it the buyer's.
- `<BATCH>-job-sheet.pdf`: the pieces by size and colour, the print day, and the packing list by
  person (core/stores/batch_sheet.py).
- `<BATCH>-packing-list.csv`: the same list as a spreadsheet reads it (UTF-8, every script).

Reads in a fixed number of queries whatever the batch's size (the batch, its orders, their people);
print files are read from storage one at a time."""

import csv
import io
import zipfile
from dataclasses import dataclass

from django.db.models import Prefetch, QuerySet

from core.common.ist import in_ist
from core.orders.models import Order, OrderStatus
from core.stores.batch_sheet import render_batch_sheet
from core.stores.lettering import person_print_file
from core.stores.models import Delivery, StoreBatch, StoreOrder
from core.teams.models import TeamMember
from core.teams.selectors import ascii_part

TOGETHER = "Together to the organiser"
CSV_HEAD = ["Order", "Name", "Number", "Size", "Colour", "Deliver to", "Print file"]


def safe(text: str) -> str:
    """Letters, digits and hyphens only (no path, no CR/LF): an order id or a size in a file name."""
    return "".join(c for c in text.upper() if c.isascii() and (c.isalnum() or c == "-"))


def batch_label(batch: StoreBatch) -> str:
    return f"{safe(batch.store.slug)}-{batch.design.position}-BATCH-{batch.pk}"


def pack_filename(batch: StoreBatch) -> str:
    return f"{batch_label(batch)}-production-pack.zip"


@dataclass
class Buyer:
    """One line of the batch: the store order, its order, and its person (None without a name)."""

    row: StoreOrder
    order: Order
    person: TeamMember | None

    @property
    def file_name(self) -> str:
        parts = [safe(self.order.order_id), ascii_part(self.row.name), self.row.number, safe(self.row.size)]
        return "-".join(p for p in parts if p) + ".png"

    def deliver_to(self, batch: StoreBatch) -> str:
        if batch.store.delivery == Delivery.TOGETHER:
            return TOGETHER
        o = self.order
        parts = [o.ship_name, o.ship_area, o.ship_landmark, o.ship_city, o.ship_state, o.ship_pin_code]
        return ", ".join(p for p in parts if p)


def batch_rows(batch: StoreBatch) -> QuerySet[StoreOrder]:
    """The batch's store orders: its design's counted orders still not cancelled, oldest first."""
    people = Prefetch("order__people", queryset=TeamMember.objects.order_by("position"))
    return (
        StoreOrder.objects.filter(design_id=batch.design_id, counted=True)
        .exclude(order__status=OrderStatus.CANCELLED)
        .select_related("order")
        .prefetch_related(people)
        .order_by("created_at", "id")
    )


def batch_buyers(batch: StoreBatch) -> list[Buyer]:
    found = []
    for row in batch_rows(batch):
        people = list(row.order.people.all())
        found.append(Buyer(row=row, order=row.order, person=people[0] if people else None))
    return found


def _stored(person: TeamMember | None) -> bytes | None:
    if person is None or not person.front_image:
        return None
    try:
        with person.front_image.open("rb") as fh:
            return fh.read()
    except OSError:  # on record but gone from storage: drawn again below
        return None


def buyer_file(buyer: Buyer, design: bytes | None) -> bytes | None:
    """The buyer's print file: made after the close, or drawn now; the design alone without a name."""
    if buyer.person is None:
        return design
    return _stored(buyer.person) or person_print_file(
        design, name=buyer.person.name, number=buyer.person.number, garment_hex=buyer.order.colour_hex
    )


def _csv(batch: StoreBatch, buyers: list[Buyer]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_HEAD)
    for b in buyers:
        row = [b.order.order_id, b.row.name, b.row.number, b.row.size, b.row.colour_name, b.deliver_to(batch)]
        # a cell a spreadsheet would read as a formula is written as text (OWASP CSV injection)
        writer.writerow(["'" + c if c[:1] in "=+-@\t\r" else c for c in [*row, f"people/{b.file_name}"]])
    return ("\ufeff" + out.getvalue()).encode()


def batch_pack_zip(batch: StoreBatch) -> bytes:
    """The batch's pack as ZIP bytes (see the module's docstring); built twice, the same entries."""
    buyers = batch_buyers(batch)
    design = bytes(batch.design.share.preview) or None
    placed = in_ist(batch.created_at)
    stamp = (max(placed.year, 1980), placed.month, placed.day, placed.hour, placed.minute, placed.second)
    label = batch_label(batch)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        sheet = render_batch_sheet(batch, buyers)
        archive.writestr(zipfile.ZipInfo(f"{label}-job-sheet.pdf", stamp), sheet, zipfile.ZIP_DEFLATED)
        listing = _csv(batch, buyers)
        archive.writestr(zipfile.ZipInfo(f"{label}-packing-list.csv", stamp), listing, zipfile.ZIP_DEFLATED)
        for buyer in buyers:
            data = buyer_file(buyer, design)
            if data is not None:  # PNGs are compressed already: stored as they are
                archive.writestr(
                    zipfile.ZipInfo(f"people/{buyer.file_name}", stamp), data, zipfile.ZIP_STORED
                )
    return out.getvalue()
