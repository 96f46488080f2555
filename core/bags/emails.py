"""The one reminder of a bag left behind: what is in it, the signed link that restores it, and
how to stop such e-mails (the withdrawal in My account, one click). Recorded in the shop's e-mail
log and sent by the task worker after the commit."""

from core.bags.links import restore_url
from core.bags.models import SavedBag
from core.bags.selectors import bag_lines
from core.common.admin_money import inr
from core.common.email_text import shop_url, text_email
from core.common.languages import person_language
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue

SUBJECT = "You left something in your bag at Rangrez"  # the English subject (templates/bags)


def reminder_email(*, bag: SavedBag) -> OutgoingEmail:
    """In the customer's language (core/bags/templates/bags/reminder_email.txt); the items' names as
    the bag keeps them."""
    user = bag.user
    language = person_language(user)
    lines = [{**ln, "total": inr(ln["price"] * ln["quantity"])} for ln in bag_lines(bag)]
    context = {
        "person_name": user.name,
        "lines": lines,
        "restore_url": restore_url(user.pk),
        "account_url": shop_url("/customerpilot", language),
    }
    subject, text = text_email("bags/reminder_email.txt", context, language)
    return email_queue(kind=EmailKind.BAG_REMINDER, to=user.email, subject=subject, text=text)
