from django.apps import AppConfig

from core.common.write_watch import follow_writes
from core.publishing import services, tags


class PublishingConfig(AppConfig):
    name = "core.publishing"
    label = "publishing"
    verbose_name = "Storefront revalidation"

    def ready(self) -> None:
        # every committed transaction that wrote to a published table tells the storefront its tags
        follow_writes(tables=tags.table_tags(), follower=services.tables_written)
