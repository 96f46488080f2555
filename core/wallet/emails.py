"""The gift card's e-mail to its recipient: plain text, recorded and sent by core/notifications."""

from django.conf import settings

from core.common.ist import ist_date
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue
from core.wallet.models import GiftCard


def gift_card_email(*, card: GiftCard) -> OutgoingEmail:
    sender = card.buyer.name if card.buyer_id else "Rangrez"
    first = card.recipient_name.split()[0] if card.recipient_name.strip() else "there"
    note = f'\n\n"{card.message}"\n- {sender}' if card.message else ""
    text = (
        f"Hello {first},\n\n{sender} sent you a Rangrez gift card of Rs {card.amount:.2f}.{note}\n\n"
        f"Your gift card code: {card.code}\n"
        f"Valid until {ist_date(card.expires_on)}.\n\n"
        f"Shop at {settings.SHOP_PUBLIC_URL}/brevity and enter the code at checkout, in your bag: "
        "it pays all or part of an order, and what is left stays on the card for the next one."
        "\n\nRangrez customer care"
    )
    return email_queue(
        kind=EmailKind.GIFT_CARD,
        to=card.recipient_email,
        subject=f"{sender} sent you a Rangrez gift card",
        text=text,
    )
