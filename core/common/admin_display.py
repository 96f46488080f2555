"""Small display pieces shared by the admin pages: read-only inlines, coloured labels, local times."""

from django.template.loader import render_to_string
from unfold.admin import TabularInline


class ReadOnlyPages:
    """An admin page or inline of records that services write: nothing added, changed or deleted there."""

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class OneRowPage:
    """A settings table of one row, made by its app's migration and edited in place: nothing to add
    (asking the table whether to offer the add button cost every admin page a query) or delete."""

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class ReadOnlyInline(ReadOnlyPages, TabularInline):
    """A list of related rows shown on a change page."""

    hide_title = True
    extra = 0
    max_num = 0
    can_delete = False
    show_change_link = False


def badge(text: str, kind: str) -> str:
    """unfold's coloured label, for read-only inline cells (where @display(label=...) is not applied)."""
    return render_to_string("unfold/helpers/label.html", {"text": text, "type": kind})
