"""The scale-out check's proofs on Django's side: sessions, orders, status changes, an export, e-mails,
log-in throttling and form rate limits, each across the two gunicorns (called by their own ports, so
which server answered is known)."""

import json
import threading
import time
from collections import Counter

from scale_out_http import Browser, Inbox, check, label, read

CUSTOMERS = 6
CUSTOMER = {"phone_number": "9876543210", "password": "Rangrez@Guest1"}
CUSTOMER_NAME = "Priya Sharma"
ADMIN = {"phone_number": "9000000001", "password": "Rangrez@Admin1"}


def sessions(a: str, b: str) -> None:
    print("Sessions")
    shopper = Browser()
    code, _ = shopper.call(a, "POST", "/api/login/", CUSTOMER)
    code_b, me = shopper.call(b, "GET", "/api/me/")
    check(
        code == 200 and code_b == 200 and me.get("phone_number") == CUSTOMER["phone_number"],
        f"logged in on :{a}, the session is valid on :{b}",
    )
    session = shopper.cookie("sessionid")
    code, _ = shopper.call(b, "POST", "/api/logout/")
    # the old cookie sent again, as a copy of it kept by someone else would be
    _, _, body = read(a, "/api/me/", headers={"Cookie": f"sessionid={session}"})
    gone = json.loads(body or "{}").get("authenticated")
    check(code == 200 and gone is False, f"logged out on :{b}, the same cookie is no session on :{a} either")


def register(customer: Browser, where: str, n: int) -> str:
    phone = f"70000000{n:02d}"
    body = {
        "name": f"Scale Customer {n}",
        "phone_number": phone,
        "email": f"scale{n}@example.in",
        "password": "Scale@Check1",
        "confirm_password": "Scale@Check1",
        "area": "12 MG Road",
        "landmark": "Near the metro",
        "state": "Karnataka",
        "city": "Bengaluru",
        "pin_code": "560001",
    }
    code, answer = customer.call(where, "POST", "/api/register/", body)
    if code != 201:
        print(answer)
    check(code == 201, f"customer {n} registered through {label(where)}")
    customer.call(where, "POST", "/api/login/", {"phone_number": phone, "password": "Scale@Check1"})
    return phone


def place(customer: Browser, where: str) -> str:
    body = {"items": [{"catalogue_item_id": 1, "size": "M", "quantity": 2}], "payment_method": "upi"}
    code, order = customer.call(where, "POST", "/api/orders/checkout/", body)
    if code != 201:
        print(order)
    check(code == 201, f"order {order.get('order_id')} placed through {label(where)}")
    return order["order_id"]


def orders(ports: list[str]) -> list[str]:
    print("Orders through both servers")
    placed = []
    for n in range(CUSTOMERS):
        port, other = ports[n % 2], ports[(n + 1) % 2]
        customer = Browser()
        register(customer, port, n)
        placed += [place(customer, via) for via in (port, other)]  # one order on each server, same session
    check(len(placed) == 2 * CUSTOMERS, f"{len(placed)} orders placed, half through each server")
    return placed


def staff_browser(where: str) -> Browser:
    staff = Browser()
    code, _ = staff.call(where, "POST", "/api/adminlogin/", ADMIN)
    check(code == 200, f"the owner logged in through {label(where)}")
    return staff


def statuses(staff: Browser, ports: list[str], placed: list[str]) -> None:
    print("Status changes sent twice at once, through both servers")
    _, couriers = staff.call(ports[0], "GET", "/api/office/couriers?filter=%7B%22active%22%3Atrue%7D")
    hand = next(c["id"] for c in couriers if c["name"] == "Hand delivery")
    for status in ("confirm", "shipped"):  # shipping names its courier: the ship call
        threads = [
            threading.Thread(
                target=staff.call,
                args=(p, "PUT", f"/api/office/orders/{oid}", {"status": status})
                if status == "confirm"
                else (p, "POST", f"/api/office/orders/{oid}/ship", {"courier_id": hand}),
            )
            for oid in placed
            for p in ports
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()


def export(staff: Browser, a: str, b: str, body: dict | None = None, what: str = "export") -> dict:
    code, job = staff.call(a, "POST", "/api/office/exports", body or {})
    check(code == 202, f"{what} started through :{a}")
    for _ in range(480):
        _, job = staff.call(b, "GET", f"/api/office/exports/{job['id']}")
        if job["status"] in ("done", "failed"):
            break
        time.sleep(0.25)
    check(job["status"] == "done", f"{what} done, {job['rows_done']} rows, followed through :{b}")
    return job


def emails_once(staff: Browser, where: str, inbox: Inbox, placed: list[str], per_order: int) -> dict:
    """Waits for the queue to drain, then counts: every order's e-mails recorded, sent and received once."""
    from core.notifications.models import OutgoingEmail

    expected = per_order * len(placed)
    for _ in range(240):
        _, health = staff.call(where, "GET", "/api/health/")
        if (
            health["queue"]["waiting"] == 0
            and OutgoingEmail.objects.filter(order__order_id__in=placed, status="sent").count() >= expected
        ):
            break
        time.sleep(0.25)
    time.sleep(1)
    sent = OutgoingEmail.objects.filter(order__order_id__in=placed)
    recipients = set(sent.values_list("to_email", flat=True))
    got = [m for m in inbox.got if m[0] in recipients]
    counts = Counter(got)
    check(sent.count() == expected, f"{sent.count()} e-mails recorded ({per_order} per order)")
    check(sent.filter(status="sent").count() == expected, "every one marked sent")
    check(
        len(got) == expected and max(counts.values()) == 1,
        f"{len(got)} received by the SMTP server, none twice",
    )
    return {"recorded": sent.count(), "sent": sent.filter(status="sent").count(), "received": len(got)}


def throttle(a: str, b: str, ports: list[str]) -> None:
    print("Log-in throttling is shared")
    thief = Browser()
    wrong = {"phone_number": "9876543211", "password": "wrong"}
    codes = [thief.call(ports[i % 2], "POST", "/api/login/", wrong)[0] for i in range(5)]
    right = {"phone_number": "9876543211", "password": "Rangrez@Guest1"}
    blocked = [thief.call(p, "POST", "/api/login/", right)[0] for p in (a, b)]
    check(
        codes == [401] * 5 and blocked == [429, 429],
        "5 failures spread over both servers; the right password is then refused on both (429)",
    )


def rate_limits(ports: list[str], limit: int) -> None:
    print("Form rate limits are shared")
    visitor = Browser()
    codes = [
        visitor.call(ports[i % 2], "POST", "/api/newsletter/", {"email": f"club{i}@example.in"})[0]
        for i in range(limit + 2)
    ]
    check(
        codes == [201] * limit + [429, 429],
        f"{limit} newsletter sign-ups from one address over both servers, the next refused on each (429)",
    )
