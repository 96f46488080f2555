from django.apps import AppConfig


class ConsentConfig(AppConfig):
    name = "core.consent"
    label = "consent"
