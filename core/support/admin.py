"""The Django admin's tickets (Perm.HANDLE_TICKETS). Every write goes through this app's services,
as the back office's do."""

from django import forms
from django.contrib import admin
from unfold.admin import ModelAdmin, TabularInline
from unfold.decorators import display

from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.admin_writes import ServiceWrites
from core.common.ist import ist_datetime
from core.support import selectors as ticket_selectors
from core.support import services as ticket_services
from core.support.models import Ticket, TicketEntry


class TicketForm(forms.ModelForm):
    reply = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 4}), help_text="E-mailed to the customer."
    )
    note = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}), help_text="Only the team sees it."
    )

    class Meta:
        model = Ticket
        fields = ("status", "assignee")


class EntryInline(TabularInline):
    model = TicketEntry
    fields = ("created", "kind", "author_name", "body")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    @display(description="When")
    def created(self, obj: TicketEntry) -> str:
        return ist_datetime(obj.created_at)


@admin.register(Ticket)
class TicketAdmin(ServiceWrites, IndexedSorts, ModelAdmin):
    form = TicketForm
    list_display = ("number", "status", "name", "subject", "deadline_shown", "overdue_badge", "assignee")
    list_filter = ("status", "source")
    search_fields = ("number", "name", "email")
    list_select_related = ("assignee",)
    ordering = ("closed", "deadline", "pk")  # index ticket_queue
    sortable_by = ("number",)  # the queue's own order is by deadline; other sorts read every ticket
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE
    inlines = (EntryInline,)
    readonly_fields = ("number", "name", "email", "phone_number", "order", "subject", "message", "due_at")
    fields = ("number", ("name", "email", "phone_number"), "order", "subject", "message", "due_at",
              ("status", "assignee"), "reply", "note")  # fmt: skip

    def has_add_permission(self, request) -> bool:
        return False  # tickets come from the shop's forms

    def has_delete_permission(self, request, obj=None) -> bool:
        return False  # a grievance's record is kept

    @display(description="Next deadline", ordering="deadline")
    def deadline_shown(self, obj: Ticket) -> str:
        return ist_datetime(obj.deadline)

    @display(description="Overdue", label={"overdue": "danger", "on time": "success"})
    def overdue_badge(self, obj: Ticket):
        return ("overdue", "Overdue") if obj.overdue else ("on time", "On time")

    def save_record(self, request, obj, form, change: bool) -> None:
        ticket = ticket_selectors.ticket_get(ticket_id=obj.pk)
        ticket_services.ticket_update(
            actor=request.user, ticket=ticket, status=obj.status, assignee_id=obj.assignee_id
        )
        if reply := (form.cleaned_data.get("reply") or "").strip():
            ticket_services.ticket_reply(actor=request.user, ticket=ticket, body=reply)
        if note := (form.cleaned_data.get("note") or "").strip():
            ticket_services.ticket_note(actor=request.user, ticket=ticket, body=note)

    def delete_record(self, request, obj) -> None:
        raise NotImplementedError("tickets are kept")
