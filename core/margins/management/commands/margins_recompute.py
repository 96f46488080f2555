"""Cost the orders of a month again (cron, nightly: this month and the last), then every order marked
stale by its changes (any month), in this process."""

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from core.common.ist import in_ist
from core.margins.selectors import month_of, months_back
from core.margins.services import margin_run_execute, margin_run_start, margins_stale_recompute


class Command(BaseCommand):
    help = "Cost a month's orders again: --month YYYY-MM, or this month and the last."

    def add_arguments(self, parser):
        parser.add_argument("--month", default="")

    def handle(self, *args, month: str, **options):
        try:
            months = (
                [month_of(month)] if month else months_back(in_ist(timezone.now()).date().replace(day=1), 2)
            )
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        for first in months:
            run = margin_run_start(month=first, actor=None)
            done = margin_run_execute(run_id=run.pk)
            self.stdout.write(f"{first.isoformat()[:7]}: {done} orders costed")
        self.stdout.write(f"changed since: {margins_stale_recompute()} margins costed again")
