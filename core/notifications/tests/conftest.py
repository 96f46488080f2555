import pytest

from core.notifications.tests.smtp import start_smtp


@pytest.fixture
def smtp(settings):
    """The shop sends through a real SMTP server on loopback; yields its inbox."""
    controller, inbox = start_smtp()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_PORT = controller.port
    settings.EMAIL_TIMEOUT = 5
    inbox.controller = controller
    yield inbox
    controller.stop()
