"""Consent per purpose (Digital Personal Data Protection Act, 2023, s.6): the ledger of every
consent given or withdrawn, as shown (notice version, wording, language) and where; the current
state per person and purpose, kept in the same transaction as each event (never recomputed from
the ledger); and the number who consent to each purpose, kept the same way."""

import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone


class ConsentAction(models.TextChoices):
    GIVEN = "given", "Given"
    WITHDRAWN = "withdrawn", "Withdrawn"


class ConsentPlace(models.TextChoices):
    SIGNUP = "signup", "Sign-up"
    CHECKOUT = "checkout", "Checkout"
    NEWSLETTER = "newsletter", "Newsletter form"
    ACCOUNT = "account", "My account"


class ConsentEvent(models.Model):
    """One consent given or withdrawn: what the person was shown, in which language, when, where."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    email = models.EmailField()  # the person: a customer's e-mail, or the newsletter form's address
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    purpose = models.CharField(max_length=20)
    action = models.CharField(max_length=10, choices=ConsentAction.choices)
    notice_version = models.PositiveIntegerField()
    wording = models.TextField()
    language = models.CharField(max_length=5)
    place = models.CharField(max_length=10, choices=ConsentPlace.choices)
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [
            models.Index(fields=["email", "at"], name="consent_event_person"),
            models.Index(fields=["at"], name="consent_event_at"),
        ]

    def __str__(self) -> str:
        return f"{self.email} {self.purpose} {self.action}"


class ConsentState(models.Model):
    """Whether a person consents to a purpose now: changed only with a ledger event."""

    email = models.EmailField()
    purpose = models.CharField(max_length=20)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    given = models.BooleanField(default=False)
    notice_version = models.PositiveIntegerField()
    language = models.CharField(max_length=5)
    changed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["email", "purpose"], name="consent_state_one")]

    def __str__(self) -> str:
        return f"{self.email} {self.purpose}"


class ConsentCount(models.Model):
    """How many people consent to a purpose now: one row per purpose, moved with each change."""

    purpose = models.CharField(max_length=20, primary_key=True)
    given = models.PositiveIntegerField(default=0)
    withdrawn = models.PositiveIntegerField(default=0)  # withdrawals ever recorded

    def __str__(self) -> str:
        return self.purpose
