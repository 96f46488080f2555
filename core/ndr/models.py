"""A failed delivery (NDR: non-delivery report) as the desk's task: the courier's attempts and
reason, the deadline before the courier returns the parcel, the customer's answer by link, and every
action the desk took (who, when, what), each handed to the courier through `courier_actions.py`."""

from django.conf import settings
from django.db import models
from django.utils import timezone


class NdrStatus(models.TextChoices):
    OPEN = "open", "Open"  # waiting for the customer or the desk
    ANSWERED = "answered", "Customer answered"
    ACTIONED = "actioned", "Actioned"  # the desk told the courier what to do
    CLOSED = "closed", "Closed"  # delivered, or on its way back (RTO)


class NdrChoice(models.TextChoices):
    REATTEMPT = "reattempt", "Deliver again on a date"
    ADDRESS = "address", "Correct the address or phone"
    CANCEL = "cancel", "Cancel the delivery"


class NdrActionKind(models.TextChoices):
    REATTEMPT = "reattempt", "Reattempt"
    RESCHEDULE = "reschedule", "Reschedule"
    ADDRESS = "address", "Change address"
    RTO = "rto", "Return to origin"


class NdrCourierStatus(models.TextChoices):
    BY_HAND = "by_hand", "To send on the courier's panel"
    SENT = "sent", "Sent to the courier"


class NdrCase(models.Model):
    shipment = models.ForeignKey("orders.Shipment", on_delete=models.CASCADE, related_name="ndr_cases")
    order = models.ForeignKey("orders.Order", on_delete=models.CASCADE, related_name="ndr_cases")
    attempts = models.PositiveSmallIntegerField(default=1)
    reason = models.CharField("courier's reason", max_length=300, blank=True)
    opened_at = models.DateTimeField(default=timezone.now)
    attempted_at = models.DateTimeField(help_text="The last failed attempt, as the courier scanned it.")
    deadline = models.DateTimeField(help_text="The courier's cut-off: act before it returns the parcel.")
    status = models.CharField(max_length=10, choices=NdrStatus.choices, default=NdrStatus.OPEN)
    # the customer's answer, through the link of their e-mail or tracking page
    answer = models.CharField(max_length=10, choices=NdrChoice.choices, blank=True)
    answer_date = models.DateField(null=True, blank=True)
    answer_address = models.CharField(max_length=500, blank=True)
    answer_pin_code = models.CharField(max_length=6, blank=True)
    answer_phone = models.CharField(max_length=10, blank=True)
    answered_at = models.DateTimeField(null=True, blank=True)
    # the desk's last action (every one is an NdrAction)
    action = models.CharField(max_length=10, choices=NdrActionKind.choices, blank=True)
    closed_at = models.DateTimeField(null=True, blank=True)
    closed_as = models.CharField(max_length=20, blank=True)  # the parcel state that closed it

    class Meta:
        ordering = ["deadline", "id"]
        indexes = [
            models.Index(fields=["status", "deadline"], name="ndr_status_deadline"),
            models.Index(fields=["shipment", "status"], name="ndr_shipment_status"),
            models.Index(fields=["order", "-opened_at"], name="ndr_order_newest"),
        ]

    def __str__(self) -> str:
        return f"NDR {self.order_id} (attempt {self.attempts})"


class NdrAction(models.Model):
    case = models.ForeignKey(NdrCase, on_delete=models.CASCADE, related_name="actions")
    kind = models.CharField(max_length=10, choices=NdrActionKind.choices)
    on_date = models.DateField(null=True, blank=True)
    address = models.CharField(max_length=500, blank=True)
    pin_code = models.CharField(max_length=6, blank=True)
    phone = models.CharField(max_length=10, blank=True)
    note = models.CharField(max_length=300, blank=True)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    actor_name = models.CharField(max_length=140, blank=True)
    at = models.DateTimeField(default=timezone.now)
    courier_status = models.CharField(max_length=10, choices=NdrCourierStatus.choices)
    courier_reference = models.CharField(max_length=100, blank=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["case", "-at"], name="ndr_action_case_newest")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} ({self.case_id})"
