"""From the courier's push to the desk's recorded action: a failed delivery pushed by the courier
opens the desk's task, the customer's answer by the e-mail's link reaches that task, and the desk
passing it on to the courier is recorded (who, when, what) and audited."""

import re
from datetime import UTC, datetime

import pytest

from core.accounts.roles import Role
from core.accounts.tests.factories import StaffFactory
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.couriers.tests import payloads
from core.couriers.tests.payloads import DELHIVERY_TOKEN
from core.ndr.models import NdrAction, NdrCase
from core.ndr.selectors import reattempt_dates
from core.ndr.tests.clock import travel
from core.notifications.models import EmailKind, OutgoingEmail
from core.orders.tests.factories import OrderFactory
from core.orders.tests.shipping import ship

pytestmark = pytest.mark.django_db
AWB = "1234500009876"
PUSHED = datetime(2026, 11, 24, 12, 30, tzinfo=UTC)  # 18:00 IST, a Tuesday


def test_an_ndr_answered_by_the_customer_reaches_the_desks_task_and_its_recorded_action(settings):
    settings.SHOP_DELHIVERY_PUSH_TOKEN = DELHIVERY_TOKEN
    member = StaffFactory(role=Role.ORDER_DESK)
    desk = JsonClient()
    desk.force_login(member)
    order = OrderFactory(payment_method="cod")
    ship(order, courier="Delhivery", awb=AWB)
    with travel(PUSHED):
        failed = payloads.delhivery(
            AWB, "Pending", "UD", "2026-11-24T17:40:00", nsl="EOD-11", instructions="Consignee unavailable"
        )
        pushed = JsonClient().post(
            "/api/couriers/delhivery/events",
            data=failed,
            content_type="application/json",
            HTTP_AUTHORIZATION=f"Token {DELHIVERY_TOKEN}",
        )
        assert pushed.json()["state"] == "ndr"
        case = NdrCase.objects.get(order=order)
        queue = desk.get('/api/office/ndr-cases?filter={"live":true}').json()
        assert [(r["id"], r["status"], r["reason"]) for r in queue] == [
            (case.pk, "open", "Consignee unavailable")
        ]

        mail = OutgoingEmail.objects.get(kind=EmailKind.NDR, to_email=order.customer.email)
        token = re.search(r"/delivery/([\w.\-]+)", mail.body_text).group(1)
        chosen = str(reattempt_dates()[0])
        answered = JsonClient().send("post", f"/api/ndr/{token}/", {"choice": "reattempt", "date": chosen})
        assert answered.status_code == 200, answered.content
        row = desk.get(f"/api/office/ndr-cases/{case.pk}").json()
        assert (row["status"], row["answer"], row["answer_date"], row["actions"]) == (
            "answered",
            "reattempt",
            chosen,
            [],
        )

        acted = desk.send(
            "post", f"/api/office/ndr-cases/{case.pk}/action", {"kind": "reschedule", "on_date": chosen}
        )
        assert acted.status_code == 200, acted.content
    row = desk.get('/api/office/ndr-cases?filter={"live":true}').json()[0]
    assert (row["status"], row["action"]) == ("actioned", "reschedule")
    assert [(a["kind"], a["on_date"], a["courier_status"]) for a in row["actions"]] == [
        ("reschedule", chosen, "by_hand")
    ]
    action = NdrAction.objects.get(case=case)
    assert (action.actor, str(action.on_date)) == (member, chosen)
    entry = AuditEntry.objects.get(action=AuditAction.NDR_ACTION)
    assert entry.actor == member and order.order_id in entry.target
