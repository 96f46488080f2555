"""The customer's e-mail about a failed attempt and the desk's WhatsApp link: recorded and sent after
the commit by core/notifications (a task on the e-mail queue), like the order e-mails."""

from datetime import datetime
from string import Formatter
from urllib.parse import quote as url_quote

from django.utils.translation import gettext as _

from core.common.ist import ist_datetime
from core.common.languages import speaking_to
from core.ndr.links import case_url
from core.ndr.models import NdrCase
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.services import email_queue


def ndr_message(case: NdrCase) -> str:
    """The message of the e-mail and the WhatsApp link, in the active language."""
    return ndr_text(
        order_id=case.order.order_id,
        attempts=case.attempts,
        reason=case.reason,
        deadline=case.deadline,
        link=case_url(case.pk),
    )


def ndr_wording() -> tuple[str, str, str]:
    """The message's sentences in the active language: a page of the desk's rows translates them once."""
    return (
        _("We could not deliver your Rangrez order {order} (attempt {attempt})."),
        _("The courier says: {reason}."),
        _("Choose a new date, correct the address or phone, or cancel the delivery before {deadline}:"),
    )


def ndr_text(
    *,
    order_id: str,
    attempts: int,
    reason: str,
    deadline: datetime,
    link: str,
    wording: tuple[str, str, str] | None = None,
) -> str:
    """`ndr_message` of a case's values (the desk's rows: core/ndr/office_rows.py), in `wording`
    (`ndr_wording()`, read now when not given)."""
    failed, says, choose = wording or ndr_wording()
    said = " " + says.format(reason=reason) if reason else ""
    return (
        failed.format(order=order_id, attempt=attempts)
        + said
        + " "
        + choose.format(deadline=ist_datetime(deadline))
        + f" {link}"
    )


def _quoted_template(template: str) -> str:
    """`template` URL-quoted around its {fields}, which stay fields (for values quoted already)."""
    parts = []
    for text, name, _spec, _conversion in Formatter().parse(template):
        parts.append(url_quote(text))
        if name is not None:
            parts.append("{" + name + "}")
    return "".join(parts)


class QuotedText:
    """`url_quote(ndr_text(...))` for a page of cases (the desk's WhatsApp links): the wording and
    the links' address quoted once, each case's own values per case. URL quoting goes character by
    character, so the pieces quoted and joined are the whole quoted (tested in both languages)."""

    def __init__(self, wording: tuple[str, str, str], link_base: str):
        self.failed, self.says, self.choose = (_quoted_template(t) for t in wording)
        self.base = url_quote(link_base)

    def text(self, *, order_id: str, attempts: int, reason: str, deadline: datetime, token: str) -> str:
        said = "%20" + self.says.format(reason=url_quote(reason)) if reason else ""
        return (
            self.failed.format(order=url_quote(order_id), attempt=attempts)
            + said
            + "%20"
            + self.choose.format(deadline=url_quote(ist_datetime(deadline)))
            + "%20"
            + self.base
            + url_quote(token)
        )


def phone_plus91(phone: str) -> str:
    """A ten-digit Indian mobile number as people read it: +91 98765 43210."""
    return f"+91 {phone[:5]} {phone[5:]}" if phone else ""


def whatsapp_link(case: NdrCase) -> str:
    """wa.me with the delivery phone (India, +91) and the message with the customer's link."""
    phone = case.order.ship_phone or case.order.customer.phone_number
    return f"https://wa.me/91{phone}?text={url_quote(ndr_message(case))}"


def ndr_email(*, case: NdrCase) -> OutgoingEmail:
    customer = case.order.customer
    with speaking_to(customer):  # in the customer's language (core/locale)
        name = customer.name.split()[0] if customer.name.strip() else _("there")
        text = (
            _("Hello {name},").format(name=name)
            + f"\n\n{ndr_message(case)}\n\n"
            + _(
                "The link needs no log-in. If we hear nothing, the courier tries once more or returns the "
                "parcel to us."
            )
            + "\n\nRangrez"
        )
        subject = _("Delivery of your order {order} failed: choose what happens next").format(
            order=case.order.order_id
        )
    return email_queue(kind=EmailKind.NDR, to=customer.email, subject=subject, text=text)
