"""A design order's print files. The order is placed with each picture as uploaded, after the request
decoded it whole (placing/checks.py::check_designs: every message as before); right after the commit a
task makes the shop's own files from it, as the request used to: the fresh PNG at the picture's DPI
(core.common.images.clean_image) under the order's print-file name, and its 240 px thumbnail.
Re-encoding two 3600 x 4800 print files took most of a design order's request.

Until the task ran, a side has its picture and no thumbnail ("pending"): the downloads serve the upload
as it came (a checked JPEG or PNG, the customer's own), and the production pack makes the same files in
memory (`print_file_make`), so a pack never holds other files than it did.
"""

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction

from core.common.images import PRINT_FILE_MAX_BYTES, CleanImage, clean_image, thumbnail_png
from core.jobs.start import start
from core.orders.models import Order

SIDES = ("front", "back")
PREPARE = "core.orders.tasks.order_pictures_prepare"  # by path: the task module imports this one
UPLOAD = "{side}-upload.png"  # the upload's stored name until the task runs (models.design_path)


def pictures_pending(order: Order) -> list[str]:
    """The sides whose print file the task has not made yet."""
    return [s for s in SIDES if getattr(order, f"{s}_image") and not getattr(order, f"{s}_thumbnail")]


def pictures_store(order: Order, images: dict[str, CleanImage], stored: list[str]) -> None:
    """The checked uploads under the order (inside the placing transaction; `stored` gathers the names,
    deleted if it rolls back)."""
    for side, image in images.items():
        field = getattr(order, f"{side}_image")
        field.save(UPLOAD.format(side=side), ContentFile(image.png), save=False)
        stored.append(field.name)


def pictures_prepare_after_commit(order: Order) -> None:
    if pictures_pending(order):
        start(PREPARE, order_id=order.pk)


def print_file_make(data: bytes, side: str) -> tuple[bytes, bytes]:
    """The print file and its thumbnail from a checked upload, exactly as placing an order made them."""
    png = clean_image(data, field=side, max_bytes=PRINT_FILE_MAX_BYTES).png
    return png, thumbnail_png(png)


def _read(field) -> bytes:
    with field.open("rb") as fh:
        return fh.read()


@transaction.atomic
def order_pictures_prepare(*, order_id: int) -> str:
    """Make the pending sides' print files and thumbnails (once: the order's row is locked, a side
    done is skipped); the uploads are deleted after the commit."""
    order = Order.objects.select_for_update().filter(pk=order_id).first()
    if order is None:
        return "no such order"
    sides = pictures_pending(order)
    uploads, made = [], []
    try:
        for side in sides:
            image, thumb = getattr(order, f"{side}_image"), getattr(order, f"{side}_thumbnail")
            png, small = print_file_make(_read(image), side)
            uploads.append(image.name)
            image.save(f"{side}.png", ContentFile(png), save=False)
            thumb.save(f"{side}-thumb.png", ContentFile(small), save=False)
            made += [image.name, thumb.name]
        if sides:
            fields = [f"{side}_{kind}" for side in sides for kind in ("image", "thumbnail")]
            order.save(update_fields=fields)
    except BaseException:
        for name in made:
            default_storage.delete(name)
        raise
    transaction.on_commit(lambda: [default_storage.delete(name) for name in uploads])
    return f"made {', '.join(sides) or 'nothing'}"
