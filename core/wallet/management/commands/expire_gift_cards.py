"""Expire the gift cards whose last day has passed (run daily after midnight IST, as the reminders):
`manage.py expire_gift_cards`. Their unspent balances leave the liability on the day after their last."""

from django.core.management.base import BaseCommand

from core.wallet.services.giftcards import gift_cards_expire


class Command(BaseCommand):
    help = "Expire gift cards past their last day."

    def handle(self, *args, **options) -> None:
        total = 0
        while done := gift_cards_expire():
            total += done
        self.stdout.write(f"{total} gift card(s) expired.")
