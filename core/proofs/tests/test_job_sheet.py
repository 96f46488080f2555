"""The job sheet prints the proofs' approval: which revision, who approved it and when (IST), with
the approved picture; an order still waiting for its approval says so."""

import io
import zipfile
from datetime import UTC, datetime

import pytest
from pypdf import PdfReader

from core.fulfilment.packs import order_pack_zip
from core.orders.tests.factories import OrderFactory
from core.proofs.models import ProofRevision
from core.proofs.tests.factories import approve, pdf, upload

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    settings.MEDIA_ROOT = str(tmp_path)


def _sheet(order) -> PdfReader:
    archive = zipfile.ZipFile(io.BytesIO(order_pack_zip(order)))
    return PdfReader(io.BytesIO(archive.read(f"{order.order_id}/{order.order_id}-job-sheet.pdf")))


def _text(reader: PdfReader) -> str:
    return " ".join("\n".join(page.extract_text() for page in reader.pages).split())


def _approved_at(revision: ProofRevision, when: datetime) -> None:
    ProofRevision.objects.filter(pk=revision.pk).update(decided_at=when)


def test_the_job_sheet_prints_who_approved_which_revision_and_when_in_ist(customer):
    customer.name = "Kavya Menon"
    customer.save()
    order = OrderFactory(customer=customer, designs=True)
    upload(order)
    second = approve(upload(order))
    _approved_at(second, datetime(2026, 11, 26, 20, 15, tzinfo=UTC))  # 01:45 on the 27th in India
    reader = _sheet(order)
    assert len(reader.pages) == 1
    text = _text(reader)
    assert "PROOF" in text
    assert "Front logo: revision 2 approved by Kavya Menon on 27/11/2026 01:45 IST" in text
    # the approved mock-up is drawn beside the line: one picture more than the print files' thumbnails
    plain = _sheet(OrderFactory(designs=True))
    assert len(reader.pages[0].images) == len(plain.pages[0].images) + 1


def test_a_pdf_proof_is_named_without_a_picture(customer):
    order = OrderFactory(customer=customer)
    approve(upload(order, design="Back print", data=pdf()))
    text = _text(_sheet(order))
    assert "Back print: revision 1 approved by" in text


def test_an_order_waiting_for_its_proof_says_do_not_print():
    order = OrderFactory()
    upload(order)
    assert "Proof not approved by the customer: do not print." in _text(_sheet(order))


def test_an_order_without_proofs_prints_no_proof_block():
    assert "PROOF" not in _text(_sheet(OrderFactory()))
