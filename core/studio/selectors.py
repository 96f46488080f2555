"""Reads of the studio's server side: the shelf, one piece of art, a shared design."""

from django.db.models import QuerySet

from core.common.errors import get_or_not_found
from core.studio.models import ArtKind, Artwork, DesignShare

SHELF_MAX = 200


def artworks() -> QuerySet[Artwork]:
    """Every template and clip-art, for the owner's list (without the drawing itself)."""
    return Artwork.objects.defer("svg")


def shelf(*, kind: ArtKind) -> list[Artwork]:
    """What the studio's shelf shows of one kind: the active ones by theme and place (the index
    studio_art_shelf), without the drawings, which load as pictures one by one."""
    rows = Artwork.objects.filter(kind=kind, active=True).defer("svg").order_by("theme", "position", "id")
    return list(rows[:SHELF_MAX])


def active_artwork_get(*, art_id: int) -> Artwork:
    return get_or_not_found(Artwork.objects.filter(active=True), what="Artwork", pk=art_id)


def design_share_get(*, token: str) -> DesignShare:
    return get_or_not_found(DesignShare.objects.all(), what="Shared design", token=token)
