"""The task queue in the Django admin, in the shop's (unfold) look: what ran, what failed and why.

django-tasks-db registers a plain ModelAdmin; it is replaced by the same read-only screen on unfold's
ModelAdmin with filters for the admin team ("what failed today?")."""

from django.contrib import admin
from django_tasks_db.admin import DBTaskResultAdmin
from django_tasks_db.models import DBTaskResult
from unfold.admin import ModelAdmin

admin.site.unregister(DBTaskResult)


@admin.register(DBTaskResult)
class TaskResultAdmin(DBTaskResultAdmin, ModelAdmin):
    list_display = ("task_name", "status", "attempt", "enqueued_at", "run_after", "finished_at", "queue_name")
    list_filter = ("status", "queue_name")
    show_full_result_count = False

    @admin.display(description="attempt")
    def attempt(self, obj: DBTaskResult) -> int:
        return (obj.args_kwargs or {}).get("kwargs", {}).get("attempt", 1)
