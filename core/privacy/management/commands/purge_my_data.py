"""Delete expired "Download my data" files (starting a new one does it too; cron this daily)."""

from django.core.management.base import BaseCommand

from core.privacy.download.services import DAYS, data_exports_purge


class Command(BaseCommand):
    help = f"Delete customers' data downloads older than {DAYS} days, with their files."

    def handle(self, *args, **options):
        self.stdout.write(f"Deleted {data_exports_purge()} expired data download(s).")
