"""After a transaction that wrote to a published table commits: one revalidation task with the
union of its tables' tags (core/common/write_watch.py calls `tables_written` once per transaction)."""

import functools
import logging

from core.publishing import storefront, tags
from core.publishing.tasks import storefront_revalidate

log = logging.getLogger(__name__)

_by_table = functools.cache(tags.table_tags)
_paused = False


def pause(**kwargs) -> None:
    """pre_migrate: a migration's writes (its seeds) are not news for a storefront built after it."""
    global _paused
    _paused = True


def resume(**kwargs) -> None:
    global _paused
    _paused = False


def tables_written(tables: set[str]) -> None:
    found = tags.tags_of(tables, _by_table())
    if not found or _paused:
        return
    if not storefront.configured():
        log.debug("The storefront is not configured for revalidation: %s not sent", found)
        return
    storefront_revalidate.enqueue(tags=found)
