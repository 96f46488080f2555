from django.apps import AppConfig
from django.db.backends.signals import connection_created

from core.common.answer_cache import watch_writes


class CommonConfig(AppConfig):
    name = "core.common"
    label = "common"

    def ready(self) -> None:
        # every database connection made from now on reports writes to the lists' answer cache
        connection_created.connect(watch_writes, dispatch_uid="answer_cache_watch_writes")
