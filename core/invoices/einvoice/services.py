"""The IRP's answer pasted back by the team: the IRN and the signed QR code of an e-invoice, printed
on the invoice from then on (CGST Rule 48(4), Notification 72/2019-CT: the QR code on the invoice)."""

import re

from django.db import transaction

from core.common.errors import FieldErrors
from core.invoices.models import Invoice

IRN_RE = re.compile(r"^[0-9a-f]{64}$")
JWT_RE = re.compile(r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$")
BAD_IRN = "The IRN is the 64-character code the IRP answered (digits and a to f)."
BAD_QR = "Paste the signed QR code the IRP answered (three parts separated by dots)."


@transaction.atomic
def einvoice_irn_record(*, invoice: Invoice, irn: str, signed_qr: str) -> Invoice:
    """Keep the IRN and signed QR; the PDF is drawn again with them on its next download."""
    irn, signed_qr = (irn or "").strip().lower(), "".join((signed_qr or "").split())
    errors = FieldErrors()
    if not IRN_RE.match(irn):
        errors.add("irn", BAD_IRN)
    if not JWT_RE.match(signed_qr) or len(signed_qr) > 4000:
        errors.add("signed_qr", BAD_QR)
    errors.raise_if_any("Please check the IRN and the signed QR code.")
    locked = Invoice.objects.select_for_update().get(pk=invoice.pk)
    locked.irn, locked.signed_qr = irn, signed_qr
    if locked.pdf:
        locked.pdf.delete(save=False)  # drawn once more, now with the IRN and its QR
    locked.save(update_fields=["irn", "signed_qr", "pdf"])
    return locked
