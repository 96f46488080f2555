"""List filters shared by the admin pages."""

from django.contrib.admin import AllValuesFieldListFilter
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


class FixedValuesFilter(AllValuesFieldListFilter):
    """Django's filter for a field without choices (same links, same `?field=value`), its values given
    (`values`, or `given_values()` read from a small table) instead of read with a SELECT DISTINCT
    over the whole table on every page of the list."""

    values: tuple = ()

    def __init__(self, field, request, params, model, model_admin, field_path):
        super().__init__(field, request, params, model, model_admin, field_path)
        self.lookup_choices = self.given_values()  # the parent's query is lazy: never run

    def given_values(self):
        return self.values


def fixed_values(*values) -> type[FixedValuesFilter]:
    """`list_filter = (("rating", fixed_values(1, 2, 3, 4, 5)),)`"""
    return type("FixedValuesFilter", (FixedValuesFilter,), {"values": values})
