"""The customer's data downloads (DPDP Act, 2023)."""

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone


class DataExportStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Preparing"
    DONE = "done", "Ready"
    FAILED = "failed", "Failed"


def data_export_path(instance: "DataExport", filename: str) -> str:
    # The server chooses the name (no personal data in it); a folder per customer, so erasure
    # removes every copy at once (core/privacy/services.py).
    return f"my-data/{instance.customer_id}/{instance.pk}.zip"


class DataExport(models.Model):
    """A customer's "Download my data" (DPDP Act, 2023, s.11): a ZIP written by a worker, private
    to that customer, kept DATA_EXPORT_DAYS (core/privacy/download/services.py)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    customer = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=8, choices=DataExportStatus.choices, default=DataExportStatus.QUEUED)
    done = models.PositiveIntegerField(default=0)  # orders, tickets and files written so far
    total = models.PositiveIntegerField(null=True, blank=True)
    file = models.FileField(upload_to=data_export_path, blank=True, max_length=200)
    size_bytes = models.PositiveBigIntegerField(default=0)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField()

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "customer's data download"
        indexes = [
            models.Index(fields=["customer", "-created_at"], name="data_export_customer"),
            models.Index(fields=["expires_at"], name="data_export_expiry"),
        ]

    def __str__(self) -> str:
        return f"Data of customer #{self.customer_id} ({self.get_status_display()})"

    @property
    def percent(self) -> int:
        if self.status == DataExportStatus.DONE:
            return 100
        if not self.total:
            return 0
        return min(99, self.done * 100 // self.total)
