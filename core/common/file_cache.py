"""Django's file cache, without listing its folder on every write.

Django's FileBasedCache culls on every `set`: it lists every file of the folder to count them, then
deletes a share of them when there are MAX_ENTRIES or more. The kept answers' folder holds up to
5,000 answers, and every committed write bumps a version file per table it wrote
(core/common/answer_cache.py): a checkout bumps four, so with the folder full a checkout spent about
19 ms of CPU listing it (1.3 ms with 20 files), more than the checkout's own work.

Here each cache object looks at the folder's size on its first write and then every CULL_EVERY
writes: the folder may hold up to CULL_EVERY more files per cache object (one per thread of each
process) than MAX_ENTRIES before a cull, which a cache whose entries may be lost at any time
(sessions are read from the database, answers computed again) does not mind.
"""

from django.core.cache.backends.filebased import FileBasedCache

CULL_EVERY = 64  # writes between two counts of the folder


class SeldomCulledFileBasedCache(FileBasedCache):
    def __init__(self, dir, params):
        super().__init__(dir, params)
        self._writes = 0

    def _cull(self) -> None:
        writes, self._writes = self._writes, self._writes + 1
        if writes % CULL_EVERY == 0:
            super()._cull()
