"""Daily: e-mail the business customers whose balance is due in a few days or overdue (once each).

Run by cron once a day (`15 9 * * * manage.py send_payment_reminders`), or kept running with
`--every HOURS` under scripts/supervise (scripts/run does: every 6 hours). Running it more often is
harmless: each reminder is recorded once. The e-mails are sent by the task worker."""

import time

from django.core.management.base import BaseCommand
from django.utils import timezone

from core.receivables.services.reminders import payment_reminders_send


class Command(BaseCommand):
    help = "Record today's payment reminders (before and after the due date); each is sent once."

    def add_arguments(self, parser):
        parser.add_argument("--every", type=float, default=0, help="Hours between runs; 0: run once.")

    def handle(self, *args, every: float = 0, **options):
        while True:
            sent = payment_reminders_send(today=timezone.localdate())
            self.stdout.write(
                f"Reminders recorded: {sent.before} before the due date, {sent.after} after it."
            )
            if not every:
                return
            time.sleep(every * 3600)
