"""Django admin pages whose writes go through the domain's services, as the APIs' do.

Django's ModelAdmin saves and deletes rows itself: the change and add forms, list edits, inline
rows, the delete page and the "delete selected" action. A page that mixes in ServiceWrites hands
every one of them to its `save_record` / `delete_record`, which call the domain's service.
A service's refusal (ApplicationError) is shown as the page's error message.
"""

from django.contrib import messages

from core.common.errors import ApplicationError


class ServiceWrites:
    def save_record(self, request, obj, form, change: bool) -> None:
        raise NotImplementedError("call the domain's service that saves this row")

    def delete_record(self, request, obj) -> None:
        raise NotImplementedError("call the domain's service that deletes this row")

    def save_model(self, request, obj, form, change) -> None:
        try:
            self.save_record(request, obj, form, change)
        except ApplicationError as exc:
            messages.error(request, exc.message)

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
