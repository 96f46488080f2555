"""Log-in lockouts (issue 16, points 1 and 2): nobody can lock others out, spoofed headers do not
dodge the limits, and parallel guesses never get more than five passwords checked."""

import json
import threading
import time
import urllib.request
from http.cookiejar import CookieJar

import pytest

from core.accounts.tests.factories import PASSWORD, CustomerFactory, StaffFactory
from core.common.tests.bodies import shown
from core.conftest import JsonClient

LOCKED = "Too many failed log-ins. Please wait 15 minutes and try again."


def _login(client: JsonClient, phone: str, password: str, door: str = "login"):
    return client.send("post", f"/api/{door}/", {"phone_number": phone, "password": password})


def _via_proxy(xff: str) -> JsonClient:
    """A visitor behind our one nginx, which appends the address it saw to X-Forwarded-For."""
    return JsonClient(REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR=xff)


@pytest.mark.django_db
def test_without_trusted_proxies_a_forwarded_header_does_not_dodge_the_limit(customer, settings):
    settings.SHOP_TRUSTED_PROXIES = 0
    for n in range(5):
        assert _login(_via_proxy(f"203.0.113.{n}"), customer.phone_number, "wrong").status_code == 401
    refused = _login(_via_proxy("198.51.100.7"), customer.phone_number, PASSWORD)
    assert refused.status_code == 429
    assert shown(refused.json()) == {"message": LOCKED, "errors": {}}


@pytest.mark.django_db
def test_behind_the_proxy_one_clients_guessing_never_locks_out_another_client(customer, settings):
    settings.SHOP_TRUSTED_PROXIES = 1
    admin = StaffFactory()
    attacker = _via_proxy("203.0.113.9")
    for _ in range(5):  # at the customer's own phone
        _login(attacker, customer.phone_number, "wrong")
    for n in range(15):  # and at 15 other phones: 20 failures from one address
        _login(attacker, f"91000000{n:02d}", "wrong")
    assert _login(attacker, customer.phone_number, PASSWORD).status_code == 429
    assert _login(attacker, "9100000099", "wrong").status_code == 429  # spraying is stopped too

    assert _login(_via_proxy("198.51.100.7"), customer.phone_number, PASSWORD).status_code == 200
    assert _login(_via_proxy("198.51.100.8"), admin.phone_number, PASSWORD, "adminlogin").status_code == 200


@pytest.mark.django_db
def test_a_client_cannot_pick_its_address_by_writing_the_header_itself(customer, settings):
    settings.SHOP_TRUSTED_PROXIES = 1
    for n in range(5):  # nginx appends the real address after whatever the client sent
        _login(_via_proxy(f"10.0.0.{n}, 203.0.113.9"), customer.phone_number, "wrong")
    assert _login(_via_proxy("10.9.9.9, 203.0.113.9"), customer.phone_number, PASSWORD).status_code == 429


@pytest.mark.django_db
def test_a_right_password_clears_the_count_for_that_phone_and_address(customer, settings):
    client = JsonClient()
    for _ in range(4):
        _login(client, customer.phone_number, "wrong")
    assert _login(client, customer.phone_number, PASSWORD).status_code == 200
    for _ in range(4):
        assert _login(client, customer.phone_number, "wrong").status_code == 401


def _burst(base_url: str, phone: str, passwords: list[str]) -> list[int]:
    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    token = json.loads(opener.open(f"{base_url}/api/csrf/").read())["csrftoken"]
    codes: list[int] = []
    start = threading.Barrier(len(passwords))

    def attempt(password: str) -> None:
        body = json.dumps({"phone_number": phone, "password": password}).encode()
        request = urllib.request.Request(
            f"{base_url}/api/login/",
            data=body,
            headers={"Content-Type": "application/json", "X-CSRFToken": token, "Referer": base_url},
        )
        start.wait()
        for _ in range(3):  # a connection the busy test server dropped before reading it: send it again
            try:
                codes.append(opener.open(request, timeout=60).status)
            except urllib.error.HTTPError as error:
                codes.append(error.code)
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.2)
                continue
            return

    threads = [threading.Thread(target=attempt, args=(p,)) for p in passwords]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return codes


@pytest.mark.django_db(transaction=True)
def test_parallel_guesses_get_at_most_five_passwords_checked(live_server, settings):
    customer = CustomerFactory()
    codes = _burst(live_server.url, customer.phone_number, ["wrong"] * 24)
    assert sorted(codes) == [401] * 5 + [429] * 19
    after = _burst(live_server.url, customer.phone_number, [PASSWORD])
    assert after == [429]
