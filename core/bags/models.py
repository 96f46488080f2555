"""A logged-in customer's bag kept on the server (a visitor's stays in their browser): its lines
(catalogue item, size, quantity; names and prices are read from the catalogue, never stored from
the browser), when it last changed, and when its one reminder was recorded."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class SavedBag(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE, related_name="saved_bag"
    )
    lines = models.JSONField(default=list)  # [{"item_id", "size", "quantity"}]
    pieces = models.PositiveIntegerField(default=0)
    changed_at = models.DateTimeField(default=timezone.now)
    reminded_at = models.DateTimeField(null=True, blank=True)  # its one reminder; none again

    class Meta:
        indexes = [
            # the bags due a reminder: not reminded, not empty, oldest change first
            models.Index(
                fields=["changed_at"], condition=Q(reminded_at__isnull=True, pieces__gt=0), name="bag_due"
            )
        ]

    def __str__(self) -> str:
        return f"bag of {self.user_id}"
