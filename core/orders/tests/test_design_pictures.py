"""A design order's pictures: the request checks each whole (one decode) and stores it as uploaded; the
task after the commit makes the print file and thumbnail the request used to make, byte for byte; the
production pack holds the same files whether the task ran yet or not."""

import io
import struct
import zlib

import pytest
from django.test import TestCase
from django_tasks_db.models import DBTaskResult
from PIL import Image

from core.common import images
from core.common.images import WRONG_IMAGE_TYPE, clean_image, thumbnail_png
from core.fulfilment.packs import print_files
from core.orders.models import Order
from core.orders.pictures import services as pictures
from core.orders.tests.test_placing import URL, errors_of, form, image_bytes, stored_files

pytestmark = pytest.mark.django_db


def place(client, data):
    """Confirm Order as the customer sends it; the queued tasks are not run."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        response = client.post(URL, data, HTTP_X_CSRFTOKEN=client.csrf())
    assert response.status_code == 201, response.content
    return Order.objects.get(order_id=response.json()["order_id"])


def run_task(order: Order) -> str:
    with TestCase.captureOnCommitCallbacks(execute=True):
        return pictures.order_pictures_prepare(order_id=order.pk)


def read(field) -> bytes:
    with field.open("rb") as fh:
        return fh.read()


def dpi_png(size=(1800, 2400)) -> bytes:
    out = io.BytesIO()
    Image.new("RGBA", size, (20, 120, 200, 255)).save(out, format="PNG", dpi=(300, 300))
    return out.getvalue()


def test_the_request_decodes_each_picture_once_and_re_encodes_none(customer_client, monkeypatch):
    decoded = []
    real_decode = images._decode
    monkeypatch.setattr(images, "_decode", lambda data: decoded.append(len(data)) or real_decode(data))

    def no_reencoding(*args, **kwargs):
        raise AssertionError("re-encoded in the request")

    monkeypatch.setattr(images, "_reencode", no_reencoding)
    monkeypatch.setattr(images, "thumbnail_png", no_reencoding)
    order = place(customer_client, form())
    assert len(decoded) == 2  # front and back, once each
    assert pictures.pictures_pending(order) == ["front", "back"]
    queued = DBTaskResult.objects.filter(task_path=pictures.PREPARE)
    assert [r.args_kwargs["kwargs"] for r in queued] == [{"order_id": order.pk}]


def test_the_task_makes_the_print_files_the_request_used_to_make(customer_client):
    upload = dpi_png()
    order = place(customer_client, form(front=_file(upload), back=None))
    assert read(order.front_image) == upload  # as it came, until the task runs

    assert run_task(order) == "made front"
    order.refresh_from_db()
    expected = clean_image(upload, field="front", max_bytes=images.PRINT_FILE_MAX_BYTES).png
    assert read(order.front_image) == expected
    assert read(order.front_thumbnail) == thumbnail_png(expected)
    assert order.front_image.name.endswith(f"{order.order_id}-front.png")
    with order.front_image.open("rb") as fh, Image.open(fh) as img:
        assert img.size == (1800, 2400) and round(img.info["dpi"][0]) == 300
    names = {p.name for p in stored_files()}
    assert f"{order.order_id}-front-upload.png" not in names  # the upload is gone after the commit
    assert not order.back_image and not order.back_thumbnail


def test_the_task_runs_once_per_order(customer_client):
    order = place(customer_client, form())
    assert run_task(order) == "made front, back"
    order.refresh_from_db()
    files = (read(order.front_image), read(order.back_thumbnail))
    assert run_task(order) == "made nothing"
    order.refresh_from_db()
    assert (read(order.front_image), read(order.back_thumbnail)) == files
    assert len(stored_files()) == 4


def test_the_production_pack_is_the_same_before_and_after_the_task(customer_client):
    order = place(customer_client, form(front=_file(dpi_png((600, 800)))))
    before = print_files(order)
    run_task(order)
    order.refresh_from_db()
    after = print_files(order)
    assert before == after
    assert [f.data[:8] for f in after] == [b"\x89PNG\r\n\x1a\n"] * 2


def test_a_picture_broken_inside_is_still_refused_by_the_request(customer_client, customer):
    png = image_bytes((60, 80))
    broken = _with_idat(png, zlib.compress(b"\x00" * 10))  # CRCs right, too few pixels
    response = customer_client.post(URL, form(front=_file(broken)), HTTP_X_CSRFTOKEN=customer_client.csrf())
    assert response.status_code == 400
    assert errors_of(response)["front"] == [WRONG_IMAGE_TYPE]
    assert not Order.objects.filter(customer=customer).exists() and stored_files() == []


def _file(data: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile("design.png", data, content_type="image/png")


def _with_idat(png: bytes, data: bytes) -> bytes:
    """The PNG with its pixel data replaced by `data`, every chunk's CRC right."""
    out, pos, done = [png[:8]], 8, False
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        kind = png[pos + 4 : pos + 8]
        if kind == b"IDAT":
            if not done:
                out.append(struct.pack(">I", len(data)) + b"IDAT" + data)
                out.append(struct.pack(">I", zlib.crc32(b"IDAT" + data)))
                done = True
        else:
            out.append(png[pos : pos + 12 + length])
        pos += 12 + length
    return b"".join(out)
