"""The task queue in the Django admin, in the shop's (unfold) look: what ran, what failed and why.

django-tasks-db registers a plain ModelAdmin; it is replaced by the same read-only screen on unfold's
ModelAdmin with filters for the admin team ("what failed today?")."""

from django.conf import settings
from django.contrib import admin
from django_tasks_db.admin import DBTaskResultAdmin
from django_tasks_db.models import DBTaskResult
from unfold.admin import ModelAdmin

from core.common.admin_filters import fixed_values
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator

admin.site.unregister(DBTaskResult)
QUEUES = settings.TASKS["default"].get("QUEUES", ["default"])


@admin.register(DBTaskResult)
class TaskResultAdmin(DBTaskResultAdmin, ModelAdmin):
    list_display = ("task_name", "status", "attempt", "enqueued_at", "run_after", "finished_at", "queue_name")
    # the configured queues, not a SELECT DISTINCT over every task the shop ever ran
    list_filter = ("status", ("queue_name", fixed_values(*QUEUES)))
    show_full_result_count = False
    paginator = CappedPaginator  # a task per e-mail and export: never count them all
    list_per_page = ADMIN_PER_PAGE

    @admin.display(description="attempt")
    def attempt(self, obj: DBTaskResult) -> int:
        return (obj.args_kwargs or {}).get("kwargs", {}).get("attempt", 1)
