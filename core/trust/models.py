"""The seller's pages (Consumer Protection (E-Commerce) Rules, 2020) and the customer's data
downloads (DPDP Act, 2023). Grievance tickets are core/support's."""

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone


class PageSlug(models.TextChoices):
    ABOUT = "about", "About us"
    GRIEVANCE = "grievance-officer", "Grievance officer"
    RETURNS = "returns", "Returns, refunds and exchanges"
    SHIPPING = "shipping", "Shipping and delivery"
    PAYMENTS = "payments", "Payments"
    TERMS = "terms", "Terms of use"
    PRIVACY = "privacy", "Privacy notice"


class SellerPage(models.Model):
    """A page of the seller's disclosures: the owner's Markdown; the facts come from the settings."""

    slug = models.CharField(max_length=20, primary_key=True, choices=PageSlug.choices)
    title = models.CharField(max_length=120)
    markdown = models.TextField(
        blank=True, help_text="Markdown. The facts (addresses, numbers) show below it."
    )
    position = models.PositiveSmallIntegerField(default=0)
    updated_at = models.DateTimeField(default=timezone.now)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["position"]
        verbose_name = "seller page"

    def __str__(self) -> str:
        return self.title


class DataExportStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Preparing"
    DONE = "done", "Ready"
    FAILED = "failed", "Failed"


def data_export_path(instance: "DataExport", filename: str) -> str:
    # The server chooses the name (no personal data in it); a folder per customer, so erasure
    # removes every copy at once (core/trust/privacy/services.py).
    return f"my-data/{instance.customer_id}/{instance.pk}.zip"


class DataExport(models.Model):
    """A customer's "Download my data" (DPDP Act, 2023, s.11): a ZIP written by a worker, private
    to that customer, kept DATA_EXPORT_DAYS (core/trust/privacy/download/services.py)."""

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
