"""The catalogue list with a Hindi name and description: django-modeltranslation against django-parler.

Not a test and not a dependency of the shop: run it with both libraries on the path, e.g.
    pip install --target /tmp/tr django-parler django-modeltranslation
    PYTHONPATH=/tmp/tr:benchmarks/translations .venv/bin/python benchmarks/translations/run.py
It builds N items (half of them with a Hindi name, so the fallback is exercised), then lists them as
the catalogue API does (every item's name and description in the active language), in English and in
Hindi, counting the queries and timing the best of R runs. SQLite in memory, or DATABASE_URL's PostgreSQL.
"""

import os
import statistics
import sys
import time
from decimal import Decimal

import django
from django.conf import settings

N, R = int(os.environ.get("N", 200)), int(os.environ.get("R", 30))
db = {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}
if os.environ.get("DATABASE_URL"):
    import dj_database_url

    db = dj_database_url.parse(os.environ["DATABASE_URL"])
settings.configure(
    INSTALLED_APPS=["modeltranslation", "django.contrib.contenttypes", "parler", "mtapp", "plapp"],
    DATABASES={"default": db},
    LANGUAGE_CODE="en",
    LANGUAGES=[("en", "English"), ("hi", "Hindi")],
    USE_I18N=True,
    PARLER_LANGUAGES={None: ({"code": "en"}, {"code": "hi"}), "default": {"fallbacks": ["en"]}},
    MODELTRANSLATION_FALLBACK_LANGUAGES=("en",),
    DEFAULT_AUTO_FIELD="django.db.models.AutoField",
)
django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection, reset_queries  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.utils import translation  # noqa: E402
from mtapp.models import Item as MtItem  # noqa: E402
from plapp.models import Item as PlItem  # noqa: E402

call_command("migrate", run_syncdb=True, verbosity=0)


def seed():
    for i in range(N):
        hindi = i % 2 == 0
        MtItem.objects.create(
            name_en=f"Cotton kurta {i}",
            name_hi=f"सूती कुर्ता {i}" if hindi else None,
            description_en="Soft cotton",
            description_hi="मुलायम सूती" if hindi else None,
            price=Decimal("499.00"),
        )
        item = PlItem(price=Decimal("499.00"))
        item.set_current_language("en")
        item.name, item.description = f"Cotton kurta {i}", "Soft cotton"
        if hindi:
            item.set_current_language("hi")
            item.name, item.description = f"सूती कुर्ता {i}", "मुलायम सूती"
        item.save()


def modeltranslation_list():
    return [(i.id, i.name, i.description, i.price) for i in MtItem.objects.order_by("id")]


def parler_list():
    items = PlItem.objects.order_by("id").prefetch_related("translations")
    return [
        (
            i.id,
            i.safe_translation_getter("name", any_language=True),
            i.safe_translation_getter("description", any_language=True),
            i.price,
        )
        for i in items
    ]


def parler_list_no_prefetch():
    return [
        (
            i.id,
            i.safe_translation_getter("name", any_language=True),
            i.safe_translation_getter("description", any_language=True),
            i.price,
        )
        for i in PlItem.objects.order_by("id")
    ]


def measure(name, lister):
    for lang in ("en", "hi"):
        with translation.override(lang):
            with CaptureQueriesContext(connection) as q:
                rows = lister()
            times = []
            for _ in range(R):
                start = time.perf_counter()
                lister()
                times.append(time.perf_counter() - start)
        print(
            f"{name:28} {lang}  queries={len(q.captured_queries):4}  best={min(times) * 1000:7.2f} ms"
            f"  median={statistics.median(times) * 1000:7.2f} ms  first={rows[1][1]!r}"
        )


seed()
reset_queries()
print(
    f"{N} items, {R} runs, {connection.vendor}, Python {sys.version.split()[0]},"
    f" Django {django.get_version()}"
)
measure("django-modeltranslation", modeltranslation_list)
measure("django-parler (prefetch)", parler_list)
measure("django-parler (no prefetch)", parler_list_no_prefetch)
