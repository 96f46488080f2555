"""The studio's public calls: the shelf of templates and clip-art (each drawing served as a
sanitised SVG picture), and shared designs: made by anyone (rate limited per address), read by
anyone holding the link's token."""

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import public_session
from core.common.images import decode_data_url
from core.common.schemas import CLIENT_ERRORS, WITH_404, ErrorOut
from core.studio import selectors, services
from core.studio.schemas import ShareCreatedOut, ShareDesignOut, ShareIn, ShareOut, ShelfItemOut, ShelfQuery

router = Router(tags=["studio"])

# shown as a picture (<img>), where no script runs; opened on its own it still may not run or fetch
SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"


@router.get("studio/shelf/", response={200: list[ShelfItemOut], **CLIENT_ERRORS}, auth=None)
def studio_shelf(request: HttpRequest, query: Query[ShelfQuery]):
    """The active templates or clip-art, by theme: titles, sizes and editable texts; the drawings
    load from `svg_url`."""
    return selectors.shelf(kind=query.kind)


@router.get("studio/art/{art_id}.svg", response={200: None, 404: ErrorOut}, auth=None)
def studio_art_svg(request: HttpRequest, art_id: int):
    """One drawing, sanitised when it was uploaded (image/svg+xml)."""
    return svg_response(selectors.active_artwork_get(art_id=art_id).svg, cache="public, max-age=3600")


def svg_response(svg: str, *, cache: str) -> HttpResponse:
    """A sanitised drawing as a picture: it may neither run nor fetch, even opened on its own."""
    response = HttpResponse(svg, content_type="image/svg+xml; charset=utf-8")
    response["Content-Security-Policy"] = SVG_POLICY
    response["X-Content-Type-Options"] = "nosniff"
    response["Cache-Control"] = cache
    return response


@router.post(
    "studio/shares/", response={201: ShareCreatedOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session
)
def studio_share_create(request: HttpRequest, payload: ShareIn):
    """Share design: keeps the design and its picture on the garment behind a random link. Nothing
    about the person is kept; no account is needed."""
    rate_limit_check(request=request, form="share")
    share = services.design_share_create(
        product=payload.product,
        sleeve=payload.sleeve,
        colour=payload.colour,
        design=payload.design,
        preview=decode_data_url(payload.preview, field="preview"),
    )
    return 201, share


@router.get("studio/shares/{share_token}/", response={200: ShareOut, **WITH_404}, auth=None)
def studio_share_get(request: HttpRequest, share_token: str):
    return selectors.design_share_get(token=share_token)


@router.get("studio/shares/{share_token}/design/", response={200: ShareDesignOut, **WITH_404}, auth=None)
def studio_share_design(request: HttpRequest, share_token: str):
    """The shared design's layers, for "Open in the studio"."""
    return selectors.design_share_get(token=share_token)


@router.get("studio/shares/{share_token}/image.png", response={200: None, 404: ErrorOut}, auth=None)
def studio_share_image(request: HttpRequest, share_token: str):
    """The design on the garment (image/png): the link preview's og:image."""
    share = selectors.design_share_get(token=share_token)
    response = HttpResponse(bytes(share.preview), content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400, immutable"
    return response
