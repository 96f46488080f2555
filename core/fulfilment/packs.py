"""Production packs for the print floor: per order, a folder with its print files (the front and
back designs exactly as stored, or made in memory the same way for an order placed a moment ago whose
task has not made them yet (core/orders/pictures/services.py), and the studio's editable design when the
order keeps one, an exchange's replacement included) and a one-page job sheet (core.fulfilment.job_sheet).
A team's order (core.teams) holds one print file per person and side instead, and its job sheet lists
the people with exactly those files.

One order's pack is built on the request (`order_pack_zip`: two PNGs of at most 3600 x 4800 pixels
and a small PDF); several orders are written by a worker into one ZIP (`write_packs`, run by
core.exports), one folder per order. Names inside the ZIP are made here from the order id's letters,
digits and hyphens only. A print file missing from storage is noted on the job sheet, not an error,
so one lost file never stops a batch.
"""

import io
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import replace

from django.db.models.fields.files import FieldFile
from PIL import Image

from core.common.images import thumbnail_png
from core.common.ist import in_ist
from core.fulfilment.job_sheet import PrintFile, render_job_sheet
from core.fulfilment.names import safe_name
from core.fulfilment.team_pages import PeopleFiles
from core.orders.models import Order
from core.orders.pictures.services import pictures_pending, print_file_make
from core.proofs.selectors import proof_approvals, proof_required
from core.reorders.models import OrderDesign
from core.teams.selectors import order_people, person_file_name

SIDES = ("front", "back")


def pack_filename(order: Order) -> str:
    return f"{safe_name(order.order_id)}-production-pack.zip"


def _read(field: FieldFile) -> bytes | None:
    if not field:
        return None
    try:
        with field.open("rb") as fh:
            return fh.read()
    except OSError:  # on record but gone from storage (FileNotFoundError, an S3 miss)
        return None


def _size(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as img:  # the header only: nothing is decoded
        return img.size


def print_files(order: Order) -> list[PrintFile]:
    """The order's front and back print files, with a thumbnail each for the job sheet."""
    files = []
    folder = safe_name(order.order_id)
    pending = pictures_pending(order)
    for side in SIDES:
        image = getattr(order, f"{side}_image")
        name = f"{folder}-{side}.png"
        data = _read(image)
        if data is None:
            files.append(PrintFile(side=side, name=name, data=None, thumbnail=None, missing=bool(image)))
            continue
        thumb = _read(getattr(order, f"{side}_thumbnail"))
        if thumb is None and side in pending:  # placed a moment ago: the files its task is making
            data, thumb = print_file_make(data, side)
        thumb = thumb or thumbnail_png(data)
        files.append(PrintFile(side, name, data, thumb, *_size(data)))
    return files


def editable_design(order: Order) -> tuple[str, bytes] | None:
    """The order's editable design (core.reorders) as `<id>-design.json` and its bytes; None when it
    keeps none or storage lost the file."""
    try:
        record = order.editable_design
    except OrderDesign.DoesNotExist:
        return None
    data = _read(record.file)
    return None if data is None else (f"{safe_name(order.order_id)}-design.json", data)


def _stamp(order: Order) -> tuple[int, int, int, int, int, int]:
    """The ZIP entries' date: the order's (so a pack built twice holds the same bytes)."""
    placed = in_ist(order.created_at)
    return (max(placed.year, 1980), placed.month, placed.day, placed.hour, placed.minute, placed.second)


def add_pack(archive: zipfile.ZipFile, order: Order) -> None:
    """The order's folder: `<id>/<id>-job-sheet.pdf`, `<id>/<id>-front.png`, `<id>/<id>-back.png`,
    and `<id>/<id>-design.json` when it keeps an editable design. A team's folder holds each person's
    print files instead of the order's own, and its job sheet names exactly the files written."""
    folder = safe_name(order.order_id)
    files = print_files(order)
    editable = editable_design(order)
    stamp = _stamp(order)
    people = order_people(order)
    written = _add_people(archive, folder, people, stamp) if people else None
    if people:  # the design's thumbnails still show on the sheet, but its files are not in the pack
        files = [replace(file, name="") for file in files]
    sheet = zipfile.ZipInfo(f"{folder}/{folder}-job-sheet.pdf", date_time=stamp)
    approvals = proof_approvals(order) if proof_required(order) else None
    pdf = render_job_sheet(order, files, editable[0] if editable else None, approvals, written)
    archive.writestr(sheet, pdf, compress_type=zipfile.ZIP_DEFLATED)
    if editable is not None:
        entry = zipfile.ZipInfo(f"{folder}/{editable[0]}", date_time=stamp)
        archive.writestr(entry, editable[1], compress_type=zipfile.ZIP_DEFLATED)
    if people:
        return
    for file in files:
        if file.data is not None:  # PNGs are compressed already: stored as they are
            entry = zipfile.ZipInfo(f"{folder}/{file.name}", date_time=stamp)
            archive.writestr(entry, file.data, compress_type=zipfile.ZIP_STORED)


def _add_people(archive: zipfile.ZipFile, folder: str, people, stamp) -> PeopleFiles:
    """`<id>/<id>-001-PRIYA-7-front.png`...: one print file per person and side (core.teams), read and
    written one at a time; a file storage lost is left out. Answers what was written and what was
    lost, per person's position, for the job sheet (core.fulfilment.team_pages)."""
    written = PeopleFiles()
    for member in people:
        for side in SIDES:
            field = getattr(member, f"{side}_image")
            data = _read(field)
            if data is not None:
                name = person_file_name(folder, member, side)
                entry = zipfile.ZipInfo(f"{folder}/{name}", date_time=stamp)
                archive.writestr(entry, data, compress_type=zipfile.ZIP_STORED)
                written.names.setdefault(member.position, []).append(name)
            elif field:
                written.lost.setdefault(member.position, []).append(side)
    return written


def order_pack_zip(order: Order) -> bytes:
    """One order's production pack as ZIP bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        add_pack(archive, order)
    return out.getvalue()


def write_packs(path: str, orders: Iterable[Order], *, progress: Callable[[int], None] | None = None) -> int:
    """Several orders' packs into one ZIP file at `path`, one folder each; `progress(done)` after
    each order. Returns how many orders were packed."""
    done = 0
    with zipfile.ZipFile(path, "w", allowZip64=True) as archive:
        for order in orders:
            add_pack(archive, order)
            done += 1
            if progress is not None:
                progress(done)
    return done
