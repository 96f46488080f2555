"""Delete expired exports and their files (starting a new export does it too; cron this for quiet shops)."""

from django.core.management.base import BaseCommand

from core.exports.services import exports_purge


class Command(BaseCommand):
    help = "Delete exports older than a day, with their files."

    def handle(self, *args, **options):
        self.stdout.write(f"Deleted {exports_purge()} expired export(s).")
