from django.apps import AppConfig
from django.db.backends.signals import connection_created

from core.common.write_watch import watch_writes


class CommonConfig(AppConfig):
    name = "core.common"
    label = "common"

    def ready(self) -> None:
        # every database connection made from now on reports its writes: the kept answers retire,
        # the followers of some tables hear of them (core/common/write_watch.py)
        connection_created.connect(watch_writes, dispatch_uid="write_watch")
        # the Django admin's list rows: unfold's HTML without its per-row repeats (admin_rows.py)
        from core.common import admin_rows

        admin_rows.install()
