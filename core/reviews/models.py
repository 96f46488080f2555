"""Verified-buyer reviews: one per delivered order line, tied to the product's rating
tally (core.catalogue.models.RatingTally: the catalogue item, or for a custom print the product type
and sleeve). Only accepted reviews are public; their stars are the tally's."""

from datetime import timedelta

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone
from django.utils.crypto import get_random_string

EDIT_DAYS = 30
MAX_PHOTOS = 3


class ReviewStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    ACCEPTED = "accepted", "Accepted"
    REJECTED = "rejected", "Rejected"


class Review(models.Model):
    line = models.OneToOneField("orders.OrderLine", on_delete=models.PROTECT, related_name="review")
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reviews")
    tally = models.ForeignKey("catalogue.RatingTally", on_delete=models.PROTECT, related_name="reviews")
    rating = models.PositiveSmallIntegerField(validators=[MinValueValidator(1), MaxValueValidator(5)])
    title = models.CharField(max_length=100)
    comment = models.TextField(max_length=2000)
    status = models.CharField(max_length=10, choices=ReviewStatus.choices, default=ReviewStatus.PENDING)
    reject_reason = models.CharField(max_length=300, blank=True)
    reply = models.TextField(max_length=1000, blank=True)
    replied_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    edited_at = models.DateTimeField(null=True, blank=True)
    moderated_at = models.DateTimeField(null=True, blank=True)
    moderated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    helpful_count = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["-created_at", "-id"]
        # the product page's two orders, and the moderation queue's
        indexes = [
            models.Index(fields=["tally", "status", "-created_at", "-id"], name="review_product_newest"),
            models.Index(
                fields=["tally", "status", "-helpful_count", "-created_at", "-id"],
                name="review_product_helpful",
            ),
            models.Index(fields=["status", "-created_at", "-id"], name="review_status_recent"),
            models.Index(fields=["-created_at", "-id"], name="review_recent"),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(rating__gte=1, rating__lte=5), name="review_rating_1_to_5"
            )
        ]

    def __str__(self) -> str:
        return f"{self.rating}★ {self.title}"

    @property
    def editable_until(self):
        return self.created_at + timedelta(days=EDIT_DAYS)


def review_photo_path(instance: "ReviewPhoto", filename: str) -> str:
    # The server chooses every stored name; private (served by the API after an access check).
    return f"reviews/{timezone.now():%Y/%m}/{get_random_string(16).lower()}.png"


class ReviewPhoto(models.Model):
    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="photos")
    image = models.ImageField(upload_to=review_photo_path, width_field="width", height_field="height")
    width = models.PositiveIntegerField(default=0)
    height = models.PositiveIntegerField(default=0)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self) -> str:
        return f"Photo {self.pk} of review {self.review_id}"

    @property
    def url(self) -> str:
        return f"/api/reviews/photos/{self.pk}/"


class HelpfulVote(models.Model):
    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="votes")
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["review", "customer"], name="one_helpful_vote_each")]

    def __str__(self) -> str:
        return f"Helpful: review {self.review_id}"
