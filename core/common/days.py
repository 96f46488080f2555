"""Days in the shop's time zone (settings.TIME_ZONE) as date-time ranges, for every "from day X to
day Y" filter: the Django admin's date filters, the office's order list, exports, the dashboard."""

from datetime import date, datetime, time, timedelta

from django.db.models import Q
from django.utils import timezone


def day_start(day: date) -> datetime:
    """Midnight at the start of `day`, shop time."""
    return timezone.make_aware(datetime.combine(day, time.min))


def days_filter(field: str, first: date | None = None, last: date | None = None) -> Q:
    """`field` (a date-time) from the start of `first` to the end of `last`, both days included."""
    q = Q()
    if first is not None:
        q &= Q(**{f"{field}__gte": day_start(first)})
    if last is not None:
        q &= Q(**{f"{field}__lt": day_start(last + timedelta(days=1))})
    return q


def month_days(day: date) -> tuple[date, date]:
    """The first and last day of `day`'s month."""
    first = day.replace(day=1)
    next_month = (first.replace(day=28) + timedelta(days=4)).replace(day=1)
    return first, next_month - timedelta(days=1)
