from django.apps import AppConfig


class MarginsConfig(AppConfig):
    """Profit per job: each order's cost lines from pluggable sources, its margin, the month's totals."""

    name = "core.margins"
    label = "margins"
    verbose_name = "Margins"
