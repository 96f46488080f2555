"""Every time a person reads is India time, whatever time zone the process or request runs in."""

from datetime import UTC, date, datetime

from django.utils import timezone

from core.common.ist import ist_date, ist_datetime

EVENING_UTC = datetime(2026, 11, 23, 18, 6, tzinfo=UTC)  # 23:36 in India
LATE_UTC = datetime(2026, 11, 23, 19, 0, tzinfo=UTC)  # 00:30 the next day in India


def test_a_moment_reads_in_india_time_even_when_utc_is_active():
    with timezone.override("UTC"):
        assert ist_datetime(EVENING_UTC) == "23/11/2026 23:36"
        assert ist_date(LATE_UTC) == "24/11/2026"


def test_a_day_stays_that_day_and_nothing_reads_empty():
    assert ist_date(date(2026, 11, 23)) == "23/11/2026"
    assert ist_date(None) == ist_datetime(None) == ""
