"""The Django admin's lists at a million rows: pages that never count the whole table."""

from django.core.paginator import Paginator
from django.utils.functional import cached_property

from core.common.counts import capped_count

ADMIN_COUNT_CAP = 10_000  # rows counted at most; a longer list shows this many (200 pages of 50)


class CappedPaginator(Paginator):
    """Counts at most ADMIN_COUNT_CAP rows (the database stops there), so a page of a long list costs
    the same at 10k and 1M rows; past the cap the admin offers the first ADMIN_COUNT_CAP rows' pages.
    With `show_full_result_count = False` the change list makes no other count."""

    @cached_property
    def count(self) -> int:
        n = capped_count(self.object_list, upto=ADMIN_COUNT_CAP)
        return ADMIN_COUNT_CAP if n is None else n
