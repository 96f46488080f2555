"""The audit trail: who of the team changed money, settings, people or prices, or took data out,
when, and from what to what. Rows are only ever added (`core/common/services.py::audit_record`); no
screen edits or deletes them."""

from django.conf import settings
from django.db import models
from django.utils import timezone


class AuditAction(models.TextChoices):
    PAYMENT = "payment", "Payment changed"
    ROLE = "role", "Role changed"
    STAFF_ADDED = "staff_added", "Staff member registered"
    STAFF_ACTIVE = "staff_active", "Staff member switched on or off"
    SETTINGS = "settings", "Settings changed"
    PRICE = "price", "Catalogue price changed"
    MONEY_RULES = "money_rules", "Money rules changed"
    EXPORT = "export", "Export started"
    BACKUP = "backup", "Backup made"
    RESET_LINK = "reset_link", "Password reset link made"
    ERASURE = "erasure", "Customer account erased"
    DISPATCH_DATE = "dispatch_date", "Dispatch date set"
    PRINT_DAY = "print_day", "Print day moved"
    NDR_ACTION = "ndr_action", "Failed delivery acted on"
    SHIP_TO = "ship_to", "Delivery details corrected"
    GIFT_CARDS = "gift_cards", "Gift cards issued or marked paid"
    STORE_CREDIT = "store_credit", "Store credit granted"


class AuditEntry(models.Model):
    at = models.DateTimeField(default=timezone.now, db_index=False)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    actor_name = models.CharField(max_length=140, blank=True)  # kept if the account goes
    action = models.CharField(max_length=20, choices=AuditAction.choices)
    target = models.CharField(max_length=200, help_text="What was changed: an order, a person, a setting.")
    before = models.TextField(blank=True)
    after = models.TextField(blank=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [
            models.Index(fields=["-at", "-id"], name="audit_newest"),
            models.Index(fields=["action", "-at", "-id"], name="audit_action_newest"),
        ]
        verbose_name = "audit entry"
        verbose_name_plural = "audit trail"

    def __str__(self) -> str:
        return f"{self.get_action_display()}: {self.target}"
