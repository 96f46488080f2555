from django.apps import AppConfig


class InvoicesConfig(AppConfig):
    name = "core.invoices"
    label = "invoices"
    verbose_name = "GST invoices"
