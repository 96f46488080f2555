"""Writes of the seller's pages: the owner's edit of a page's title and Markdown."""

from django.db import transaction
from django.utils import timezone

from core.accounts.models import User
from core.common.errors import FieldErrors
from core.pages.models import SellerPage

MAX_MARKDOWN = 50_000


@transaction.atomic
def seller_page_update(*, page: SellerPage, actor: User | None, title: str, markdown: str) -> SellerPage:
    errors = FieldErrors()
    title = errors.required(title, "title")
    if len(markdown or "") > MAX_MARKDOWN:
        errors.add("markdown", f"At most {MAX_MARKDOWN} characters.")
    errors.raise_if_any()
    page.title, page.markdown = title[:120], (markdown or "").strip() + "\n"
    page.updated_at, page.updated_by = timezone.now(), actor
    page.save()
    return page


@transaction.atomic
def seller_page_save(*, page: SellerPage) -> SellerPage:
    """A page as the Django admin's form validated it."""
    page.updated_at = timezone.now()
    page.save()
    return page
