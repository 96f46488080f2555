"""The studio's shelf, the owner's art and shared designs, in and out."""

from datetime import datetime
from typing import Any, Literal

from ninja import Field, Schema

from core.common.schemas import BodyIn, JsonBool, JsonInt
from core.studio.models import ArtKind, ArtTheme
from core.studio.svg_rules import MAX_SVG_BYTES

SVG_CHARS = MAX_SVG_BYTES  # a character is at least a byte
PREVIEW_CHARS = 4_200_000  # a 3 MB PNG as a data URL
HEX_COLOUR = r"^#[0-9a-fA-F]{6}$"


class PlaceholderOut(Schema):
    field: str
    text: str
    x: float
    y: float
    size: float
    fill: str
    font: str
    align: Literal["start", "middle", "end"]
    arc: Literal["none", "up", "down"]


class ShelfItemOut(Schema):
    id: int
    kind: ArtKind
    theme: ArtTheme
    title: str
    width: float
    height: float
    placeholders: list[PlaceholderOut]
    svg_url: str

    @staticmethod
    def resolve_svg_url(obj) -> str:
        return f"/api/studio/art/{obj.pk}.svg"


class ShelfQuery(Schema):
    kind: ArtKind = ArtKind.TEMPLATE


class OfficeArtworkOut(ShelfItemOut):
    position: int
    active: bool
    shipped: bool
    created_at: datetime

    @staticmethod
    def resolve_svg_url(obj) -> str:
        return f"/api/office/artwork/{obj.pk}.svg"  # switched off too: the shelf's own answers 404


class OfficeArtworkCreateIn(BodyIn):
    required_fields = ("title", "svg")
    kind: ArtKind
    theme: ArtTheme
    title: str = Field("", max_length=60)
    svg: str = Field("", max_length=SVG_CHARS, description="The SVG file's text (at most 200 kB)")
    position: JsonInt = Field(100, ge=0, le=10_000)


class OfficeArtworkUpdateIn(BodyIn):
    required_fields = ("title",)
    theme: ArtTheme
    title: str = Field("", max_length=60)
    position: JsonInt = Field(100, ge=0, le=10_000)
    active: JsonBool = True
    svg: str | None = Field(None, max_length=SVG_CHARS, description="A new drawing; leave out to keep it")


class ShareIn(BodyIn):
    product: str = Field(..., min_length=1, max_length=60)
    sleeve: str = Field("", max_length=40)
    colour: str = Field(..., pattern=HEX_COLOUR)
    design: dict[str, Any] = Field(..., description="The studio's editable design: each side's layers")
    preview: str = Field(
        ..., max_length=PREVIEW_CHARS, description="The design on the garment: a PNG data URL"
    )


class ShareCreatedOut(Schema):
    token: str
    path: str

    @staticmethod
    def resolve_path(obj) -> str:
        return f"/share/{obj.token}"


class ShareOut(Schema):
    token: str
    product: str
    product_name: str
    sleeve: str
    colour: str
    image_url: str
    created_at: datetime

    @staticmethod
    def resolve_image_url(obj) -> str:
        return f"/api/studio/shares/{obj.token}/image.png"


class ShareDesignOut(Schema):
    product: str
    sleeve: str
    colour: str
    design: dict[str, Any]
