"""A file written by a worker (a spreadsheet export, or production packs): who asked, how far it got,
and the file (kept a day)."""

import uuid
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from core.common.ist import ist_datetime

KEEP_FOR = timedelta(days=1)


def _expiry():
    return timezone.now() + KEEP_FOR


class ExportStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class ExportJob(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    # "orders" or "lines" (a spreadsheet), "packs" (production packs: a ZIP, core.fulfilment.packs)
    level = models.CharField(max_length=8, default="orders")
    params = models.JSONField(default=dict, blank=True)  # which orders: see core.exports.services
    status = models.CharField(max_length=8, choices=ExportStatus.choices, default=ExportStatus.QUEUED)
    rows_done = models.PositiveIntegerField(default=0)
    rows_total = models.PositiveIntegerField(null=True, blank=True)
    file = models.FileField(upload_to="exports/", blank=True)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(default=_expiry)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "export"
        indexes = [models.Index(fields=["expires_at"], name="export_expiry")]

    def __str__(self) -> str:
        return f"Export {ist_datetime(self.created_at)} ({self.get_status_display()})"

    @property
    def download_url(self) -> str | None:
        return f"/api/office/exports/{self.id}/file" if self.status == ExportStatus.DONE else None
