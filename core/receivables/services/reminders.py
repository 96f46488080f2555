"""The balance reminders, run daily (`manage.py send_payment_reminders`): an e-mail REMIND_BEFORE days
before the due date and one REMIND_AFTER days after it while the balance is unpaid. Each is recorded
in the e-mail log under its own key (order, before/after, due date), so running the command again,
twice a day or on two servers, sends nothing twice; a day missed is caught up the next run (a late
"before" e-mail is not sent once the due date has passed)."""

from dataclasses import dataclass
from datetime import date, timedelta

from django.conf import settings
from django.db import transaction

from core.receivables.emails import reminder_email
from core.receivables.models import Receivable, ReceivableState

REMIND_BEFORE = getattr(settings, "SHOP_REMIND_BEFORE_DAYS", 3)
REMIND_AFTER = getattr(settings, "SHOP_REMIND_AFTER_DAYS", 3)
BATCH = 200


@dataclass
class Sent:
    before: int = 0
    after: int = 0


def _due_until(today: date):
    """Open balances due by `today + REMIND_BEFORE` (the `receivable_due` index), oldest first."""
    return (
        Receivable.objects.filter(
            state=ReceivableState.BALANCE_DUE, due_on__lte=today + timedelta(days=REMIND_BEFORE)
        )
        .select_related("order__customer")
        .order_by("due_on", "id")
    )


@transaction.atomic
def _remind(receivable: Receivable, today: date, sent: Sent) -> None:
    if today < receivable.due_on:
        if reminder_email(receivable=receivable, when="before"):
            sent.before += 1
    elif today >= receivable.due_on + timedelta(days=REMIND_AFTER):
        if reminder_email(receivable=receivable, when="after"):
            sent.after += 1


def payment_reminders_send(*, today: date) -> Sent:
    """Record (and queue) today's reminders; each at most once, whatever runs again."""
    sent = Sent()
    last_id, last_due = 0, date.min
    while True:  # keyset pages, each in its own short transaction
        page = list(
            _due_until(today).filter(due_on__gte=last_due).exclude(due_on=last_due, id__lte=last_id)[:BATCH]
        )
        for receivable in page:
            _remind(receivable, today, sent)
        if len(page) < BATCH:
            return sent
        last_due, last_id = page[-1].due_on, page[-1].id
