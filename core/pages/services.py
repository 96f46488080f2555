"""Writes of the seller's pages: the owner's edit of a page's title and Markdown, in English and Hindi."""

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.pages.models import SellerPage

MAX_MARKDOWN = 50_000


@transaction.atomic
def seller_page_update(
    *,
    page: SellerPage,
    actor: User | None,
    title: str,
    markdown: str,
    title_hi: str = "",
    markdown_hi: str = "",
) -> SellerPage:
    """The page's English and Hindi (a blank Hindi title or Markdown: the English is shown in Hindi)."""
    errors = FieldErrors()
    title = errors.required(title, "title")
    for field, words in (("markdown", markdown), ("markdown_hi", markdown_hi)):
        if len(words or "") > MAX_MARKDOWN:
            errors.add(field, f"At most {MAX_MARKDOWN} characters.")
    errors.raise_if_any()
    page.title, page.markdown = title[:120], (markdown or "").strip() + "\n"
    page.title_hi = (title_hi or "").strip()[:120]
    page.markdown_hi = (markdown_hi or "").strip() + "\n" if (markdown_hi or "").strip() else ""
    page.updated_at, page.updated_by = timezone.now(), actor
    page.save()
    return page


@transaction.atomic
def seller_page_save(*, page: SellerPage) -> SellerPage:
    """A page as the Django admin's form validated it."""
    page.updated_at = timezone.now()
    page.save()
    return page
