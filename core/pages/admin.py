"""The Django admin's seller pages (Perm.MANAGE_CONTENT). Every write goes through this app's
services, as the back office's do."""

from django.contrib import admin
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.common.admin_writes import ServiceWrites
from core.common.ist import ist_datetime
from core.pages import services as page_services
from core.pages.models import SellerPage


@admin.register(SellerPage)
class SellerPageAdmin(ServiceWrites, ModelAdmin):
    list_display = ("title", "slug", "updated")
    fields = ("slug", "title", "markdown", "title_hi", "markdown_hi")
    readonly_fields = ("slug",)
    ordering = ("position",)

    def has_add_permission(self, request) -> bool:
        return False  # the seven pages the law asks for

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @display(description="Updated", ordering="updated_at")
    def updated(self, obj: SellerPage) -> str:
        return ist_datetime(obj.updated_at)

    def save_record(self, request, obj, form, change: bool) -> None:
        obj.updated_by = request.user
        page_services.seller_page_save(page=obj)

    def delete_record(self, request, obj) -> None:
        raise NotImplementedError("the pages are kept")
