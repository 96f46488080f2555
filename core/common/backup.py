"""Backup and restore of the whole shop: the database (every app's rows, as Django fixtures with
natural keys, so it moves between SQLite and PostgreSQL) and the media files (designs, photos), in
one .tar.gz. Used by `manage.py backup_shop` and `manage.py restore_shop`."""

import io
import json
import tarfile
import tempfile
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.db import transaction
from django.db.models import ProtectedError

DATA_NAME = "database.json"
MEDIA_PREFIX = "media/"
MANIFEST_NAME = "manifest.json"
# rebuilt by migrate (contenttypes, permissions) or not worth keeping (sessions, lockout counters)
EXCLUDED = ["contenttypes", "auth.permission", "sessions", "axes", "admin.logentry"]


class RestoreRefused(Exception):
    pass


def backup_write(archive: Path) -> dict:
    """Write the database and the media files to `archive`; answer what was written."""
    media = Path(settings.MEDIA_ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / DATA_NAME
        call_command(
            "dumpdata",
            natural_foreign=True,
            natural_primary=True,
            exclude=EXCLUDED,
            output=str(data),
            verbosity=0,
        )
        rows = len(json.loads(data.read_text()))
        files = sorted(p for p in media.rglob("*") if p.is_file()) if media.exists() else []
        manifest = {"format": 1, "rows": rows, "files": len(files)}
        with tarfile.open(archive, "w:gz") as tar:
            raw = json.dumps(manifest).encode()
            info = tarfile.TarInfo(MANIFEST_NAME)
            info.size = len(raw)
            tar.addfile(info, io.BytesIO(raw))
            tar.add(data, arcname=DATA_NAME)
            for path in files:
                tar.add(path, arcname=MEDIA_PREFIX + path.relative_to(media).as_posix())
    return manifest


KEPT = {"contenttypes", "auth.permission"}  # made by migrate; the fixtures refer to them by natural key


def shop_rows_delete() -> None:
    """Every row but the content types and permissions (deletes, not TRUNCATE: one transaction)."""
    models = [
        m
        for m in apps.get_models()
        if m._meta.managed and not KEPT & {m._meta.app_label, m._meta.label_lower}
    ]
    for _ in range(len(models)):  # protected foreign keys: delete what refers to them first
        left = []
        for model in models:
            try:
                with transaction.atomic():
                    model._base_manager.all().delete()
            except ProtectedError:
                left.append(model)
        if not left:
            return
        models = left
    raise RuntimeError(f"Could not empty {[m._meta.label for m in models]}")


def _is_empty() -> bool:
    return not get_user_model().objects.exists()


def backup_restore(archive: Path) -> dict:
    """Restore `archive` into an empty shop (migrated, no users yet): rows first, then files."""
    if not _is_empty():
        raise RestoreRefused("This shop already has accounts: restore only into an empty, migrated shop.")
    media = Path(settings.MEDIA_ROOT)
    with tarfile.open(archive, "r:gz") as tar, tempfile.TemporaryDirectory() as tmp:
        manifest = json.loads(tar.extractfile(MANIFEST_NAME).read())
        tar.extract(DATA_NAME, tmp, filter="data")
        with transaction.atomic():
            shop_rows_delete()  # the seeded rows come back from the file
            call_command("loaddata", str(Path(tmp) / DATA_NAME), verbosity=0)
        members = [m for m in tar.getmembers() if m.name.startswith(MEDIA_PREFIX) and m.isfile()]
        for member in members:
            member.name = member.name[len(MEDIA_PREFIX) :]
            tar.extract(member, media, filter="data")  # the data filter refuses ../ and links
    return manifest
