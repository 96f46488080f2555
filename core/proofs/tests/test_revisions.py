"""Proof revisions: uploads checked by content, numbered per design, kept; the customer who owns the
order decides the newest one; the print floor sees approved proofs only; the customer's e-mail."""

import io

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.conftest import JsonClient
from core.notifications.models import OutgoingEmail
from core.orders.changes.services import order_update
from core.orders.tests.factories import OrderFactory
from core.proofs.files import TOO_LARGE, WRONG_PROOF_TYPE
from core.proofs.models import ProofStatus
from core.proofs.services import NOT_LATEST, SAY_WHAT
from core.proofs.tests.factories import approve, jpeg, pdf, png, upload

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _media(settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    settings.MEDIA_ROOT = str(tmp_path)


@pytest.fixture
def order(customer):
    return OrderFactory(customer=customer)


def _member(role: Role) -> JsonClient:
    client = JsonClient()
    client.force_login(StaffFactory(role=role, name=f"{role.label} member"))
    return client


def _upload(client: JsonClient, order, data: bytes, name: str = "proof.png", design: str = "Front logo"):
    file = io.BytesIO(data)
    file.name = name
    return client.post(
        f"/api/office/orders/{order.order_id}/proofs",
        {"design": design, "note": "Logo 25 cm wide", "file": file},
        HTTP_X_CSRFTOKEN=client.csrf(),
    )


def test_the_desk_uploads_revisions_numbered_per_design_and_keeps_them_all(order):
    desk = _member(Role.ORDER_DESK)
    first = _upload(desk, order, png())
    assert first.status_code == 201, first.content
    assert (first.json()["number"], first.json()["status"], first.json()["kind"]) == (1, "pending", "image")
    assert first.json()["uploaded_by"] == "Order desk member"
    second = _upload(desk, order, jpeg(), name="mockup.jpg", design="front  LOGO")
    back = _upload(desk, order, pdf(), name="back.pdf", design="Back print")
    assert (second.json()["number"], back.json()["number"], back.json()["kind"]) == (2, 1, "pdf")
    listing = desk.get(f"/api/office/orders/{order.order_id}/proofs").json()
    assert listing["required"] is True and listing["approved"] is False
    assert [(r["design"], r["number"], r["status"]) for r in listing["revisions"]] == [
        ("Back print", 1, "pending"),
        ("Front logo", 1, "superseded"),
        ("front LOGO", 2, "pending"),
    ]


@pytest.mark.parametrize(
    ("data", "name", "message"),
    [
        (b"%PDF-1.7 cut short", "proof.pdf", "This PDF is damaged or cut short: export it again."),
        (b"<svg xmlns='http://www.w3.org/2000/svg'/>", "proof.png", WRONG_PROOF_TYPE),
        (b"GIF89a" + b"\x00" * 40, "proof.jpg", WRONG_PROOF_TYPE),
        (b"", "proof.png", WRONG_PROOF_TYPE),
    ],
)
def test_a_proof_is_checked_by_its_content_not_its_name(order, data, name, message):
    response = _upload(_member(Role.OWNER), order, data, name=name)
    assert response.status_code == 400
    assert response.json()["errors"] == {"file": [message]}
    assert not order.proof_revisions.exists()


def test_a_proof_over_the_size_limit_is_refused(order):
    big = b"%PDF-1.7\n" + b"0" * (10 * 1024 * 1024) + b"\n%%EOF\n"
    response = _upload(_member(Role.OWNER), order, big, name="big.pdf")
    assert response.status_code == 400 and response.json()["errors"] == {"file": [TOO_LARGE]}


def test_a_picture_is_stored_as_a_fresh_png_under_a_name_the_server_chooses(order):
    revision = upload(order, data=jpeg())
    assert revision.file.name.endswith(f"{order.order_id}-front-logo-r1.png")
    with revision.file.open("rb") as fh:
        assert fh.read(8) == b"\x89PNG\r\n\x1a\n"


def test_proofs_are_for_pending_orders_only(order):
    order_update(order=order, actor=None, status="confirm")
    response = _upload(_member(Role.OWNER), order, png())
    assert response.status_code == 409
    assert response.json()["message"] == "Proofs are for orders before production: this order is confirm."


def test_the_desk_marks_an_order_as_needing_a_proof(order):
    desk = _member(Role.ORDER_DESK)
    response = desk.send("post", f"/api/office/orders/{order.order_id}/proofs/required")
    assert response.status_code == 200
    assert response.json() == {
        "order_id": order.order_id,
        "required": True,
        "approved": False,
        "approved_only": False,
        "revisions": [],
    }
    refused = desk.send("put", f"/api/office/orders/{order.order_id}", {"status": "confirm"})
    assert refused.status_code == 409


def test_the_customer_is_emailed_that_a_proof_waits(order):
    revision = upload(order, note="Logo 25 cm wide")
    email = OutgoingEmail.objects.get(order=order, kind="proof_ready")
    assert email.subject == f"Your proof for order {order.order_id} is ready to approve"
    assert f"/oandr/order/{order.order_id}" in email.body_text
    assert "Front logo (revision 1)" in email.body_text and "Logo 25 cm wide" in email.body_text
    assert email.dedupe_key == f"{order.order_id}:proof:{revision.pk}"


def test_the_owner_customer_approves_from_their_order_page(order, customer_client):
    revision = upload(order)
    seen = customer_client.get(f"/api/orders/{order.order_id}/proofs/").json()
    assert seen["required"] is True and seen["approved"] is False
    assert seen["revisions"][0]["file_url"] == f"/api/orders/{order.order_id}/proofs/{revision.pk}/file/"
    assert seen["revisions"][0]["can_decide"] is True and "uploaded_by" not in seen["revisions"][0]
    file = customer_client.get(seen["revisions"][0]["file_url"])
    assert file.status_code == 200 and file["Content-Type"] == "image/png"
    url = f"/api/orders/{order.order_id}/proofs/{revision.pk}/decision/"
    response = customer_client.send("post", url, {"decision": "approve"})
    assert response.status_code == 200
    assert response.json()["status"] == "approved" and response.json()["can_decide"] is False
    assert customer_client.get(f"/api/orders/{order.order_id}/proofs/").json()["approved"] is True
    again = customer_client.send("post", url, {"decision": "changes", "comment": "Bigger"})
    assert again.status_code == 409 and again.json()["message"] == "This proof was decided already."


def test_asking_for_changes_needs_a_comment_and_keeps_it(order, customer_client, customer):
    revision = upload(order)
    url = f"/api/orders/{order.order_id}/proofs/{revision.pk}/decision/"
    empty = customer_client.send("post", url, {"decision": "changes", "comment": "  "})
    assert empty.status_code == 400 and empty.json()["errors"] == {"comment": [SAY_WHAT]}
    asked = customer_client.send("post", url, {"decision": "changes", "comment": "Make the logo bigger"})
    assert asked.json()["status"] == "changes" and asked.json()["comment"] == "Make the logo bigger"
    revision.refresh_from_db()
    assert (revision.status, revision.decided_by) == (ProofStatus.CHANGES, customer)
    assert revision.decided_at is not None


def test_an_older_revision_cannot_be_decided(order, customer_client):
    first = upload(order)
    upload(order)
    url = f"/api/orders/{order.order_id}/proofs/{first.pk}/decision/"
    response = customer_client.send("post", url, {"decision": "approve"})
    assert response.status_code == 409 and response.json()["message"] == NOT_LATEST


def test_another_customer_anonymous_and_the_team_cannot_see_or_decide(order, other_client):
    revision = upload(order)
    paths = [
        ("get", f"/api/orders/{order.order_id}/proofs/"),
        ("get", f"/api/orders/{order.order_id}/proofs/{revision.pk}/file/"),
        ("post", f"/api/orders/{order.order_id}/proofs/{revision.pk}/decision/"),
    ]
    for method, path in paths:
        for client, code in ((other_client, 403), (JsonClient(), 401), (_member(Role.OWNER), 403)):
            if method == "get":
                response = client.get(path)
            else:
                response = client.send("post", path, {"decision": "approve"})
            assert response.status_code == code, (path, code)
    revision.refresh_from_db()
    assert revision.status == ProofStatus.PENDING


def test_the_print_floor_sees_approved_proofs_only(order):
    waiting = upload(order, design="Back print")
    approved = approve(upload(order))
    floor = _member(Role.PRINT_FLOOR)
    listing = floor.get(f"/api/office/orders/{order.order_id}/proofs").json()
    assert listing["approved_only"] is True
    assert [r["id"] for r in listing["revisions"]] == [approved.pk]
    assert floor.get(f"/api/office/proofs/{approved.pk}/file").status_code == 200
    assert floor.get(f"/api/office/proofs/{waiting.pk}/file").status_code == 404
    desk = _member(Role.ORDER_DESK)
    assert len(desk.get(f"/api/office/orders/{order.order_id}/proofs").json()["revisions"]) == 2
    assert desk.get(f"/api/office/proofs/{waiting.pk}/file").status_code == 200
    for role in (Role.ACCOUNTS, Role.SUPPORT):
        assert _member(role).get(f"/api/office/orders/{order.order_id}/proofs").status_code == 403


def test_a_pdf_proof_opens_in_a_sandbox(order, customer_client):
    revision = upload(order, data=pdf())
    response = customer_client.get(f"/api/orders/{order.order_id}/proofs/{revision.pk}/file/")
    assert response["Content-Type"] == "application/pdf"
    assert response["Content-Security-Policy"] == "sandbox"
    assert response["Content-Disposition"].startswith("inline;")


def test_the_proofs_list_reads_a_fixed_number_of_queries(order):
    for n in range(6):
        upload(order, design=f"Design {n}")
    desk = _member(Role.ORDER_DESK)
    desk.get(f"/api/office/orders/{order.order_id}/proofs")  # the session and role, read once
    with CaptureQueriesContext(connection) as queries:
        response = desk.get(f"/api/office/orders/{order.order_id}/proofs")
    assert response.status_code == 200 and len(response.json()["revisions"]) == 6
    assert len(queries) <= 9, [q["sql"] for q in queries]
