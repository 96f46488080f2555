"""Print the newest recorded e-mail to an address (plain text), for the browser tests and for
support on a machine without SMTP: `manage.py last_email --to asha@example.in --kind reset`."""

from django.core.management.base import BaseCommand, CommandError

from core.notifications.models import EmailKind, OutgoingEmail


class Command(BaseCommand):
    help = "Print the newest e-mail recorded to an address (its subject and plain text)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--to", required=True)
        parser.add_argument("--kind", choices=EmailKind.values)

    def handle(self, *args, to: str, kind: str | None = None, **options) -> None:
        rows = OutgoingEmail.objects.filter(to_email__iexact=to)
        if kind:
            rows = rows.filter(kind=kind)
        message = rows.order_by("-created_at", "-pk").first()
        if message is None:
            raise CommandError(f"No e-mail to {to}.")
        self.stdout.write(f"Subject: {message.subject}\n\n{message.body_text}")
