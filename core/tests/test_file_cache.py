"""The file caches count their folder on a cache object's first write and every CULL_EVERY writes,
not on each (core/common/file_cache.py), and still cull past MAX_ENTRIES."""

from core.common import file_cache
from core.common.file_cache import CULL_EVERY, SeldomCulledFileBasedCache


def test_the_folder_is_counted_once_per_cull_every_writes_and_culled_past_its_size(tmp_path, monkeypatch):
    cache = SeldomCulledFileBasedCache(str(tmp_path), {"OPTIONS": {"MAX_ENTRIES": 10, "CULL_FREQUENCY": 2}})
    listings = []
    real = file_cache.FileBasedCache._list_cache_files

    def counted(self):
        listings.append(1)
        return real(self)

    monkeypatch.setattr(file_cache.FileBasedCache, "_list_cache_files", counted)
    for n in range(CULL_EVERY + 1):
        cache.set(f"key{n}", n, None)
    assert len(listings) == 2  # the first write and the (CULL_EVERY + 1)th
    # the second count found CULL_EVERY files (more than 10) and deleted half of them
    assert len(real(cache)) == CULL_EVERY - CULL_EVERY // 2 + 1
    assert cache.get(f"key{CULL_EVERY}") == CULL_EVERY
