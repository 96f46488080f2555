"""Reads for site content: testimonials and what visitors sent the shop."""

from django.db.models import QuerySet

from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial


def approved_testimonials(*, limit: int = 12) -> QuerySet[Testimonial]:
    """What the home page shows, newest first."""
    return Testimonial.objects.filter(approved=True).order_by("-created_at")[:limit]


def testimonials() -> QuerySet[Testimonial]:
    """Every testimonial, hidden ones too (the back office's list)."""
    return Testimonial.objects.all()


def contact_messages() -> QuerySet[ContactMessage]:
    return ContactMessage.objects.all()


def newsletter_signups() -> QuerySet[NewsletterSignup]:
    return NewsletterSignup.objects.all()


def bulk_enquiries() -> QuerySet[BulkEnquiry]:
    return BulkEnquiry.objects.all()


def inbox_counts() -> dict[str, int]:
    """What waits for the team: unhandled messages, open bulk enquiries, and the club's size."""
    return {
        "unhandled_messages": ContactMessage.objects.filter(handled=False).count(),
        "open_enquiries": BulkEnquiry.objects.filter(handled=False).count(),
        "newsletter_signups": NewsletterSignup.objects.count(),
    }
