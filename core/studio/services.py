"""Writes of the studio's server side: the owner's templates and clip-art (sanitised SVG), and
shared designs."""

import json
import secrets

from django.db import transaction

from core.catalogue.selectors import product_types
from core.common.errors import FieldErrors
from core.common.images import ImageLimits, clean_image
from core.studio.models import ArtKind, ArtTheme, Artwork, DesignShare
from core.studio.placeholders import placeholders_take
from core.studio.sanitise import svg_clean_or_400

SHARE_PREVIEW_LIMITS = ImageLimits(1200, 1600, "preview")
SHARE_PREVIEW_MAX_BYTES = 3 * 1024 * 1024
MAX_SHARED_DESIGN_BYTES = 10 * 1024 * 1024  # as an order's editable design


TITLE_NEEDED = "Give the drawing a title: the shelf shows it under the picture."


def _title(title: str) -> str:
    if not title.strip():
        raise FieldErrors.single("title", TITLE_NEEDED)
    return title.strip()


def _prepared(svg: str, kind: str) -> dict:
    clean = svg_clean_or_400(svg.encode("utf-8"))
    found = placeholders_take(clean.root, width=clean.width, height=clean.height)
    if kind == ArtKind.TEMPLATE and not found:
        raise FieldErrors.single(
            "svg",
            'A template needs at least one editable text: a <text data-placeholder="name"> element.',
        )
    return {"svg": clean.text(), "placeholders": found, "width": clean.width, "height": clean.height}


@transaction.atomic
def artwork_create(
    *, kind: ArtKind, theme: ArtTheme, title: str, svg: str, position: int = 100, shipped: bool = False
) -> Artwork:
    art = Artwork.objects.create(
        kind=kind,
        theme=theme,
        title=_title(title),
        position=position,
        shipped=shipped,
        **_prepared(svg, kind),
    )
    return art


@transaction.atomic
def artwork_update(
    *, art: Artwork, theme: ArtTheme, title: str, position: int, active: bool, svg: str | None = None
) -> Artwork:
    art.theme, art.title, art.position, art.active = theme, _title(title), position, active
    if svg:
        for name, value in _prepared(svg, art.kind).items():
            setattr(art, name, value)
    art.save()
    return art


@transaction.atomic
def artwork_delete(*, art: Artwork) -> None:
    art.delete()


@transaction.atomic
def design_share_create(
    *, product: str, sleeve: str, colour: str, design: dict, preview: bytes
) -> DesignShare:
    """Keeps a design to show by link: its layers, product, colour and a PNG of it on the garment (made
    again here from what was sent, so only a picture is kept). The token is 32 random bytes."""
    product_type = product_types().filter(slug=product).first()
    if product_type is None:
        raise FieldErrors.single("product", "Choose a product to share its design.")
    sides = {side: design[side] for side in ("front", "back") if isinstance(design.get(side), dict)}
    if not sides or len(json.dumps(sides)) > MAX_SHARED_DESIGN_BYTES:
        raise FieldErrors.single(
            "design", "This design cannot be shared: it is empty or too large (at most 10 MB)."
        )
    png = clean_image(
        preview, field="preview", max_bytes=SHARE_PREVIEW_MAX_BYTES, limits=SHARE_PREVIEW_LIMITS
    ).png
    return DesignShare.objects.create(
        token=secrets.token_urlsafe(32),
        product=product_type.slug,
        product_name=product_type.name,
        sleeve=sleeve,
        colour=colour,
        design=sides,
        preview=png,
    )
