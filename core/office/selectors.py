"""Reads for the back office. Money rules come from core.orders.selectors (one source of truth)."""

from django.db.models import Count, Prefetch, QuerySet

from core.accounts.models import User
from core.catalogue.models import CatalogueItem, ProductType, Size
from core.catalogue.selectors import product_types
from core.common.errors import NotFound
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial
from core.orders import selectors as order_selectors
from core.orders.models import Order, OrderEvent


def orders() -> QuerySet[Order]:
    return order_selectors.with_lines(Order.objects.all())


def order_detail(*, order_id: str) -> Order:
    """One order with its lines and its history (newest first, with who made each change)."""
    events = OrderEvent.objects.select_related("actor").order_by("-created_at", "-id")
    return order_selectors.order_get(
        order_id=order_id, queryset=orders().prefetch_related(Prefetch("events", queryset=events))
    )


def customers() -> QuerySet[User]:
    return User.objects.filter(is_staff=False).annotate(
        orders_count=Count("orders__id", distinct=True), **order_selectors.money_sums(through="orders__")
    )


def customer_get(*, customer_id: int) -> User:
    customer = customers().filter(pk=customer_id).first()
    if customer is None:
        raise NotFound("Customer not found.")
    return customer


def admins() -> QuerySet[User]:
    return User.objects.filter(is_staff=True)


def admin_get(*, admin_id: int) -> User:
    admin = admins().filter(pk=admin_id).first()
    if admin is None:
        raise NotFound("Admin not found.")
    return admin


def testimonials() -> QuerySet[Testimonial]:
    return Testimonial.objects.all()


def catalogue_items() -> QuerySet[CatalogueItem]:
    """Every item, hidden ones too (the shop's own selector lists only the active ones)."""
    return CatalogueItem.objects.select_related("product_type").prefetch_related(
        Prefetch("sizes", queryset=Size.objects.order_by("position"))
    )


def all_product_types() -> QuerySet[ProductType]:
    return product_types()


def contact_messages() -> QuerySet[ContactMessage]:
    return ContactMessage.objects.all()


def newsletter_signups() -> QuerySet[NewsletterSignup]:
    return NewsletterSignup.objects.all()


def bulk_enquiries() -> QuerySet[BulkEnquiry]:
    return BulkEnquiry.objects.all()


def get_or_404(qs: QuerySet, *, pk: int, what: str):
    obj = qs.filter(pk=pk).first()
    if obj is None:
        raise NotFound(f"{what} not found.")
    return obj


def office_summary() -> dict:
    """Totals paid and due (the shop's own rule), and how many orders sit in each status."""
    money = order_selectors.amount_summary()
    counts = order_selectors.status_counts()
    return {
        "total_paid": money["total_paid"],
        "total_due": money["total_due"],
        "counts": counts,
        "orders": sum(counts.values()),
        "customers": User.objects.filter(is_staff=False).count(),
        "unhandled_messages": ContactMessage.objects.filter(handled=False).count(),
        "open_enquiries": BulkEnquiry.objects.filter(handled=False).count(),
        "newsletter_signups": NewsletterSignup.objects.count(),
    }
