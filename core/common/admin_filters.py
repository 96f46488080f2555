"""List filters shared by the admin pages."""

from datetime import datetime, time, timedelta

from django.core.exceptions import ValidationError
from django.utils import timezone
from unfold.contrib.filters.admin import RangeDateFilter
from unfold.utils import parse_date_str


class DayRangeFilter(RangeDateFilter):
    """From-to days on a date-time field, both days included, in the shop's time zone.

    (unfold's RangeDateFilter compares a date-time with a bare date, which drops the last day's orders.)"""

    def queryset(self, request, queryset):
        filters = {}
        value_from = self.used_parameters.get(f"{self.parameter_name}_from")
        value_to = self.used_parameters.get(f"{self.parameter_name}_to")
        day_from = parse_date_str(value_from) if isinstance(value_from, str) and value_from else None
        day_to = parse_date_str(value_to) if isinstance(value_to, str) and value_to else None
        if day_from:
            filters[f"{self.field_path}__gte"] = timezone.make_aware(datetime.combine(day_from, time.min))
        if day_to:
            filters[f"{self.field_path}__lt"] = timezone.make_aware(
                datetime.combine(day_to + timedelta(days=1), time.min)
            )
        try:
            return queryset.filter(**filters)
        except (ValueError, ValidationError):
            return None
