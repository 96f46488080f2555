"""Recount the maintained order totals (core.orders.totals) from the orders table and say where
they differ; with --fix, correct them (in one transaction; on PostgreSQL writers wait meanwhile).

    manage.py reconcile_order_totals [--fix]

Exits with status 1 when it found differences and did not fix them, so a cron job or CI can alarm.
"""

from django.core.management.base import BaseCommand, CommandError

from core.common.money import from_paise
from core.orders.totals.services import order_totals_recount

SHOWN = 20


def _money(paise: int) -> str:
    return f"{from_paise(paise):,.2f}"


class Command(BaseCommand):
    help = "Recount the maintained order totals from the orders; --fix corrects any difference."

    def add_arguments(self, parser):
        parser.add_argument("--fix", action="store_true", help="Correct the totals that differ.")

    def handle(self, *args, fix: bool = False, **options):
        found = order_totals_recount(fix=fix)
        if not found:
            self.stdout.write(self.style.SUCCESS("The order totals agree with the orders."))
            return
        for d in found[:SHOWN]:
            key = " ".join(str(part) for part in d.key)
            refunds = len(d.kept) > 2 and (d.kept[2] or d.counted[2])  # only when refunds differ or exist
            kept_refunds = f" / refunded {_money(d.kept[2])}" if refunds else ""
            counted_refunds = f" / refunded {_money(d.counted[2])}" if refunds else ""
            self.stdout.write(
                f"{d.table} {key}: kept {d.kept[0]} orders / {_money(d.kept[1])}{kept_refunds}, "
                f"counted {d.counted[0]} orders / {_money(d.counted[1])}{counted_refunds}"
            )
        if len(found) > SHOWN:
            self.stdout.write(f"... and {len(found) - SHOWN} more.")
        if fix:
            self.stdout.write(self.style.SUCCESS(f"Fixed {len(found)} rows of the order totals."))
        else:
            raise CommandError(
                f"{len(found)} rows of the order totals differ; run with --fix to correct them."
            )
