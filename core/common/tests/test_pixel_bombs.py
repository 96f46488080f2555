"""Pixel bombs: sizes are checked from the header before any decode, designs
may not exceed the print file, photos are capped and shrunk, and image work is one at a time."""

import io
import threading
import time

import pytest
from PIL import Image

from core.common import images
from core.common.errors import ApplicationError


def _png(size, mode="1") -> bytes:
    out = io.BytesIO()
    Image.new(mode, size).save(out, format="PNG")
    return out.getvalue()


def _jpeg(size) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (200, 120, 40)).save(out, format="JPEG", quality=70)
    return out.getvalue()


@pytest.mark.parametrize("size", [(6400, 6200), (100000, 1), (1, 100000), (3601, 4800), (3600, 4801)])
def test_a_design_larger_than_the_print_file_is_refused_before_decoding(size, monkeypatch):
    decoded = []
    monkeypatch.setattr(images, "_reencode", lambda *a: decoded.append(a))
    data = _png(size)
    assert len(data) < 60_000  # small on disk: the attack
    started = time.perf_counter()
    with pytest.raises(ApplicationError) as caught:
        images.clean_image(data, field="front")
    assert time.perf_counter() - started < 0.5
    assert caught.value.errors == {"front": ["The design is too large: at most 3600 x 4800 pixels."]}
    assert decoded == []


def test_a_print_file_of_exactly_the_print_size_is_accepted():
    clean = images.clean_image(_png((3600, 4800), "RGBA"), field="front")
    assert (clean.width, clean.height) == (3600, 4800)


def test_a_print_file_keeps_the_dpi_it_says_it_prints_at():
    out = io.BytesIO()
    Image.new("RGBA", (360, 480)).save(out, format="PNG", dpi=(300, 300))
    clean = images.clean_image(out.getvalue(), field="front")
    with Image.open(io.BytesIO(clean.png)) as img:
        assert tuple(round(v) for v in img.info["dpi"]) == (300, 300)


def test_a_shrunk_photo_does_not_claim_its_old_dpi():
    out = io.BytesIO()
    Image.new("RGB", (1000, 800), (10, 20, 30)).save(out, format="JPEG", dpi=(300, 300))
    photo = images.clean_image(out.getvalue(), field="photo", limits=images.PHOTO_LIMITS, fit=480)
    with Image.open(io.BytesIO(photo.png)) as img:
        assert "dpi" not in img.info


def test_a_testimonial_photo_is_capped_and_shrunk():
    photo = images.clean_image(_jpeg((4000, 3000)), field="photo", limits=images.PHOTO_LIMITS, fit=480)
    assert (photo.width, photo.height) == (480, 360)
    with pytest.raises(ApplicationError, match="at most 6000 x 6000 pixels"):
        images.clean_image(_png((6400, 6200)), field="photo", limits=images.PHOTO_LIMITS, fit=480)


def test_image_work_runs_one_at_a_time_per_process(monkeypatch):
    running, peak = [0], [0]
    real = images._reencode

    def slow(data, fit):
        running[0] += 1
        peak[0] = max(peak[0], running[0])
        time.sleep(0.05)
        running[0] -= 1
        return real(data, fit)

    monkeypatch.setattr(images, "_reencode", slow)
    data = _png((300, 400), "RGB")
    threads = [
        threading.Thread(target=images.clean_image, args=(data,), kwargs={"field": "f"}) for _ in range(6)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert peak[0] == 1
