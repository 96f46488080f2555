"""Grievance tickets (Consumer Protection (E-Commerce) Rules, 2020).

A ticket is a customer's complaint or question with a number the customer can follow. Rule 4(5):
the grievance officer acknowledges a complaint within forty-eight hours and redresses it within one
month of receipt; `ack_due_at` and `due_at` hold those dates, and `deadline` the next one that
matters (the list sorts on it, so the overdue come first).
"""

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

    class Meta:
        db_table = "trust_ticketcounter"  # made by the trust app, where tickets began: the rows stay

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
        db_table = "trust_ticket"
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
        db_table = "trust_ticketentry"
        ordering = ["created_at", "pk"]
        indexes = [models.Index(fields=["ticket", "created_at"], name="ticket_entry_thread")]
        verbose_name_plural = "ticket entries"

    def __str__(self) -> str:
        return f"{self.get_kind_display()} on {self.ticket_id}"
