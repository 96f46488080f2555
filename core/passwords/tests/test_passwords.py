"""Forgotten and changed passwords (OWASP Forgot Password Cheat Sheet): one answer for every login,
a link that works once and for an hour, every other session ended, an e-mail after the change."""

import re
from datetime import datetime, timedelta
from unittest import mock

import pytest
from django.contrib.auth.tokens import PasswordResetTokenGenerator

from core.accounts.tests.factories import PASSWORD, CustomerFactory
from core.common.models import AuditAction, AuditEntry
from core.conftest import JsonClient
from core.jobs.tests.worker import run_ready_tasks
from core.notifications.models import EmailKind, OutgoingEmail

pytestmark = pytest.mark.django_db

NEW = "Sunset#Kurta2026"
LINK = re.compile(r"/reset-password/([A-Za-z0-9_-]+)/([A-Za-z0-9-]+)")


def _forgot(login: str):
    return JsonClient().send("post", "/api/password/forgot/", {"login": login})


def _link(user) -> tuple[str, str]:
    body = (
        OutgoingEmail.objects.filter(to_email=user.email, kind=EmailKind.PASSWORD_RESET)
        .latest("pk")
        .body_text
    )
    uid, token = LINK.search(body).groups()
    return uid, token


def _reset(uid: str, token: str, password: str = NEW):
    body = {"uid": uid, "token": token, "password": password, "password2": password}
    return JsonClient().send("post", "/api/password/reset/", body)


def _logged_in(user) -> JsonClient:
    client = JsonClient()
    assert (
        client.send(
            "post", "/api/login/", {"phone_number": user.phone_number, "password": PASSWORD}
        ).status_code
        == 200
    )
    return client


def _is_logged_in(client: JsonClient) -> bool:
    return client.get("/api/me/").json()["authenticated"]


def test_the_answer_is_the_same_for_an_account_an_unknown_phone_and_an_unknown_email(customer):
    answers = [_forgot(login) for login in (customer.phone_number, "9999999999", "nobody@example.in", "x")]
    assert {a.status_code for a in answers} == {200}
    assert len({a.content for a in answers}) == 1
    assert "link works once, for 1 hour" in answers[0].json()["message"]
    # each request queued the same one task; only the real account's e-mail is then recorded
    assert run_ready_tasks() == 4
    assert list(OutgoingEmail.objects.values_list("to_email", "kind")) == [
        (customer.email, EmailKind.PASSWORD_RESET)
    ]


def test_a_customer_resets_by_email_address_and_logs_in_with_the_new_password(customer):
    _forgot(customer.email.upper())
    run_ready_tasks()
    uid, token = _link(customer)
    assert JsonClient().send("post", "/api/password/check/", {"uid": uid, "token": token}).json() == {
        "valid": True
    }

    answer = _reset(uid, token)

    assert answer.status_code == 200
    assert answer.json()["message"] == "Your password has been changed. Please log in with the new one."
    login = JsonClient().send("post", "/api/login/", {"phone_number": customer.phone_number, "password": NEW})
    assert login.status_code == 200
    changed = OutgoingEmail.objects.get(kind=EmailKind.PASSWORD_CHANGED)
    assert changed.to_email == customer.email and changed.subject == "Your Rangrez password was changed"


def test_a_link_works_once(customer):
    _forgot(customer.phone_number)
    run_ready_tasks()
    uid, token = _link(customer)
    assert _reset(uid, token).status_code == 200

    again = _reset(uid, token, "Another#Pass2026")

    assert again.status_code == 400
    assert again.json()["errors"]["token"] == [
        "This link to reset the password is invalid or has expired. Please ask for a new one."
    ]


def test_a_link_expires_after_an_hour(customer, settings):
    assert settings.PASSWORD_RESET_TIMEOUT == 3600
    _forgot(customer.phone_number)
    run_ready_tasks()
    uid, token = _link(customer)
    later = datetime.now() + timedelta(seconds=3601)  # the generator counts naive local seconds
    with mock.patch.object(PasswordResetTokenGenerator, "_now", return_value=later):
        assert _reset(uid, token).status_code == 400
    assert _reset(uid, token).status_code == 200  # within the hour it still worked


def test_a_forged_or_garbled_link_is_refused(customer):
    for uid, token in (("MQ", "abc-def"), ("", ""), ("!!", "x"), ("OTk5OTk5", "c1x-1234")):
        answer = JsonClient().send(
            "post", "/api/password/reset/", {"uid": uid, "token": token, "password": NEW, "password2": NEW}
        )
        assert answer.status_code == 400


def test_the_new_password_goes_through_the_validators(customer):
    _forgot(customer.phone_number)
    run_ready_tasks()
    uid, token = _link(customer)
    weak = _reset(uid, token, "12345678")
    assert weak.status_code == 400
    assert weak.json()["errors"]["password"] == [
        "This password is too common.",
        "This password is entirely numeric.",
    ]
    mismatch = JsonClient().send(
        "post", "/api/password/reset/", {"uid": uid, "token": token, "password": NEW, "password2": NEW + "x"}
    )
    assert mismatch.json()["errors"] == {"password2": ["Passwords do not match."]}


def test_a_reset_ends_every_session_of_the_account(customer, other_customer):
    phone, laptop, someone_else = _logged_in(customer), _logged_in(customer), _logged_in(other_customer)
    _forgot(customer.phone_number)
    run_ready_tasks()

    _reset(*_link(customer))

    assert not _is_logged_in(phone) and not _is_logged_in(laptop)
    assert _is_logged_in(someone_else)


def test_a_change_keeps_this_session_and_ends_the_others(customer):
    here, there = _logged_in(customer), _logged_in(customer)
    body = {"current_password": PASSWORD, "password": NEW, "password2": NEW}

    answer = here.send("post", "/api/password/change/", body)

    assert answer.status_code == 200 and answer.json()["message"] == "Your password has been changed."
    assert _is_logged_in(here) and not _is_logged_in(there)
    assert OutgoingEmail.objects.filter(kind=EmailKind.PASSWORD_CHANGED, to_email=customer.email).exists()


def test_a_change_needs_the_current_password(customer_client):
    body = {"current_password": "wrong", "password": NEW, "password2": NEW}
    answer = customer_client.send("post", "/api/password/change/", body)
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"current_password": ["Your current password is not correct."]}


def test_reset_emails_per_account_are_limited_whoever_asks(customer, settings):
    settings.SHOP_ACCOUNT_RATE_LIMITS = {"password_reset_email": (3, 3600)}
    settings.SHOP_TRUSTED_PROXIES = 1
    for n in range(5):
        JsonClient(HTTP_X_FORWARDED_FOR=f"203.0.113.{n}").send(
            "post", "/api/password/forgot/", {"login": customer.phone_number}
        )
    run_ready_tasks()
    assert OutgoingEmail.objects.filter(kind=EmailKind.PASSWORD_RESET).count() == 3


def test_support_has_the_link_e_mailed_to_the_customer_and_never_sees_it(support):
    customer = CustomerFactory()
    client = JsonClient()
    client.force_login(support)

    answer = client.send("post", f"/api/office/customers/{customer.pk}/reset-link")

    assert answer.status_code == 200
    body = answer.json()
    assert body["emailed"] is True and customer.email in body["message"]
    # the link reaches the customer's own mailbox only: support could set the password with it
    uid, token = _link(customer)
    assert token not in answer.content.decode() and "/reset-password/" not in answer.content.decode()
    assert "/forgot-password" in body["whatsapp_text"]
    assert _reset(uid, token).status_code == 200
    entry = AuditEntry.objects.get(action=AuditAction.RESET_LINK)
    assert entry.actor == support and entry.target == f"Customer #{customer.pk}"


def test_a_customer_without_e_mail_gets_a_whatsapp_line_without_a_link(support):
    customer = CustomerFactory(email="", name="Rahul Verma")
    client = JsonClient()
    client.force_login(support)

    body = client.send("post", f"/api/office/customers/{customer.pk}/reset-link").json()

    assert body["emailed"] is False and body["expires_at"] is None
    assert body["whatsapp_text"].startswith("Hello Rahul, your Rangrez account has no e-mail address")
    assert not LINK.search(body["whatsapp_text"])
    assert not OutgoingEmail.objects.filter(kind=EmailKind.PASSWORD_RESET).exists()
    assert AuditEntry.objects.filter(action=AuditAction.RESET_LINK).count() == 1


def test_the_team_cannot_make_a_link_for_a_team_member(support, staff):
    client = JsonClient()
    client.force_login(support)
    assert client.send("post", f"/api/office/customers/{staff.pk}/reset-link").status_code == 404


def test_a_team_members_link_opens_the_back_office(staff):
    _forgot(staff.phone_number)
    run_ready_tasks()
    body = OutgoingEmail.objects.get(kind=EmailKind.PASSWORD_RESET).body_text
    assert "/office/#/reset-password/" in body


@pytest.mark.parametrize("site", ["http://127.0.0.1:3055", "https://shop.example.in"])
def test_the_reset_link_is_on_the_configured_site_url(customer, staff, site, settings):
    """`scripts/run` with another SHOP_PORT sets SHOP_PUBLIC_URL from it, and the
    link must open that shop, not port 3000's."""
    settings.SHOP_PUBLIC_URL = site
    _forgot(customer.phone_number)
    _forgot(staff.phone_number)
    run_ready_tasks()
    links = {
        m.to_email: re.search(r"https?://\S+", m.body_text).group()
        for m in OutgoingEmail.objects.filter(kind=EmailKind.PASSWORD_RESET)
    }
    assert links[customer.email].startswith(f"{site}/reset-password/")
    assert links[staff.email].startswith(f"{site}/office/#/reset-password/")


def test_the_site_url_is_the_storefronts_own_unless_configured(monkeypatch):
    """No SHOP_PUBLIC_URL: the address the scripts give the storefront, never a domain of ours."""
    import importlib

    from core import settings as shop_settings

    monkeypatch.delenv("SHOP_PUBLIC_URL", raising=False)
    monkeypatch.delenv("SHOP_SITE_URL", raising=False)
    monkeypatch.setenv("SHOP_STOREFRONT_ORIGIN", "http://127.0.0.1:3144/")
    assert importlib.reload(shop_settings).SHOP_PUBLIC_URL == "http://127.0.0.1:3144"
    monkeypatch.setenv("SHOP_SITE_URL", "https://shop.example.in")
    assert importlib.reload(shop_settings).SHOP_PUBLIC_URL == "https://shop.example.in"
    monkeypatch.setenv("SHOP_PUBLIC_URL", "http://127.0.0.1:3055/")
    assert importlib.reload(shop_settings).SHOP_PUBLIC_URL == "http://127.0.0.1:3055"
    monkeypatch.undo()
    importlib.reload(shop_settings)


def test_an_empty_login_is_a_clear_400():
    answer = JsonClient().send("post", "/api/password/forgot/", {"team": False})
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"login": ["Enter your phone number or e-mail address."]}
