"""Consent per purpose: each give and withdraw is a ledger event with the notice's version, wording
and language; the state and the counts follow; withdrawal stops the newsletter at once; the data
download lists both events; the owner's counts and the ledger's spreadsheet."""

import io
import json
import zipfile

import openpyxl
import pytest
from django.utils import timezone

from core.accounts.roles import Role
from core.accounts.tests.factories import CustomerFactory, StaffFactory
from core.conftest import JsonClient
from core.consent import notices
from core.consent.models import ConsentCount, ConsentEvent, ConsentState
from core.consent.selectors import consent_allows, consent_counts
from core.consent.services import consent_give, consent_person, consent_withdraw
from core.content.models import NewsletterSignup
from core.exports.models import ExportJob
from core.jobs.tests.worker import run_ready_tasks

pytestmark = pytest.mark.django_db

HINDI_MARKETING = "मुझे नए डिज़ाइन और ऑफ़र ई-मेल करें"


def test_the_notice_says_what_data_for_what_purpose_how_to_withdraw_and_complain_in_both_languages(client):
    english = client.get("/api/consent/notice/?language=en").json()
    hindi = client.get("/api/consent/notice/?language=hi").json()
    assert [p["code"] for p in english["purposes"]] == ["marketing_email", "whatsapp", "review_photos"]
    assert english["version"] == hindi["version"] == notices.current_version()
    assert "one click" in english["withdraw"] and "Data Protection Board" in english["complain"]
    assert "grievance@rangrez.in" in english["complain"] and "Meera Sharma" in hindi["complain"]
    assert hindi["purposes"][0]["label"].startswith(HINDI_MARKETING)
    assert {lang["name"] for lang in hindi["languages"]} == {"English", "हिन्दी"}
    assert client.get("/api/consent/notice/?language=fr").status_code == 400


def test_checkout_tick_records_one_event_with_version_wording_and_language_and_withdraw_one_more(customer):
    c = JsonClient()
    c.force_login(customer)
    answer = c.send(
        "post", "/api/consent/", {"purposes": ["marketing_email"], "language": "hi", "place": "checkout"}
    )
    assert answer.status_code == 201 and answer.json()["recorded"] == 1
    given = ConsentEvent.objects.get()
    assert (given.purpose, given.action, given.language, given.place) == (
        "marketing_email",
        "given",
        "hi",
        "checkout",
    )
    assert given.notice_version == notices.current_version() and given.wording.startswith(HINDI_MARKETING)
    assert given.email == customer.email.lower() and given.user == customer
    assert consent_allows(email=customer.email, purpose="marketing_email")
    assert not consent_allows(email=customer.email, purpose="whatsapp")  # never ticked, never given
    choices = {c["purpose"]: c["given"] for c in c.get("/api/me/consents/").json()}
    assert choices == {"marketing_email": True, "whatsapp": False, "review_photos": False}

    after = c.send("post", "/api/me/consents/withdraw/", {"purpose": "marketing_email", "language": "en"})
    assert (
        after.status_code == 200 and not {x["purpose"]: x["given"] for x in after.json()}["marketing_email"]
    )
    withdrawn = ConsentEvent.objects.exclude(pk=given.pk).get()
    assert (withdrawn.action, withdrawn.place, withdrawn.language) == ("withdrawn", "account", "en")
    assert withdrawn.wording.startswith("E-mail me new designs and offers")
    assert not consent_allows(email=customer.email, purpose="marketing_email")


def test_withdrawal_takes_the_address_off_the_newsletter_at_once(client):
    body = {
        "purposes": ["marketing_email"],
        "language": "en",
        "place": "newsletter",
        "email": "Asha@Example.in",
    }
    assert client.send("post", "/api/consent/", body).status_code == 201
    assert NewsletterSignup.objects.filter(email="asha@example.in").exists()  # on the club's list
    stop = client.send(
        "post", "/api/consent/withdraw/", {"email": "asha@example.in", "purpose": "marketing_email"}
    )
    assert stop.status_code == 200 and not consent_allows(email="asha@example.in", purpose="marketing_email")
    assert not NewsletterSignup.objects.filter(email="asha@example.in").exists()  # no more newsletters
    assert [e.action for e in ConsentEvent.objects.order_by("at")] == ["given", "withdrawn"]


def test_counts_are_kept_with_each_change_and_equal_the_states():
    people = [consent_person(user=None, email=f"p{i}@example.in") for i in range(3)]
    for person in people:
        consent_give(person=person, purposes=["marketing_email", "whatsapp"], language="en", place="signup")
    consent_give(person=people[0], purposes=["marketing_email"], language="hi", place="account")  # again
    consent_withdraw(person=people[1], purpose="whatsapp")
    consent_withdraw(person=people[1], purpose="whatsapp")  # nothing left to withdraw: no event
    counts = {c["purpose"]: (c["given"], c["withdrawn"]) for c in consent_counts()}
    assert counts == {"marketing_email": (3, 0), "whatsapp": (2, 1), "review_photos": (0, 0)}
    for row in ConsentCount.objects.all():
        assert row.given == ConsentState.objects.filter(purpose=row.purpose, given=True).count()
    assert ConsentEvent.objects.count() == 3 * 2 + 1 + 1


def test_nothing_is_ticked_for_the_person_and_bad_choices_are_refused(client, customer):
    c = JsonClient()
    c.force_login(customer)
    for body, field in [
        ({"purposes": [], "language": "en", "place": "signup"}, "purposes"),
        ({"purposes": ["order_updates"], "language": "en", "place": "signup"}, "purposes"),
        ({"purposes": ["whatsapp"], "language": "ta", "place": "signup"}, "language"),
        ({"purposes": ["whatsapp"], "language": "en", "place": "kiosk"}, "place"),
    ]:
        answer = c.send("post", "/api/consent/", body)
        assert answer.status_code == 400 and field in answer.json()["errors"], body
    anonymous = client.send(
        "post", "/api/consent/", {"purposes": ["whatsapp"], "language": "en", "place": "signup"}
    )
    assert anonymous.status_code == 400 and "email" in anonymous.json()["errors"]
    assert not ConsentEvent.objects.exists()


def test_a_customer_cannot_consent_for_someone_elses_address(customer):
    c = JsonClient()
    c.force_login(customer)
    body = {"purposes": ["whatsapp"], "language": "en", "place": "account", "email": "someone@else.in"}
    assert c.send("post", "/api/consent/", body).status_code == 201
    assert ConsentEvent.objects.get().email == customer.email.lower()


def test_the_data_download_lists_the_consent_given_and_withdrawn(customer):
    c = JsonClient()
    c.force_login(customer)
    c.send("post", "/api/consent/", {"purposes": ["marketing_email"], "language": "hi", "place": "checkout"})
    c.send("post", "/api/me/consents/withdraw/", {"purpose": "marketing_email"})
    started = c.send("post", "/api/me/data/exports/")
    assert started.status_code == 202
    run_ready_tasks()
    job = c.get(f"/api/me/data/exports/{started.json()['id']}/").json()
    answer = c.get(job["download_url"])
    with zipfile.ZipFile(io.BytesIO(b"".join(answer.streaming_content))) as zf:
        data = json.loads(zf.read("my-data.json"))
    events = data["consent_events"]
    assert [(e["purpose"], e["action"], e["language"]) for e in events] == [
        ("marketing_email", "given", "hi"),
        ("marketing_email", "withdrawn", "en"),
    ]
    assert events[0]["wording"].startswith(HINDI_MARKETING) and events[0]["notice_version"] == 1


def test_the_owner_sees_counts_and_exports_the_ledger_of_a_month():
    owner = StaffFactory(role=Role.OWNER)
    consent_give(
        person=consent_person(user=None, email="a@example.in"),
        purposes=["whatsapp"],
        language="hi",
        place="signup",
    )
    c = JsonClient()
    c.force_login(owner)
    counts = c.get("/api/office/consent/counts").json()
    assert {"purpose": "whatsapp", "given": 1, "withdrawn": 0} in counts
    month = timezone.localdate().strftime("%Y-%m")
    assert c.send("post", "/api/office/exports", {"level": "consent", "month": month}).status_code == 202
    run_ready_tasks()
    job = ExportJob.objects.get(level="consent")
    with job.file.open("rb") as fh:
        sheet = openpyxl.load_workbook(io.BytesIO(fh.read())).active
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[0][:4] == ("Time (IST)", "E-mail", "Purpose", "Action")
    assert rows[1][1:7] == ("a@example.in", "whatsapp", "Given", "1", "hi", "Sign-up")
    assert rows[1][7].startswith("मुझे व्हाट्सऐप पर")


def test_the_support_role_sees_no_counts():
    c = JsonClient()
    c.force_login(StaffFactory(role=Role.SUPPORT))
    assert c.get("/api/office/consent/counts").status_code == 403
    c.force_login(CustomerFactory())
    assert c.get("/api/office/consent/counts").status_code == 403


def test_the_lists_cost_a_fixed_number_of_queries_however_many_consent():
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    owner = StaffFactory(role=Role.OWNER)
    customer = CustomerFactory()
    c, mine = JsonClient(), JsonClient()
    c.force_login(owner)
    mine.force_login(customer)
    costs = []
    for people in (1, 6):
        for i in range(people):
            person = consent_person(user=None, email=f"n{people}-{i}@example.in")
            consent_give(person=person, purposes=["whatsapp", "review_photos"], language="en", place="signup")
        with CaptureQueriesContext(connection) as counts:
            assert c.get("/api/office/consent/counts").status_code == 200
        with CaptureQueriesContext(connection) as choices:
            assert mine.get("/api/me/consents/").status_code == 200
        costs.append((len(counts), len(choices)))
    assert costs[0] == costs[1]
    # the counters are read, never the states or the ledger
    read = " ".join(q["sql"] for q in counts.captured_queries)
    assert "consent_consentevent" not in read
