"""The Django admin's lists at a million rows: pages that never count the whole table."""

from functools import cache

from django.core.paginator import Paginator
from django.utils.functional import cached_property

from core.common.counts import capped_count

ADMIN_COUNT_CAP = 10_000  # rows counted at most; a longer list shows this many (200 pages of 50)
ADMIN_PER_PAGE = 50  # rows a page of a long list shows (Django's 100 doubles each page's rendering)


class CappedPaginator(Paginator):
    """Counts at most ADMIN_COUNT_CAP rows (the database stops there), so a page of a long list costs
    the same at 10k and 1M rows; past the cap the admin offers the first ADMIN_COUNT_CAP rows' pages.
    With `show_full_result_count = False` the change list makes no other count."""

    @cached_property
    def count(self) -> int:
        n = capped_count(self.object_list, upto=ADMIN_COUNT_CAP)
        return ADMIN_COUNT_CAP if n is None else n


class IndexedSorts:
    """A ModelAdmin mixin for a list of a million rows: it sorts only by its `sortable_by` columns
    (those an index serves), also when the address asks for another (an old link's `?o=7`); Django's
    own `sortable_by` only hides the other columns' sort links."""

    def get_changelist(self, request, **kwargs):
        return _sortable_only(super().get_changelist(request, **kwargs))


@cache
def _sortable_only(base: type) -> type:
    class SortableOnly(base):
        def get_ordering_field(self, field_name):
            if self.sortable_by is not None and field_name not in self.sortable_by:
                return None
            return super().get_ordering_field(field_name)

    return SortableOnly
