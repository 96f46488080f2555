"""The e-mail log: every order e-mail the shop meant to send, as rendered, and what became of it."""

from django.contrib import admin, messages
from django.urls import reverse
from django.utils.html import format_html
from unfold.admin import ModelAdmin
from unfold.decorators import action, display

from core.common.admin_filters import DayRangeFilter
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator
from core.common.ist import ist_datetime
from core.notifications import services
from core.notifications.models import EmailKind, EmailStatus, OutgoingEmail

STATUS_LABELS = {
    EmailStatus.SENT: "success",
    EmailStatus.QUEUED: "info",
    EmailStatus.SENDING: "info",
    EmailStatus.FAILED: "danger",
    EmailStatus.SKIPPED: "warning",
}


@admin.register(OutgoingEmail)
class OutgoingEmailAdmin(ModelAdmin):
    list_display = ("created", "to_email", "subject", "order_link", "kind", "status_badge", "attempts")
    list_filter = ("status", "kind", ("created_at", DayRangeFilter))
    list_filter_submit = True
    search_fields = ("order__order_id", "to_email", "subject")
    list_select_related = ("order",)
    ordering = ("-created_at", "-id")
    show_full_result_count = False
    paginator = CappedPaginator  # one e-mail or more per order: never count them all
    list_per_page = ADMIN_PER_PAGE
    actions = ("send_again",)
    fields = (
        ("to_email", "status"),
        ("order_link", "kind"),
        "subject",
        ("attempts", "next_attempt_at", "sent_at"),
        "last_error",
        "html_preview",
        "text_preview",
    )
    readonly_fields = (
        "to_email",
        "status",
        "order_link",
        "kind",
        "subject",
        "attempts",
        "next_attempt_at",
        "sent_at",
        "last_error",
        "html_preview",
        "text_preview",
    )

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        # the list's action needs it (for a role that may send again); the message itself is a record
        return obj is None and super().has_change_permission(request)

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @display(description="Created", ordering="created_at")
    def created(self, obj: OutgoingEmail) -> str:
        return ist_datetime(obj.created_at)

    @display(description="Order", ordering="order__order_id")
    def order_link(self, obj: OutgoingEmail) -> str:
        if obj.order_id is None:
            return "-"
        url = reverse("admin:orders_order_change", args=(obj.order_id,))
        return format_html('<a class="rz-link" href="{}">{}</a>', url, obj.order.order_id)

    @display(description="Status", ordering="status", label=STATUS_LABELS)
    def status_badge(self, obj: OutgoingEmail):
        return obj.status, obj.get_status_display()

    @staticmethod
    def _hidden(obj: OutgoingEmail) -> bool:
        # a reset link would let the reader set the customer's password (`manage.py last_email` prints it)
        return obj.kind == EmailKind.PASSWORD_RESET

    @display(description="The message as sent (HTML)")
    def html_preview(self, obj: OutgoingEmail) -> str:
        if self._hidden(obj):
            return "Not shown: the link in it would let the reader set the customer's password."
        # sandboxed: the stored HTML is shown, never run
        return format_html(
            '<iframe sandbox="" srcdoc="{}" title="E-mail preview" '
            'style="width:100%;min-height:560px;border:1px solid #e7dfd2;border-radius:8px"></iframe>',
            obj.body_html,
        )

    @display(description="The message as sent (plain text)")
    def text_preview(self, obj: OutgoingEmail) -> str:
        if self._hidden(obj):
            return "Not shown."
        return format_html('<pre style="white-space:pre-wrap;font:inherit">{}</pre>', obj.body_text)

    @action(description="Send selected e-mails again", permissions=["change"])
    def send_again(self, request, queryset):
        n = services.email_resend(message_ids=list(queryset.values_list("pk", flat=True)))
        if n == 0:
            messages.warning(
                request,
                "Nothing queued: sent messages, messages without an address "
                "and (with no SMTP server configured) all messages are left as they are.",
            )
        else:
            messages.success(request, f"Queued {n} e-mail{'s' if n != 1 else ''} to send again.")
