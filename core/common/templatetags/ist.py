"""The IST formatters as template filters: {% load ist %}{{ order.created_at|ist_datetime }}."""

from django import template

from core.common import ist

register = template.Library()
register.filter("ist_date", ist.ist_date)
register.filter("ist_datetime", ist.ist_datetime)
