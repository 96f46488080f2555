"""The Django admin's GSTR-1 page, on the GST return settings' admin: Accounts picks a month or
quarter, reads the tables' totals and starts the downloads (background exports, followed on the
exports' progress page). Here because it needs both core.gst and core.exports."""

from django.contrib import admin, messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse

from core.common.errors import ApplicationError
from core.exports.services import export_job_start
from core.gst.admin import GstReturnSettingsAdmin
from core.gst.models import GstReturnSettings
from core.gst.period import period_of
from core.gst.selectors import gstr1_summary

DOWNLOADS = (
    ("gst_csv", "CSV sheets (offline tool)"),
    ("gst_json", "JSON (GST portal)"),
    ("register", "Sales register"),
)


@admin.register(GstReturnSettings)
class Gstr1DeskAdmin(GstReturnSettingsAdmin):
    def get_urls(self):
        view = self.admin_site.admin_view(self.gstr1_view)
        return [path("gstr1/", view, name="gst_gstreturnsettings_gstr1"), *super().get_urls()]

    def gstr1_view(self, request: HttpRequest) -> HttpResponse:
        if not self.has_view_permission(request):
            return HttpResponse("You may not see the GST returns.", status=403)
        month = request.POST.get("month") or request.GET.get("month") or ""
        span = request.POST.get("span") or request.GET.get("span") or "month"
        if request.method == "POST":
            try:
                job = export_job_start(
                    user=request.user,
                    level=request.POST.get("level", ""),
                    params={"month": month, "span": span},
                )
            except ApplicationError as exc:
                messages.error(request, exc.message)
            else:
                return HttpResponseRedirect(reverse("admin:exports_exportjob_progress", args=(job.pk,)))
        summary, error = None, ""
        if month:
            try:
                summary = gstr1_summary(period=period_of(month, span))
            except ValueError as exc:
                error = str(exc)
        context = {
            **self.admin_site.each_context(request),
            "title": "GSTR-1",
            "opts": self.model._meta,
            "month": month,
            "span": span,
            "summary": summary,
            "error": error,
            "downloads": DOWNLOADS,
        }
        return TemplateResponse(request, "gst/gstr1.html", context)
