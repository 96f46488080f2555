from pathlib import Path

from django.core.management.base import BaseCommand
from django.utils import timezone

from core.common.backup import backup_write
from core.common.models import AuditAction
from core.common.services import audit_record


class Command(BaseCommand):
    help = "Write the database and the media files (designs, photos) to one .tar.gz archive."

    def add_arguments(self, parser):
        default = f"rangrez-backup-{timezone.localtime():%Y%m%d-%H%M%S}.tar.gz"
        parser.add_argument("archive", nargs="?", default=default)

    def handle(self, *args, archive: str, **options):
        manifest = backup_write(Path(archive))
        audit_record(
            actor=None,
            action=AuditAction.BACKUP,
            target=Path(archive).name,
            after=f"{manifest['rows']} rows, {manifest['files']} files",
        )
        self.stdout.write(
            f"Wrote {archive}: {manifest['rows']} database rows, {manifest['files']} media files."
        )
