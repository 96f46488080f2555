"""Exports in the Django admin: the background export actions for orders (spreadsheets, production
packs), a progress page that turns into a download, and the list of recent exports (kept a day)."""

from django.contrib import admin, messages
from django.http import HttpRequest, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.common.ist import ist_datetime
from core.exports import services
from core.exports.models import ExportJob


def _start(request: HttpRequest, queryset, level: str):
    if request.POST.get("select_across") == "1":
        # every order the list's filters and search match: the worker asks the same ChangeList
        params = {"admin_query": request.GET.dict(), "admin_user_id": request.user.pk}
    else:
        params = {"ids": list(queryset.values_list("pk", flat=True))}
    try:
        job = services.export_job_start(user=request.user, level=level, params=params)
    except ApplicationError as exc:
        messages.error(request, exc.message)
        return None
    return HttpResponseRedirect(reverse("admin:exports_exportjob_progress", args=(job.pk,)))


@admin.action(
    description="Export selected orders to Excel (in the background)", permissions=["export_orders"]
)
def export_orders_in_background(modeladmin, request, queryset):
    return _start(request, queryset, "orders")


@admin.action(
    description="Export selected order lines to Excel (in the background)", permissions=["export_orders"]
)
def export_lines_in_background(modeladmin, request, queryset):
    return _start(request, queryset, "lines")


@admin.action(
    description="Production packs of selected orders (ZIP, in the background)", permissions=["print_files"]
)
def production_packs_in_background(modeladmin, request, queryset):
    return _start(request, queryset, "packs")


# The order desk's background actions (core/desk/admin.py lists them on the desk).
DESK_ACTIONS = (export_orders_in_background, export_lines_in_background, production_packs_in_background)

# what the progress page says for each kind of job
_WORDING = {
    "packs": ("Production packs", "orders", "Download the production packs"),
    "lines": ("Order lines export to Excel", "rows", "Download the spreadsheet"),
    "orders": ("Orders export to Excel", "rows", "Download the spreadsheet"),
    "gst_csv": ("GSTR-1: the offline tool's CSV sheets", "documents", "Download the CSV sheets"),
    "gst_json": ("GSTR-1: the portal's JSON", "documents", "Download the JSON"),
    "register": ("Sales register", "documents", "Download the sales register"),
}


@admin.register(ExportJob)
class ExportJobAdmin(ServiceWrites, ModelAdmin):
    list_display = ("created", "created_by", "level", "status", "progress", "download")
    list_filter = ("status",)
    list_select_related = ("created_by",)
    ordering = ("-created_at",)
    show_full_result_count = False

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def delete_record(self, request, obj: ExportJob) -> None:
        services.export_jobs_delete(jobs=[obj])

    def get_urls(self):
        view = self.admin_site.admin_view(self.progress_view)
        return [path("<uuid:job_id>/progress/", view, name="exports_exportjob_progress"), *super().get_urls()]

    def progress_view(self, request: HttpRequest, job_id):
        job = get_object_or_404(ExportJob, pk=job_id)
        context = {
            **self.admin_site.each_context(request),
            "title": "Export",
            "job": job,
            **dict(
                zip(
                    ("heading", "unit", "download_label"),
                    _WORDING.get(job.level, _WORDING["orders"]),
                    strict=True,
                )
            ),
            "status_url": f"/api/office/exports/{job.pk}",
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "exports/progress.html", context)

    @display(description="Started", ordering="created_at")
    def created(self, job: ExportJob) -> str:
        return ist_datetime(job.created_at)

    @display(description="Rows")
    def progress(self, job: ExportJob) -> str:
        total = "?" if job.rows_total is None else f"{job.rows_total:,}"
        return f"{job.rows_done:,} of {total}"

    @display(description="File")
    def download(self, job: ExportJob) -> str:
        if job.download_url:
            return format_html('<a class="rz-link" href="{}">Download</a>', job.download_url)
        url = reverse("admin:exports_exportjob_progress", args=(job.pk,))
        return format_html('<a class="rz-link" href="{}">Progress</a>', url)
