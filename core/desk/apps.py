from django.apps import AppConfig


class DeskConfig(AppConfig):
    """The Django admin's order desk, assembled from the apps' parts (core/desk/admin.py)."""

    name = "core.desk"
    label = "desk"
    verbose_name = "Order desk"
