from django.apps import AppConfig
from django.db.models.signals import post_migrate, pre_migrate

from core.common.write_watch import follow_writes
from core.publishing import services, tags


class PublishingConfig(AppConfig):
    name = "core.publishing"
    label = "publishing"
    verbose_name = "Storefront revalidation"

    def ready(self) -> None:
        # every committed transaction that wrote to a published table tells the storefront its tags
        follow_writes(tables=tags.table_tags(), follower=services.tables_written)
        # not while migrating: the seeds are no news (and the task queue's table may not exist yet)
        pre_migrate.connect(services.pause, dispatch_uid="publishing_pause")
        post_migrate.connect(services.resume, dispatch_uid="publishing_resume")
