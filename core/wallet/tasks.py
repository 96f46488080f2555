"""This app's background work: a gift card's e-mail on its day, and the nightly expiry sweep."""

from django_tasks import task

from core.wallet.services import giftcards


@task(queue_name="emails")
def gift_card_deliver(card_id: int) -> bool:
    return giftcards.gift_card_deliver(card_id=card_id)
