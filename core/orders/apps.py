from django.apps import AppConfig


class OrdersConfig(AppConfig):
    name = "core.orders"
    label = "orders"
