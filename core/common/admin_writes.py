"""Django admin pages whose writes go through the domain's services, as the APIs' do.

Django's ModelAdmin saves and deletes rows itself: the change and add forms, list edits, inline
rows, the delete page and the "delete selected" action. A page that mixes in ServiceWrites hands
every one of them to its `save_record` / `delete_record`, which call the domain's service.
A service's refusal (ApplicationError) is shown as the page's error message.
"""

from django.contrib import messages

from core.common.errors import ApplicationError
from core.common.services import audit_record


def _changes(form, names) -> str:
    return "; ".join(f"{name}: {form.cleaned_data.get(name)}" for name in names)


def _before(form, names) -> str:
    return "; ".join(f"{name}: {form.initial.get(name)}" for name in names)


class ServiceWrites:
    # an AuditAction: what this page saves is kept in the audit trail (who, when, from, to)
    audit_action: str | None = None

    def save_record(self, request, obj, form, change: bool) -> None:
        raise NotImplementedError("call the domain's service that saves this row")

    def delete_record(self, request, obj) -> None:
        raise NotImplementedError("call the domain's service that deletes this row")

    def save_model(self, request, obj, form, change) -> None:
        changed = list(getattr(form, "changed_data", None) or [])
        try:
            self.save_record(request, obj, form, change)
        except ApplicationError as exc:
            messages.error(request, exc.message)
            return
        if self.audit_action and (changed or not change):
            audit_record(
                actor=request.user,
                action=self.audit_action,
                target=f"{self.model._meta.verbose_name}: {obj}",
                before=_before(form, changed) if change else "",
                after=_changes(form, changed),
            )

    def delete_model(self, request, obj) -> None:
        self.delete_record(request, obj)

    def delete_queryset(self, request, queryset) -> None:
        for obj in queryset:
            self.delete_record(request, obj)

    def save_formset(self, request, form, formset, change) -> None:
        """Inline rows, one by one through the same two hooks."""
        instances = formset.save(commit=False)
        for obj in formset.deleted_objects:
            self.delete_record(request, obj)
        for obj in instances:
            self.save_record(request, obj, None, change)
        formset.save_m2m()
