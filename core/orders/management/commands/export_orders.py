"""Export orders to XLSX or CSV from the command line, for exports too large for a web request.

    manage.py export_orders --format xlsx --status pending --status confirm \
        --from 2025-01-01 --to 2025-01-31 --output january.xlsx

It uses the same resource (the same columns and values) as the admin's Export button.
"""

import time
from datetime import date

from django.core.management.base import BaseCommand, CommandError

from core.orders.export.files import FORMATS, RESOURCES, export_to_file
from core.orders.models import OrderStatus
from core.orders.selectors import orders_between


def _day(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise CommandError(f"Dates are YYYY-MM-DD; got {value!r}.") from None


class Command(BaseCommand):
    help = "Export orders (one row per order, or per size line) to an XLSX or CSV file."

    def add_arguments(self, parser):
        parser.add_argument("--format", choices=FORMATS, default="xlsx")
        parser.add_argument(
            "--status",
            action="append",
            default=None,
            help=f"Only orders with this status ({', '.join(OrderStatus.values)}); "
            "repeat it or use commas for several.",
        )
        parser.add_argument("--from", dest="date_from", type=_day, help="First day (YYYY-MM-DD), inclusive.")
        parser.add_argument("--to", dest="date_to", type=_day, help="Last day (YYYY-MM-DD), inclusive.")
        parser.add_argument(
            "--level",
            choices=tuple(RESOURCES),
            default="orders",
            help="orders: one row per order (default); lines: one row per size line.",
        )
        parser.add_argument("--output", required=True, help="The file to write.")

    def handle(self, *args, format: str, status, date_from, date_to, level: str, output: str, **options):
        if date_from and date_to and date_from > date_to:
            raise CommandError("--from is after --to.")
        statuses = [s for value in (status or []) for s in value.split(",") if s]
        try:
            queryset = orders_between(statuses=statuses, date_from=date_from, date_to=date_to)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        started = time.perf_counter()
        count = export_to_file(queryset, fmt=format, output=output, level=level)
        seconds = time.perf_counter() - started
        self.stdout.write(self.style.SUCCESS(f"Wrote {count} rows to {output} in {seconds:.1f} s."))
