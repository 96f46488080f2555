"""The one reminder of a bag left behind: what is in it, the signed link that restores it, and
how to stop such e-mails (the withdrawal in My account, one click). Recorded in the shop's e-mail
log and sent by the task worker after the commit."""

from django.conf import settings

from core.bags.links import restore_url
from core.bags.models import SavedBag
from core.bags.selectors import bag_lines
from core.common.admin_money import inr
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue

SUBJECT = "You left something in your bag at Rangrez"


def reminder_email(*, bag: SavedBag) -> OutgoingEmail:
    user = bag.user
    name = user.name.split()[0] if user.name.strip() else "there"
    lines = "\n".join(
        f"- {ln['name']} ({ln['size']}) x {ln['quantity']}: {inr(ln['price'] * ln['quantity'])}"
        for ln in bag_lines(bag)
    )
    text = (
        f"Hello {name},\n\nYour bag is waiting for you:\n{lines}\n\n"
        f"Open your bag: {restore_url(user.pk)}\n\n"
        "You receive this because you agreed to e-mails about new designs and offers. To stop them, "
        f"withdraw that consent in My account with one click: {settings.SHOP_PUBLIC_URL}/customerpilot\n\n"
        "Rangrez"
    )
    return email_queue(kind=EmailKind.BAG_REMINDER, to=user.email, subject=SUBJECT, text=text)
