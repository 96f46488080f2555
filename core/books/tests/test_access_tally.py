"""Who may start, follow and download the Tally file (an export of level "tally"): the roles holding
view_accounts (Accounts and the owner); every other role is refused (403), a customer and another
customer too (403), anonymous 401. Bad periods are refused with a clear 400, never a 500."""

import io

import pytest

from core.accounts.roles import ROLE_PERMS, Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.common.permissions import Perm
from core.conftest import JsonClient
from core.exports.models import ExportJob, ExportStatus

pytestmark = pytest.mark.django_db
SUBJECTS = ["anonymous", "customer", "other customer", *[role.value for role in Role]]
START = {"level": "tally", "month": "2026-11", "span": "month"}


def _allowed(subject: str) -> bool:
    return subject in Role.values and Perm.VIEW_ACCOUNTS in ROLE_PERMS[Role(subject)]


@pytest.fixture
def people():
    team = {role.value: StaffFactory(role=role) for role in Role}
    return {"customer": CustomerFactory(), "other customer": CustomerFactory(), **team}


@pytest.fixture
def tally_job(people, settings, tmp_path):
    settings.SHOP_MEDIA_ROOT = str(tmp_path)
    job = ExportJob.objects.create(
        created_by=people["accounts"], level="tally", params={"month": "2026-11"}, status=ExportStatus.DONE
    )
    job.file.save("tally.xml", io.BytesIO(b"<ENVELOPE/>"), save=True)
    return job


@pytest.mark.parametrize("subject", SUBJECTS)
def test_each_subject_is_answered_as_the_role_table_says(subject, people, tally_job):
    client = JsonClient()
    if subject != "anonymous":
        client.force_login(people[subject])
    refused = 401 if subject == "anonymous" else 403
    calls = {
        "POST /api/office/exports": lambda: client.send("post", "/api/office/exports", START),
        "GET /api/office/exports/{job_id}": lambda: client.get(f"/api/office/exports/{tally_job.id}"),
        "GET /api/office/exports/{job_id}/file": lambda: client.get(
            f"/api/office/exports/{tally_job.id}/file"
        ),
    }
    for name, call in calls.items():
        response = call()
        if _allowed(subject):
            assert response.status_code in (200, 202), (name, response.content[:200])
        else:
            assert response.status_code == refused, (name, response.status_code)
            assert "message" in response.json()
    assert sorted(s for s in SUBJECTS if _allowed(s)) == ["accounts", "owner"]


@pytest.mark.parametrize(
    "body, field, message",
    [
        ({"month": "2026-13"}, "month", None),  # the schema's pattern
        ({}, "date_from", "Choose a month, or a from and a to date"),
        ({"date_from": "2026-11-30", "date_to": "2026-11-01"}, "date_from", "the to date not before"),
        ({"date_from": "2025-01-01", "date_to": "2026-11-01"}, "date_from", "at most 366 days"),
        ({"month": "2026-11", "span": "year"}, "span", None),
    ],
)
def test_a_bad_period_is_a_clear_400(people, body, field, message):
    client = JsonClient()
    client.force_login(people["accounts"])
    response = client.send("post", "/api/office/exports", {"level": "tally", **body})
    assert response.status_code in (400, 422), response.content
    answer = response.json()
    assert answer["message"]
    if message:
        assert message in answer["message"] and field in answer["errors"]
    assert not ExportJob.objects.filter(level="tally").exists()


def test_a_period_from_to_is_kept_as_given(people):
    client = JsonClient()
    client.force_login(people["owner"])
    body = {"level": "tally", "date_from": "2026-11-01", "date_to": "2026-11-15"}
    response = client.send("post", "/api/office/exports", body)
    assert response.status_code == 202
    assert ExportJob.objects.get(level="tally").params == {"date_from": "2026-11-01", "date_to": "2026-11-15"}
