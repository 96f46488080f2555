from django.db.models import QuerySet

from core.content.models import Testimonial


def approved_testimonials(*, limit: int = 12) -> QuerySet[Testimonial]:
    return Testimonial.objects.filter(approved=True).order_by("-created_at")[:limit]
