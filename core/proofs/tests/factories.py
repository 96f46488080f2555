"""Proof files and revisions for the tests."""

import io

from PIL import Image

from core.orders.models import Order
from core.proofs.models import ProofDecision, ProofRevision
from core.proofs.services import proof_decide, proof_upload


def png(colour: str = "#5b2a86", size: tuple[int, int] = (60, 40)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return out.getvalue()


def jpeg() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (50, 50), "#c50404").save(out, "JPEG")
    return out.getvalue()


def pdf() -> bytes:
    """A small real PDF (fpdf2), as a designer's export would be."""
    from fpdf import FPDF

    doc = FPDF()
    doc.add_page()
    doc.set_font("helvetica", size=12)
    doc.cell(40, 10, "Proof")
    return bytes(doc.output())


def upload(
    order: Order, *, design: str = "Front logo", data: bytes | None = None, actor=None, note=""
) -> ProofRevision:
    return proof_upload(order=order, actor=actor, design=design, data=data or png(), note=note)


def approve(revision: ProofRevision) -> ProofRevision:
    return proof_decide(revision=revision, customer=revision.order.customer, decision=ProofDecision.APPROVE)
