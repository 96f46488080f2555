from django.apps import AppConfig


class PlanningConfig(AppConfig):
    """Due dates and the print floor's days: each order's dispatch date and planned print day, the
    daily capacity per print method, the next 14 days' load."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "core.planning"
    label = "planning"
    verbose_name = "Production planning"
