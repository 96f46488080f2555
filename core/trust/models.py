"""Grievance tickets and the seller's pages (Consumer Protection (E-Commerce) Rules, 2020).

A ticket is a customer's complaint or question with a number the customer can follow. Rule 4(5):
the grievance officer acknowledges a complaint within forty-eight hours and redresses it within one
month of receipt; `ack_due_at` and `due_at` hold those dates, and `deadline` the next one that
matters (the list sorts on it, so the overdue come first).
"""

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone


class TicketStatus(models.TextChoices):
    OPEN = "open", "Open"
    ACKNOWLEDGED = "acknowledged", "Acknowledged"
    RESOLVED = "resolved", "Resolved"


class TicketSource(models.TextChoices):
    CONTACT = "contact", "Contact form"
    SUPPORT = "support", "Get Support"


class TicketCounter(models.Model):
    """The last number given in a year (`GR-26-000042`): one row per year, locked while numbering."""

    year = models.PositiveSmallIntegerField(primary_key=True)
    last = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.year}: {self.last}"


class Ticket(models.Model):
    number = models.CharField(max_length=16, unique=True, editable=False)
    source = models.CharField(max_length=8, choices=TicketSource.choices, default=TicketSource.CONTACT)
    customer = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="tickets"
    )
    order = models.ForeignKey(
        "orders.Order", null=True, blank=True, on_delete=models.SET_NULL, related_name="tickets"
    )
    name = models.CharField(max_length=120)
    email = models.EmailField(blank=True)
    phone_number = models.CharField(max_length=10, blank=True)
    subject = models.CharField(max_length=120, blank=True)
    message = models.TextField()
    status = models.CharField(max_length=12, choices=TicketStatus.choices, default=TicketStatus.OPEN)
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="assigned_tickets",
        limit_choices_to={"is_staff": True},
    )
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    ack_due_at = models.DateTimeField("acknowledge by")
    due_at = models.DateTimeField("resolve by")
    acknowledged_at = models.DateTimeField(null=True, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)
    closed = models.BooleanField(default=False, editable=False)  # resolved: sorts last
    deadline = models.DateTimeField(editable=False)  # ack_due_at while open, then due_at

    class Meta:
        ordering = ["closed", "deadline", "pk"]
        indexes = [
            models.Index(fields=["closed", "deadline", "id"], name="ticket_queue"),
            models.Index(fields=["status", "closed", "deadline"], name="ticket_status_queue"),
            models.Index(fields=["assignee", "closed", "deadline"], name="ticket_assignee_queue"),
            models.Index(fields=["customer", "-created_at"], name="ticket_customer_newest"),
        ]

    def __str__(self) -> str:
        return f"{self.number}: {self.subject or self.message[:40]}"

    @property
    def overdue(self) -> bool:
        return not self.closed and self.deadline < timezone.now()


class EntryKind(models.TextChoices):
    CUSTOMER = "customer", "Customer"
    REPLY = "reply", "Reply"
    NOTE = "note", "Internal note"
    EVENT = "event", "Change"


PUBLIC_KINDS = (EntryKind.CUSTOMER, EntryKind.REPLY)


class TicketEntry(models.Model):
    """One line of a ticket's thread: the customer's words, a reply (e-mailed), a note, a change."""

    ticket = models.ForeignKey(Ticket, on_delete=models.CASCADE, related_name="entries")
    kind = models.CharField(max_length=8, choices=EntryKind.choices)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    author_name = models.CharField(max_length=120, blank=True)
    body = models.TextField()
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["created_at", "pk"]
        indexes = [models.Index(fields=["ticket", "created_at"], name="ticket_entry_thread")]
        verbose_name_plural = "ticket entries"

    def __str__(self) -> str:
        return f"{self.get_kind_display()} on {self.ticket_id}"


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
