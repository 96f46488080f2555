"""Delivered order lines to review, and reviews in any state, through the services."""

from core.accounts.tests.factories import CustomerFactory
from core.catalogue.models import CatalogueItem
from core.orders.models import OrderLine
from core.orders.tests.factories import OrderFactory, png_bytes
from core.reviews import services
from core.reviews.models import Review


def delivered_line(
    *, customer=None, item: CatalogueItem | None = None, status: str = "delivered", size: str = "M"
):
    """A line of a delivered order (of `item`, or a custom T-Shirt, Half Sleeve print)."""
    order = OrderFactory(
        customer=customer or CustomerFactory(), status=status, lines=[(size, 1)], catalogue_item=item
    )
    line = order.lines.get()
    if item is not None:
        OrderLine.objects.filter(pk=line.pk).update(catalogue_item=item)
        line.refresh_from_db()
    return line


def review(
    *,
    item=None,
    rating: int = 5,
    status: str = "pending",
    customer=None,
    photos: int = 0,
    title: str = "Lovely print",
    comment: str = "Soft fabric and a sharp print.",
) -> Review:
    line = delivered_line(customer=customer, item=item)
    made = services.review_submit(
        customer=line.order.customer,
        line_id=line.pk,
        rating=rating,
        title=title,
        comment=comment,
        photos=[png_bytes() for _ in range(photos)],
    )
    if status != "pending":
        services.review_moderate(review_id=made.pk, actor=None, status=status, reject_reason="Off topic")
    made.refresh_from_db()
    return made
