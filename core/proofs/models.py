"""Proofs: the mock-up of each design of an order that the customer approves before it is printed.

An order needs proofs once it is marked (`ProofRequirement`, by an accepted quote or the desk). Each
upload is a `ProofRevision` of one design of the order, numbered 1, 2, ... per design; the customer
approves the latest or asks for changes with a comment. Nothing is deleted: every revision, with who
uploaded and who decided what and when, stays on record. Files are private (served by the API after
an access check), like the design files.
"""

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.text import slugify


class ProofStatus(models.TextChoices):
    PENDING = "pending", "Waiting for the customer"
    APPROVED = "approved", "Approved"
    CHANGES = "changes", "Changes asked"
    SUPERSEDED = "superseded", "Replaced by a newer revision"


class ProofDecision(models.TextChoices):
    APPROVE = "approve", "Approve"
    CHANGES = "changes", "Ask for changes"


class ProofKind(models.TextChoices):
    IMAGE = "image", "Picture"
    PDF = "pdf", "PDF"


class ProofRequirement(models.Model):
    """This order is printed only after the customer approves its proofs."""

    order = models.OneToOneField("orders.Order", on_delete=models.CASCADE, related_name="proof_requirement")
    required_at = models.DateTimeField(default=timezone.now)
    required_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    def __str__(self) -> str:
        return f"Proofs needed: {self.order_id}"


def proof_path(instance: "ProofRevision", filename: str) -> str:
    # The server chooses every stored name; the uploader's file name is never used.
    ext = "pdf" if instance.kind == ProofKind.PDF else "png"
    order = instance.order
    design = slugify(instance.slot)[:30] or "design"
    return f"proofs/{order.created_at:%Y/%m}/{order.order_id}-{design}-r{instance.number}.{ext}"


class ProofRevision(models.Model):
    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="proof_revisions")
    design = models.CharField(max_length=60)  # which design of the order, as the team names it
    slot = models.CharField(max_length=60)  # the design's name folded (case, spaces): revisions' key
    number = models.PositiveIntegerField()  # 1, 2, ... per order and design
    kind = models.CharField(max_length=8, choices=ProofKind.choices)
    file = models.FileField(upload_to=proof_path, max_length=200)
    width = models.PositiveIntegerField(default=0)  # a picture's size; 0 for a PDF
    height = models.PositiveIntegerField(default=0)
    note = models.TextField(blank=True)  # the team's words to the customer
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    uploaded_at = models.DateTimeField(default=timezone.now)
    status = models.CharField(max_length=12, choices=ProofStatus.choices, default=ProofStatus.PENDING)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    decided_at = models.DateTimeField(null=True, blank=True)
    comment = models.TextField(blank=True)  # the customer's words with the decision

    class Meta:
        ordering = ["order", "slot", "number"]
        constraints = [
            models.UniqueConstraint(fields=["order", "slot", "number"], name="proof_revision_number_once"),
        ]

    def __str__(self) -> str:
        return f"{self.design} revision {self.number}"
