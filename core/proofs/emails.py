"""The customer's e-mail that a proof waits for their decision: recorded in the shop's e-mail log
(core.notifications) inside the upload's transaction and sent by the task worker after the commit."""

from django.conf import settings
from django.utils.html import escape, urlize

from core.common.email_text import shop_url, text_email
from core.common.languages import person_language
from core.notifications.models import EmailKind, OutgoingEmail
from core.notifications.rendering import Rendered
from core.notifications.services import email_record, email_recorded
from core.proofs.models import ProofRevision

SIGNATURE = "\n\nRangrez customer care"


def order_page_url(order_id: str) -> str:
    return f"{settings.SHOP_PUBLIC_URL}/oandr/order/{order_id}"


def proof_ready_email(*, revision: ProofRevision) -> OutgoingEmail | None:
    """'Your proof is ready': once per revision."""
    order = revision.order
    key = f"{order.order_id}:proof:{revision.pk}"
    if email_recorded(key=key):
        return None
    language = person_language(order.customer)  # in the customer's language (templates/proofs)
    context = {
        "person_name": order.customer.name,
        "order_id": order.order_id,
        "design": revision.design,
        "revision": revision.number,
        "url": shop_url(f"/oandr/order/{order.order_id}", language),
        "note": revision.note,
    }
    subject, text = text_email("proofs/proof_email.txt", context, language)
    html = "".join(f"<p>{part}</p>" for part in _html_parts(text))
    return email_record(
        order=order,
        kind=EmailKind.PROOF_READY,
        key=key,
        rendered=Rendered(subject=subject, text=text, html=html),
    )


def _html_parts(text: str) -> list[str]:
    return [urlize(escape(part)).replace("\n", "<br>") for part in text.split("\n\n")]
