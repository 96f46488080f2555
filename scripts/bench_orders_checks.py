"""The orders benchmark's checks after the load (scripts/bench_orders.py): every placed order's e-mail
sent once, and the money reconciled to the paisa (the clients' figures, the orders table, the maintained
totals, the invoices where there are any)."""

import io
import re
import time
from collections import Counter
from decimal import Decimal

PLACED_SUBJECT = re.compile(r"Order (\S+) placed")
DRAIN_SECONDS = 300


def tally_paise() -> tuple[int, int]:
    """The maintained totals' orders and amount (paise) over every row: read before and after the load."""
    from django.db.models import Sum

    from core.orders.models import OrderTally

    sums = OrderTally.objects.aggregate(orders=Sum("orders"), paise=Sum("amount_paise"))
    return sums["orders"] or 0, sums["paise"] or 0


def emails_once(inbox, placed: dict[str, Decimal]) -> dict:
    """Waits until the queue sent every placed order's e-mail (or DRAIN_SECONDS), then counts the SMTP
    server's messages per order: exactly one each, and one recorded per order."""
    from core.notifications.models import EmailKind, EmailStatus, OutgoingEmail
    from core.orders.models import Order

    mails = OutgoingEmail.objects.filter(order__order_id__in=list(placed), kind=EmailKind.PLACED)
    began = time.monotonic()
    while time.monotonic() - began < DRAIN_SECONDS:
        received = {m for _, s in inbox.got if (m := PLACED_SUBJECT.search(s)) and m.group(1) in placed}
        if mails.filter(status=EmailStatus.SENT).count() >= len(placed) and len(received) >= len(placed):
            break
        time.sleep(0.5)
    drain = time.monotonic() - began
    time.sleep(2)  # a second sending of any of them would arrive now
    per_order = Counter(m.group(1) for _, s in inbox.got if (m := PLACED_SUBJECT.search(s)))
    ours = {oid: per_order.get(oid, 0) for oid in placed}
    recorded = Counter(mails.values_list("order__order_id", flat=True))
    methods = Counter(
        Order.objects.filter(order_id__in=list(placed)).values_list("payment_method", flat=True)
    )
    result = {
        "recorded": sum(recorded.values()),
        "sent": mails.filter(status=EmailStatus.SENT).count(),
        "received": sum(ours.values()),
        "twice": sum(1 for n in ours.values() if n > 1),
        "missing": sum(1 for n in ours.values() if n == 0),
        "drain": drain,
        "cod": methods.get("cod", 0),
        "upi": methods.get("upi", 0),
    }
    result["ok"] = (
        result["missing"] == 0
        and result["twice"] == 0
        and all(recorded.get(oid) == 1 for oid in placed)
        and result["sent"] == len(placed)
    )
    print(
        "  " + ("ok   " if result["ok"] else "FAIL ") + f"placed e-mails: {result['received']} received for "
        f"{len(placed)} orders, {result['missing']} missing, {result['twice']} twice",
        flush=True,
    )
    return result


def totals_reconciled(placed: dict[str, Decimal], tallies_before: tuple[int, int]) -> dict:
    """The placed orders' totals as the customers saw them == the orders table's == what the maintained
    totals grew by; the invoices of these orders (issued at confirmation or payment, so none yet after a
    checkout) agree with their orders; reconcile_order_totals finds nothing."""
    from django.core.management import call_command
    from django.db.models import Sum

    from core.invoices.models import Invoice
    from core.orders.models import Order

    clients = sum(placed.values(), Decimal("0.00"))
    orders = Order.objects.filter(order_id__in=list(placed))
    database = orders.aggregate(s=Sum("amount"))["s"] or Decimal("0.00")
    count_after, paise_after = tally_paise()
    tallies = Decimal(paise_after - tallies_before[1]) / 100
    grew = count_after - tallies_before[0]
    invoices = Invoice.objects.filter(order__order_id__in=list(placed))
    invoiced = invoices.aggregate(s=Sum("total"))["s"] or Decimal("0.00")
    invoiced_orders = orders.filter(invoices__isnull=False).aggregate(s=Sum("amount"))["s"] or Decimal("0.00")
    out = io.StringIO()
    try:
        call_command("reconcile_order_totals", stdout=out)
        reconcile = "agree" if "agree" in out.getvalue() else out.getvalue().strip()
    except Exception as exc:  # CommandError when they differ
        reconcile = f"differ: {exc}"
    ok = (
        clients == database == tallies
        and orders.count() == len(placed) == grew
        and invoiced == invoiced_orders
        and reconcile == "agree"
    )
    print(
        "  "
        + ("ok   " if ok else "FAIL ")
        + f"totals: clients {clients}, orders table {database}, maintained "
        f"totals grew by {tallies} ({grew} orders), invoices {invoices.count()} for {invoiced}; "
        f"reconcile_order_totals: {reconcile}",
        flush=True,
    )
    return {
        "ok": ok,
        "clients": f"{clients:.2f}",
        "database": f"{database:.2f}",
        "tallies": f"{tallies:.2f}",
        "invoices": f"{invoices.count()} ({invoiced:.2f})",
        "reconcile": reconcile,
    }
