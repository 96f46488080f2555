"""The owner's templates and clip-art for the back office (react-admin resource `artwork`): list,
upload an SVG (sanitised, or refused with the reason), edit, switch off, delete.
Reads: core.studio.selectors; writes: core.studio.services."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.common.auth import staff
from core.common.errors import get_or_not_found
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404
from core.office.listing import Listing, ListParams, paginate
from core.studio import selectors, services
from core.studio.api import svg_response
from core.studio.schemas import OfficeArtworkCreateIn, OfficeArtworkOut, OfficeArtworkUpdateIn

router = Router(tags=["office: studio"])

# the shop's content: the owner's (the role table gives manage_content to the Owner alone)
MANAGE = staff(Perm.MANAGE_CONTENT)

ARTWORK = Listing(
    resource="artwork",
    sort_fields={"id": "id", "title": "title", "kind": "kind", "theme": "theme", "position": "position"},
    default_sort=("id", "DESC"),
    search_fields=("title",),
    filters={"kind": "kind", "theme": "theme", "active": "active"},
)


def _art(pk: int):
    return get_or_not_found(selectors.artworks(), what="Artwork", pk=pk)


@router.get("artwork", auth=MANAGE, response={200: list[OfficeArtworkOut], **CLIENT_ERRORS})
def artwork_list(request: HttpRequest, response: HttpResponse, params: Query[ListParams]):
    return paginate(ARTWORK, selectors.artworks(), params, response)


@router.get("artwork/{pk}.svg", auth=MANAGE, response={200: None, **WITH_404})
def artwork_svg(request: HttpRequest, pk: int):
    """The drawing itself, switched off or not, for the back office's list (the shelf's address
    answers only the active ones). Declared before `artwork/{pk}`, which would take "7.svg" as a key."""
    return svg_response(_art(pk).svg, cache="private, no-cache")


@router.get("artwork/{pk}", auth=MANAGE, response={200: OfficeArtworkOut, **WITH_404})
def artwork_get(request: HttpRequest, pk: int):
    return _art(pk)


@router.post("artwork", auth=MANAGE, response={201: OfficeArtworkOut, **CLIENT_ERRORS})
def artwork_create(request: HttpRequest, payload: OfficeArtworkCreateIn):
    """Upload a template or clip-art as SVG text: refused with the reason when it holds a script,
    an event handler, a foreignObject, a DOCTYPE or a reference to another document."""
    return 201, services.artwork_create(**payload.dict())


@router.put("artwork/{pk}", auth=MANAGE, response={200: OfficeArtworkOut, **WITH_404})
def artwork_update(request: HttpRequest, pk: int, payload: OfficeArtworkUpdateIn):
    return services.artwork_update(art=_art(pk), **payload.dict())


@router.delete("artwork/{pk}", auth=MANAGE, response={200: OfficeArtworkOut, **WITH_404})
def artwork_delete(request: HttpRequest, pk: int):
    art = _art(pk)
    gone = OfficeArtworkOut.from_orm(art)
    services.artwork_delete(art=art)
    return gone
