from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from core.common.backup import RestoreRefused, backup_restore


class Command(BaseCommand):
    help = "Restore a backup_shop archive into an empty shop (run `migrate` first)."

    def add_arguments(self, parser):
        parser.add_argument("archive")

    def handle(self, *args, archive: str, **options):
        try:
            manifest = backup_restore(Path(archive))
        except RestoreRefused as refused:
            raise CommandError(str(refused)) from None
        self.stdout.write(f"Restored {manifest['rows']} database rows and {manifest['files']} media files.")
