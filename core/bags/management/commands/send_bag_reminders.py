"""E-mail the one reminder of each bag left SHOP_BAG_REMINDER_HOURS (24) by a customer who consents
to marketing e-mail. Run by cron (`0 * * * * manage.py send_bag_reminders`), or kept running with
`--every HOURS` under scripts/supervise (scripts/run does: every hour). Running it twice at once is
harmless: each bag's reminder is claimed once. The e-mails are sent by the task worker."""

import time

from django.core.management.base import BaseCommand

from core.bags.services import bag_reminders_send


class Command(BaseCommand):
    help = "Record the reminders of bags left behind (each bag once, consenting customers only)."

    def add_arguments(self, parser):
        parser.add_argument("--every", type=float, default=0, help="Hours between runs; 0: run once.")

    def handle(self, *args, every: float = 0, **options):
        while True:
            sent = bag_reminders_send()
            self.stdout.write(f"Bag reminders recorded: {sent}.")
            if not every:
                return
            time.sleep(every * 3600)
