"""Book the delivered COD parcels not booked yet: once after installing the remittances app (the
parcels delivered before it), or after shipments imported in bulk. Safe to run again."""

from django.core.management.base import BaseCommand

from core.remittances.services import cod_parcels_backfill


class Command(BaseCommand):
    help = "Book delivered cash-on-delivery parcels as owed by their couriers (those not booked yet)."

    def handle(self, *args, **options) -> None:
        self.stdout.write(f"{cod_parcels_backfill()} COD parcels booked.")
