"""The admin team's internal notes on an order. Never shown to the customer."""

from django.conf import settings
from django.db import models
from django.utils import timezone

NOTE_MAX = 2000


class OrderNote(models.Model):
    """An internal note on an order (who, when, text). The table keeps its first name."""

    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="notes")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    text = models.TextField(max_length=NOTE_MAX)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "fulfilment_ordernote"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["order", "-created_at"], name="note_order_newest")]

    def __str__(self) -> str:
        return f"{self.order_id}: {self.text[:40]}"
