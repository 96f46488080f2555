"""Roles as the owner uses them: register a member in a role, change it, switch a member off; the
shop always keeps an active owner; a change counts on the member's very next request; each change is
in the audit trail."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.accounts.roles import ROLE_PERMS, Role
from core.accounts.staff.selectors import role_of
from core.accounts.staff.services import LAST_OWNER, admin_register, admin_update, staff_role_set
from core.accounts.tests.factories import StaffFactory
from core.common.errors import ApplicationError
from core.common.models import AuditAction, AuditEntry
from core.common.permissions import perms_of
from core.conftest import JsonClient
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def _client(user) -> JsonClient:
    client = JsonClient()
    client.force_login(user)
    return client


def test_a_registered_member_gets_the_order_desk_unless_another_role_is_chosen():
    owner = StaffFactory()
    desk = admin_register(actor=owner, name="Deepa", phone_number="9000000101", password="Rangrez@Desk101")
    printer = admin_register(
        actor=owner, name="Prem", phone_number="9000000102", password="Rangrez@Print102", role="print_floor"
    )
    assert (role_of(desk), role_of(printer)) == (Role.ORDER_DESK, Role.PRINT_FLOOR)
    assert set(perms_of(printer)) == {p.value for p in ROLE_PERMS[Role.PRINT_FLOOR]}
    added = AuditEntry.objects.filter(action=AuditAction.STAFF_ADDED).values_list("after", flat=True)
    assert sorted(added) == ["Order desk", "Print floor"]


def test_an_unknown_role_is_refused_with_the_roles_named():
    with pytest.raises(ApplicationError) as refused:
        admin_register(
            actor=StaffFactory(), name="X", phone_number="9000000103", password="Rangrez@X10301", role="boss"
        )
    assert "Order desk" in refused.value.errors["role"][0]


def test_the_last_active_owner_keeps_the_role_and_stays_on():
    owner = StaffFactory()
    with pytest.raises(ApplicationError) as demoted:
        staff_role_set(user=owner, role=Role.SUPPORT, actor=owner)
    assert demoted.value.message == LAST_OWNER
    other = StaffFactory(role=Role.ORDER_DESK)
    with pytest.raises(ApplicationError):
        admin_update(actor=other, admin=owner, name=owner.name, is_active=False)
    # with a second owner, the first may step down
    StaffFactory()
    staff_role_set(user=owner, role=Role.SUPPORT, actor=owner)
    assert role_of(owner) == Role.SUPPORT
    entry = AuditEntry.objects.get(action=AuditAction.ROLE)
    assert (entry.before, entry.after, entry.actor) == ("Owner", "Support", owner)


def test_a_demoted_member_is_refused_on_the_very_next_request():
    owner, member = StaffFactory(), StaffFactory(role=Role.ACCOUNTS)
    client = _client(member)
    assert client.get("/api/paid/").status_code == 200
    staff_role_set(user=member, role=Role.PRINT_FLOOR, actor=owner)
    refused = client.get("/api/paid/")
    assert refused.status_code == 403 and refused.json()["message"].startswith("Your role does not allow")


def test_a_switched_off_member_is_logged_out_at_once():
    owner, member = StaffFactory(), StaffFactory(role=Role.SUPPORT)
    client = _client(member)
    assert client.get("/api/office/orders").status_code == 200
    admin_update(actor=owner, admin=member, name=member.name, is_active=False)
    assert client.get("/api/office/orders").status_code == 401
    assert client.get("/api/me/").json()["authenticated"] is False


def test_a_payment_marked_by_the_team_is_in_the_audit_trail(staff_client, staff):
    order = OrderFactory()
    staff_client.send("patch", "/api/paymentupdate/", {"order_id": order.order_id, "payment_status": "paid"})
    entry = AuditEntry.objects.get(action=AuditAction.PAYMENT)
    assert (entry.target, entry.before, entry.after, entry.actor) == (
        f"Order {order.order_id}",
        "unpaid",
        "paid",
        staff,
    )


def test_the_owner_reads_the_audit_trail_and_nobody_edits_it(staff_client):
    StaffFactory(role=Role.SUPPORT)
    admin_register(actor=StaffFactory(), name="Deepa", phone_number="9000000104", password="Rangrez@Desk104")
    listed = staff_client.get("/api/office/audit").json()
    assert listed[0]["action"] == "staff_added" and listed[0]["after"] == "Order desk"
    support = _client(StaffFactory(role=Role.SUPPORT))
    assert support.get("/api/office/audit").status_code == 403
    owner_admin = _client(StaffFactory(is_superuser=True))
    entry = AuditEntry.objects.first()
    change = owner_admin.get(f"/admin/common/auditentry/{entry.pk}/change/")
    assert change.status_code == 200 and b'name="target"' not in change.content
    assert owner_admin.get(f"/admin/common/auditentry/{entry.pk}/delete/").status_code == 403


def test_me_tells_the_back_office_the_role_and_its_permissions():
    me = _client(StaffFactory(role=Role.PRINT_FLOOR)).get("/api/me/").json()
    assert me["role"] == "print_floor"
    assert sorted(me["permissions"]) == ["manage_stock", "plan_production", "print_files"]


def test_a_kept_answer_is_never_served_to_another_role(settings):
    """The answer cache keys by the member's permissions too: a demoted member gets a fresh refusal."""
    settings.SHOP_ANSWER_CACHE = True
    owner, member = StaffFactory(), StaffFactory(role=Role.ACCOUNTS)
    client = _client(member)
    OrderFactory(payment_status="paid")
    assert client.get("/api/paid/").status_code == 200
    staff_role_set(user=member, role=Role.SUPPORT, actor=owner)
    assert client.get("/api/paid/").status_code == 403


def test_the_staff_list_reads_the_roles_in_one_query_whatever_its_length(staff_client):
    def listed() -> int:
        with CaptureQueriesContext(connection) as ctx:
            assert staff_client.get("/api/office/admins").status_code == 200
        return len(ctx.captured_queries)

    StaffFactory(role=Role.SUPPORT)
    few = listed()
    for role in (Role.ACCOUNTS, Role.PRINT_FLOOR, Role.ORDER_DESK, Role.SUPPORT, Role.ACCOUNTS):
        StaffFactory(role=role)
    assert listed() == few
