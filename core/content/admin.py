"""What visitors send the shop (contact messages, bulk enquiries, club sign-ups) and the testimonials.

Every change and delete goes through core.content.services (ServiceWrites), as the back office's do.
"""

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.utils.html import format_html
from import_export.admin import ExportActionMixin
from unfold.admin import ModelAdmin
from unfold.contrib.import_export.forms import ExportForm
from unfold.decorators import action, display

from core.common.admin_filters import DayRangeFilter
from core.common.admin_writes import ServiceWrites
from core.common.errors import ApplicationError
from core.common.images import clean_image
from core.content import services
from core.content.models import BulkEnquiry, ContactMessage, NewsletterSignup, Testimonial
from core.content.resources import NewsletterSignupResource
from core.content.selectors import testimonials


def _short(text: str) -> str:
    return text[:80] + ("..." if len(text) > 80 else "")


class InboxAdmin(ServiceWrites, ModelAdmin):
    """Messages the team works through: newest first, a handled badge, bulk mark handled."""

    list_filter = ("handled", ("created_at", DayRangeFilter))
    list_filter_submit = True
    ordering = ("-created_at",)
    actions = ("mark_handled", "mark_open")

    def has_add_permission(self, request) -> bool:
        return False  # they arrive from the shop's forms

    def save_record(self, request, obj, form, change: bool) -> None:
        services.inbox_item_set_handled(item=obj, handled=obj.handled)

    def delete_record(self, request, obj) -> None:
        services.inbox_item_delete(item=obj)

    @display(description="State", ordering="handled", label={"handled": "success", "open": "warning"})
    def handled_badge(self, obj):
        return ("handled", "Handled") if obj.handled else ("open", "Open")

    @display(description="Message")
    def short_message(self, obj) -> str:
        return _short(obj.message)

    @action(description="Mark selected as handled", permissions=["change"])
    def mark_handled(self, request, queryset):
        n = services.inbox_set_handled(items=queryset, handled=True)
        self.message_user(request, f"Marked {n} as handled.")

    @action(description="Mark selected as open", permissions=["change"])
    def mark_open(self, request, queryset):
        n = services.inbox_set_handled(items=queryset, handled=False)
        self.message_user(request, f"Marked {n} as open.")


@admin.register(ContactMessage)
class ContactMessageAdmin(InboxAdmin):
    list_display = ("created_at", "name", "email", "short_message", "handled_badge")
    search_fields = ("name", "email", "message")
    readonly_fields = ("name", "email", "message", "created_at")
    fields = ("name", "email", "created_at", "message", "handled")


@admin.register(BulkEnquiry)
class BulkEnquiryAdmin(InboxAdmin):
    list_display = ("created_at", "name", "phone_number", "email", "product", "quantity", "handled_badge")
    search_fields = ("name", "email", "phone_number", "product")
    readonly_fields = ("name", "email", "phone_number", "product", "quantity", "message", "created_at")
    fields = (("name", "phone_number"), "email", ("product", "quantity"), "message", "created_at", "handled")


class TestimonialForm(forms.ModelForm):
    def clean_photo(self):
        """The service's image check, here, so a refused photo shows on the form."""
        photo = self.cleaned_data.get("photo")
        if photo and "photo" in self.changed_data:
            try:
                clean_image(photo.read(), field="photo")
            except ApplicationError as exc:
                raise ValidationError(exc.message) from None
            photo.seek(0)
        return photo


@admin.register(Testimonial)
class TestimonialAdmin(ServiceWrites, ModelAdmin):
    form = TestimonialForm
    list_display = ("photo_preview", "name", "short_message", "approved", "created_at")
    list_display_links = ("name",)
    list_editable = ("approved",)
    list_filter = ("approved",)
    search_fields = ("name", "message")
    ordering = ("-created_at",)

    def save_record(self, request, obj: Testimonial, form, change: bool) -> None:
        """A new photo is checked and re-encoded by the service, like one sent from the back office."""
        upload = form.cleaned_data.get("photo") if form is not None and "photo" in form.changed_data else None
        photo = upload.read() if upload else None
        fields = {"name": obj.name, "message": obj.message, "approved": obj.approved}
        if not change:
            created = services.testimonial_create(actor=request.user, photo=photo, **fields)
            obj.pk, obj.photo = created.pk, created.photo
            return
        stored = testimonials().get(pk=obj.pk)
        updated = services.testimonial_update(testimonial=stored, photo=photo, **fields)
        obj.photo = updated.photo

    def delete_record(self, request, obj: Testimonial) -> None:
        services.testimonial_delete(testimonial=obj)

    @display(description="Photo")
    def photo_preview(self, obj: Testimonial) -> str:
        if not obj.photo:
            return "-"
        return format_html('<img src="{}" alt="" class="rz-thumb">', obj.photo.url)

    @display(description="Message")
    def short_message(self, obj: Testimonial) -> str:
        return _short(obj.message)


@admin.register(NewsletterSignup)
class NewsletterSignupAdmin(ServiceWrites, ExportActionMixin, ModelAdmin):
    export_form_class = ExportForm
    resource_classes = [NewsletterSignupResource]
    list_display = ("email", "created_at")
    search_fields = ("email",)
    list_filter = (("created_at", DayRangeFilter),)
    list_filter_submit = True
    ordering = ("-created_at",)

    def save_record(self, request, obj: NewsletterSignup, form, change: bool) -> None:
        if change:
            services.newsletter_signup_update(signup=obj, email=obj.email)
        else:
            obj.pk = services.newsletter_signup_create(email=obj.email).pk

    def delete_record(self, request, obj) -> None:
        services.inbox_item_delete(item=obj)
