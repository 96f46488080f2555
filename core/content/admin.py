"""What visitors send the shop (contact messages, bulk enquiries, club sign-ups) and the testimonials."""

from django.contrib import admin
from django.utils.html import format_html
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import action, display

from core.common.admin_filters import DayRangeFilter
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial
from core.content.resources import NewsletterSignupResource


class InboxAdmin(ModelAdmin):
    """Messages the team works through: newest first, a handled badge, bulk mark handled."""

    list_filter = ("handled", ("created_at", DayRangeFilter))
    list_filter_submit = True
    ordering = ("-created_at",)
    actions = ("mark_handled", "mark_open")

    def has_add_permission(self, request) -> bool:
        return False  # they arrive from the shop's forms

    @display(description="State", ordering="handled", label={"handled": "success", "open": "warning"})
    def handled_badge(self, obj):
        return ("handled", "Handled") if obj.handled else ("open", "Open")

    @action(description="Mark selected as handled", permissions=["change"])
    def mark_handled(self, request, queryset):
        n = queryset.update(handled=True)
        self.message_user(request, f"Marked {n} as handled.")

    @action(description="Mark selected as open", permissions=["change"])
    def mark_open(self, request, queryset):
        n = queryset.update(handled=False)
        self.message_user(request, f"Marked {n} as open.")


@admin.register(ContactMessage)
class ContactMessageAdmin(InboxAdmin):
    list_display = ("created_at", "name", "email", "short_message", "handled_badge")
    search_fields = ("name", "email", "message")
    readonly_fields = ("name", "email", "message", "created_at")
    fields = ("name", "email", "created_at", "message", "handled")

    @display(description="Message")
    def short_message(self, obj: ContactMessage) -> str:
        return obj.message[:80] + ("..." if len(obj.message) > 80 else "")


@admin.register(BulkEnquiry)
class BulkEnquiryAdmin(InboxAdmin):
    list_display = ("created_at", "name", "phone_number", "email", "product", "quantity", "handled_badge")
    search_fields = ("name", "email", "phone_number", "product")
    readonly_fields = ("name", "email", "phone_number", "product", "quantity", "message", "created_at")
    fields = (("name", "phone_number"), "email", ("product", "quantity"), "message", "created_at", "handled")


@admin.register(Testimonial)
class TestimonialAdmin(ModelAdmin):
    list_display = ("photo_preview", "name", "short_message", "approved", "created_at")
    list_display_links = ("name",)
    list_editable = ("approved",)
    list_filter = ("approved",)
    search_fields = ("name", "message")
    ordering = ("-created_at",)

    @display(description="Photo")
    def photo_preview(self, obj: Testimonial) -> str:
        if not obj.photo:
            return "-"
        return format_html('<img src="{}" alt="" class="rz-thumb">', obj.photo.url)

    @display(description="Message")
    def short_message(self, obj: Testimonial) -> str:
        return obj.message[:80] + ("..." if len(obj.message) > 80 else "")


@admin.register(NewsletterSignup)
class NewsletterSignupAdmin(ExportActionMixin, ModelAdmin):
    export_form_class = ExportForm
    resource_classes = [NewsletterSignupResource]
    list_display = ("email", "created_at")
    search_fields = ("email",)
    list_filter = (("created_at", DayRangeFilter),)
    list_filter_submit = True
    ordering = ("-created_at",)
