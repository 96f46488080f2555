"""List filters shared by the admin pages."""

from django.core.exceptions import ValidationError
from unfold.contrib.filters.admin import RangeDateFilter
from unfold.utils import parse_date_str

from core.common.days import days_filter


class DayRangeFilter(RangeDateFilter):
    """From-to days on a date-time field, both days included, in the shop's time zone.

    (unfold's RangeDateFilter compares a date-time with a bare date, which drops the last day's orders.)"""

    def queryset(self, request, queryset):
        value_from = self.used_parameters.get(f"{self.parameter_name}_from")
        value_to = self.used_parameters.get(f"{self.parameter_name}_to")
        day_from = parse_date_str(value_from) if isinstance(value_from, str) and value_from else None
        day_to = parse_date_str(value_to) if isinstance(value_to, str) and value_to else None
        try:
            return queryset.filter(days_filter(self.field_path, day_from, day_to))
        except (ValueError, ValidationError):
            return None
