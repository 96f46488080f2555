"""The owner's edits of the seller's pages in the back office (Perm.MANAGE_CONTENT). Mounted at
/api/office/ by core/office/api.py."""

from datetime import datetime

from django.http import HttpRequest, HttpResponse
from ninja import Field, Router, Schema

from core.common.auth import staff
from core.common.permissions import Perm
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn
from core.pages import selectors, services
from core.pages.models import PageSlug

router = Router(tags=["office: pages"])


class OfficePageOut(Schema):
    id: str
    slug: str
    title: str
    markdown: str
    title_hi: str
    markdown_hi: str
    updated_at: datetime

    @staticmethod
    def resolve_id(page) -> str:
        return page.slug


class OfficePageIn(BodyIn):
    required_fields = ("title",)
    title: str = Field("", max_length=120)
    markdown: str = Field("", max_length=services.MAX_MARKDOWN)
    title_hi: str = Field("", max_length=120, description="The Hindi title; blank: English is shown")
    markdown_hi: str = Field(
        "", max_length=services.MAX_MARKDOWN, description="The Hindi Markdown; blank: English"
    )


@router.get("pages", auth=staff(Perm.MANAGE_CONTENT), response={200: list[OfficePageOut], **CLIENT_ERRORS})
def office_page_list(request: HttpRequest, response: HttpResponse):
    rows = selectors.pages()
    response["Content-Range"] = f"pages 0-{len(rows) - 1}/{len(rows)}" if rows else "pages */0"
    return rows


@router.get("pages/{slug}", auth=staff(Perm.MANAGE_CONTENT), response={200: OfficePageOut, **WITH_404})
def office_page_get(request: HttpRequest, slug: PageSlug):
    return selectors.page_get(slug=slug)


@router.put("pages/{slug}", auth=staff(Perm.MANAGE_CONTENT), response={200: OfficePageOut, **WITH_404})
def office_page_update(request: HttpRequest, payload: OfficePageIn, slug: PageSlug):
    return services.seller_page_update(
        page=selectors.page_get(slug=slug),
        actor=request.auth,
        title=payload.title,
        markdown=payload.markdown,
        title_hi=payload.title_hi,
        markdown_hi=payload.markdown_hi,
    )
