"""Hostile requests the API fuzzing sends as explicit cases beside schemathesis' generated ones
(core/tests/api_fuzz.py): JSON nested 10,000 deep (a JSON body, /bulk's `data`, a team order's `team`
and `address`), a team sheet whose XLSX declares an XML entity, and amounts past what the columns and
the PDFs hold. Each must answer a 4xx in the one error shape, as each role."""

import json
from collections.abc import Callable
from dataclasses import dataclass

import requests

from core.teams.tests.factories import print_png
from core.tests.hostile import deep_json, entity_xlsx

DEEP = 10_000
JSON = "application/json"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
PERSON = {"name": "Priya", "number": "7", "size": "M"}


@dataclass(frozen=True)
class Hostile:
    name: str
    method: str
    path: str
    roles: tuple[str, ...]  # who sends it (the answer is a 4xx for each: 400, or 401/403 when not theirs)
    send: Callable[[], dict]  # requests' keyword arguments: json=, data=, files=


def _team_form(**fields: str) -> dict:
    data = {"product": "tshirts", "color": "Black", "payment_method": "upi", "team": json.dumps([PERSON])}
    files = {
        "front": ("front.png", print_png(), "image/png"),
        "people_front": ("p.png", print_png(), "image/png"),
    }
    return {"data": data | fields, "files": files}


def _overflow_quote() -> dict:
    line = {"kind": "goods", "size": "M", "quantity": 100_000, "unit_price": "1000000", "reason": "Bulk"}
    lines = [line | {"size": size} for size in ("S", "M", "L", "XL")]
    body = {"lines": lines, "delivery": "0", "valid_until": "2099-01-01", "dispatch_by": "2099-01-01"}
    return {"json": body | {"advance_percent": "0", "terms_days": 0, "note": ""}}


def _overflow_purchase() -> dict:
    lines = [{"item_id": i, "quantity": 99_999, "rate": "999999.99"} for i in (1, 2, 3)]
    return {"json": {"supplier_id": 1, "lines": lines}}


EVERYONE = ("anonymous", "customer", "admin")
CASES = [
    Hostile(
        "a JSON body nested 10,000 deep",
        "POST",
        "/api/orders/quote/",
        EVERYONE,
        lambda: {
            "data": '{"items": ' + deep_json(DEEP) + "}",
            "headers": {"Content-Type": "application/json"},
        },
    ),
    Hostile(
        "/bulk's data nested 10,000 deep",
        "POST",
        "/api/quotes/requests/",
        EVERYONE,
        lambda: {"data": {"data": '{"product": ' + deep_json(DEEP - 10) + "}"}},
    ),
    Hostile(
        "a team order's team nested 10,000 deep",
        "POST",
        "/api/team-orders/",
        EVERYONE,
        lambda: _team_form(team=deep_json(DEEP, json.dumps(PERSON))),
    ),
    Hostile(
        "a team order's address nested 990 deep",
        "POST",
        "/api/team-orders/",
        EVERYONE,
        lambda: _team_form(address=deep_json(990)),
    ),
    *(
        Hostile(
            f"a team sheet whose {part} declares an XML entity",
            "POST",
            "/api/team-sheets/",
            EVERYONE,
            lambda part=part: {"files": {"file": ("team.xlsx", entity_xlsx(part), XLSX)}},
        )
        for part in ("xl/worksheets/sheet1.xml", "xl/workbook.xml")
    ),
    Hostile("a quote of 4 x 100,000 at Rs 10 lakh", "PUT", "/api/office/quotes/1", EVERYONE, _overflow_quote),
    Hostile(
        "a purchase order of 3 x 99,999 at Rs 9,99,999.99",
        "POST",
        "/api/office/purchase-orders",
        EVERYONE,
        _overflow_purchase,
    ),
]


def _problem(answer: requests.Response) -> str | None:
    """What is wrong with the answer to a hostile request, or None: a 4xx in the one error shape."""
    if not 400 <= answer.status_code < 500:
        return f"answered {answer.status_code}, not a 4xx"
    try:
        body = answer.json()
    except ValueError:
        return f"answered {answer.status_code} without a JSON body"
    if (
        not isinstance(body, dict)
        or set(body) != {"message", "code", "errors", "codes"}
        or not body["message"]
    ):
        return f"answered {answer.status_code} outside the error shape: {answer.text[:200]}"
    return None


def run_hostile(*, base: str, role: str, cookies: dict[str, str]) -> tuple[int, list[str]]:
    """Send each case `role` sends, with the role's cookies and CSRF token: (cases sent, failures)."""
    headers = {"X-CSRFToken": cookies.get("csrftoken", ""), "Referer": base + "/"}
    sent, failures = 0, []
    for case in CASES:
        if role not in case.roles:
            continue
        kwargs = case.send()
        kwargs["headers"] = headers | kwargs.get("headers", {})
        answer = requests.request(case.method, base + case.path, cookies=cookies, timeout=60, **kwargs)
        sent += 1
        if (problem := _problem(answer)) is not None:
            failures.append(f"{case.method} {case.path} ({case.name}): {problem}")
    return sent, failures


def _cookies(base: str, phone: str, password: str, door: str) -> dict[str, str]:
    """A role's cookies (csrftoken; sessionid once logged in), as the hooks' ShopSession gets them."""
    http = requests.Session()
    http.get(f"{base}/api/csrf/", timeout=30).raise_for_status()
    if phone:
        answer = http.post(
            f"{base}{door}",
            json={"phone_number": phone, "password": password},
            headers={"X-CSRFToken": http.cookies["csrftoken"]},
            timeout=30,
        )
        answer.raise_for_status()
    return {name: http.cookies[name] for name in ("csrftoken", "sessionid") if name in http.cookies}


def hostile_as(base: str, role: str, phone: str, password: str, door: str) -> dict:
    """The hostile cases as one of core/tests/api_fuzz.py's ROLES, for its summary."""
    sent, failures = run_hostile(base=base, role=role, cookies=_cookies(base, phone, password, door))
    return {"hostile_cases": sent, "hostile_failures": failures}
