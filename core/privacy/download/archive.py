"""The file of "Download my data": one ZIP holding `my-data.json` and the customer's own files
(their design images and editable designs, their return and review photos).

Written in one pass over each list, CHUNK rows at a time (core/common/chunks.py::in_chunks: the
keys first, then each chunk by its keys with its prefetches, a fixed number of queries a chunk):
the JSON is streamed row by row into a temporary file and each chunk's files are copied straight
into the ZIP, so an account with 100,000 orders never sits in memory (only its order keys, about
4 MB). The JSON joins the ZIP last. `progress(done)` is called after each chunk."""

import os
import shutil
import tempfile
import zipfile
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath
from typing import IO, Any

from django.utils import timezone

from core.accounts.models import User
from core.common.chunks import in_chunks
from core.common.renderers import dumps
from core.consent.selectors import event_row, events_of
from core.privacy.download import selectors

CHUNK = 200
JSON_NAME = "my-data.json"
ABOUT = (
    "Your data held by the shop (Digital Personal Data Protection Act, 2023, s.11): your profile, "
    "addresses, newsletter consent, orders with their lines and amounts, support tickets with their "
    "replies, returns, reviews, and each consent you gave or withdrew (consent_events). Amounts are "
    "in rupees; times are UTC (ISO 8601). Your design files and photos are in the folder files/, "
    "named in the JSON beside the order, return or review."
)
DESIGN_SIDES = ("front_image", "back_image")
SAME_AS_STORED = (".png", ".jpg", ".jpeg", ".webp", ".gif", ".zip")  # already compressed


class _Archive:
    def __init__(self, zf: zipfile.ZipFile, out: IO[bytes], progress: Callable[[int], None]):
        self.zf, self.out, self.progress = zf, out, progress
        self.done = 0

    def file(self, field, arcname: str) -> str | None:
        """Copy one stored file into the ZIP (streamed); None when it is missing from storage."""
        if not field:
            return None
        suffix = PurePosixPath(field.name).suffix.lower()
        name = f"files/{arcname}{suffix}"
        try:
            source = field.storage.open(field.name, "rb")
        except OSError:
            return None
        stored = zipfile.ZIP_STORED if suffix in SAME_AS_STORED else zipfile.ZIP_DEFLATED
        info = zipfile.ZipInfo(name, date_time=timezone.localtime().timetuple()[:6])
        info.compress_type = stored
        with source, self.zf.open(info, "w", force_zip64=True) as target:
            shutil.copyfileobj(source, target, 1024 * 1024)
        return name

    def rows(self, key: str, queryset, row: Callable[[Any], dict], files: Callable | None) -> None:
        """`"key":[row,row,...]` into the JSON, a chunk at a time, each row with its files."""
        self.out.write(b',"' + key.encode() + b'":[')
        first = True
        chunk: list = []
        for obj in in_chunks(queryset, CHUNK):
            chunk.append(obj)
            if len(chunk) == CHUNK:
                first = self._chunk(chunk, row, files, first)
                chunk = []
        if chunk:
            self._chunk(chunk, row, files, first)
        self.out.write(b"]")

    def _chunk(self, chunk: list, row: Callable, files: Callable | None, first: bool) -> bool:
        for obj in chunk:
            data = row(obj)
            if files is not None:
                data["files"] = [name for name in files(obj) if name]
            self.out.write((b"" if first else b",") + dumps(data))
            first = False
        self.done += len(chunk)
        self.progress(self.done)
        return first


def _order_files(archive: _Archive) -> Callable:
    def files(order) -> Iterable[str | None]:
        for side in DESIGN_SIDES:
            yield archive.file(getattr(order, side), f"orders/{order.order_id}-{side.split('_')[0]}")
        design = getattr(order, "editable_design", None)
        if design is not None:
            yield archive.file(design.file, f"orders/{order.order_id}-editable-design")

    return files


def _photo_files(archive: _Archive, folder: str, label: Callable) -> Callable:
    def files(obj) -> Iterable[str | None]:
        for i, photo in enumerate(obj.photos.all(), start=1):
            yield archive.file(photo.image, f"{folder}/{label(obj)}-photo-{i}")

    return files


def write_archive(path: str, *, user: User, progress: Callable[[int], None]) -> int:
    """Write the customer's ZIP at `path`; answers how many rows (orders, tickets, returns,
    reviews) it holds."""
    fd, json_path = tempfile.mkstemp(suffix=".json")
    try:
        with os.fdopen(fd, "wb") as out, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
            archive = _Archive(zf, out, progress)
            head = {
                "about": ABOUT,
                "generated_at": timezone.now(),
                "profile": selectors.profile(user),
                "addresses": selectors.addresses(user),
                "newsletter": selectors.newsletter(user),
            }
            out.write(dumps(head)[:-1])  # the object stays open for the lists
            archive.rows("orders", selectors.orders(user), selectors.order_row, _order_files(archive))
            archive.rows("tickets", selectors.tickets(user), selectors.ticket_row, None)
            returns = _photo_files(archive, "returns", lambda r: r.number)
            archive.rows("returns", selectors.returns(user), selectors.return_row, returns)
            reviews = _photo_files(archive, "reviews", lambda r: f"review-{r.pk}")
            archive.rows("reviews", selectors.reviews(user), selectors.review_row, reviews)
            # every consent given or withdrawn, with the notice's version, wording and language
            archive.rows("consent_events", events_of(user=user), event_row, None)
            out.write(b"}")
            out.flush()
            zf.write(json_path, JSON_NAME)
        return archive.done
    finally:
        os.unlink(json_path)
