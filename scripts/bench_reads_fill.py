"""The API benchmark's after-sales and accounts tables at a million orders' scale (scripts/bench_api.py
runs `fill` after the floor's): returns, grievance tickets, reviews and bank statements' credits, in
bulk (COPY on PostgreSQL, core/orders/demo/bulk.py), so their lists are measured against tables of a
working size. Each figure is a guess at such a shop, scaled to the orders held (written for 1M).
`fill` does nothing the second time (a marker: the bench bank's statements)."""

from bench_floor_fill import _chunks

RETURNS_PER_MILLION = 25_000  # 2.5% of orders come back (or are exchanged)
TICKETS_PER_MILLION = 30_000  # grievances and questions, each with the customer's words
REVIEWS_PER_MILLION = 60_000  # verified-buyer reviews of delivered catalogue lines
STATEMENTS = 52  # a year of weekly statements
CREDITS_PER_MILLION = 104_000  # 2,000 credits a week: UPI payments and others
BANK = "Bench Bank"
UNPAID_UPI_PER_MILLION = 3_000  # UPI orders whose money the bank statements have not shown yet


def _scale(per_million: int, orders: int) -> int:
    return max(1, per_million * orders // 1_000_000)


def _delivered(count: int, *, step: int = 1) -> list[tuple]:
    """(order pk, customer pk, created_at, first line pk, its item) of delivered orders, spread over
    the shop's history, `count` of them (every `step`-th of the newest delivered)."""
    from django.db.models import Min, OuterRef, Subquery

    from core.orders.models import Order, OrderLine

    first = OrderLine.objects.filter(order=OuterRef("pk")).order_by("pk")
    rows = (
        Order.objects.filter(status="delivered")
        .order_by("-created_at", "-id")
        .annotate(line=Min("lines__id"), item=Subquery(first.values("catalogue_item_id")[:1]))
        .values_list("pk", "customer_id", "created_at", "line", "item")
    )
    return [r for r in rows[: count * step : step] if r[3]]


def _returns(orders: int, now) -> int:
    from datetime import timedelta

    from django.db.models import Count

    from core.orders.demo.bulk import _insert_rows, next_id, reset_sequences
    from core.returns.models import ReturnLine, ReturnRequest, ReturnStatus, ReturnTally
    from core.returns.reasons import REASON_RULES

    reasons = list(REASON_RULES.items())
    statuses = [s.value for s in ReturnStatus]
    pk, line_pk, n = next_id(ReturnRequest), next_id(ReturnLine), 0
    columns = (
        "id", "number", "order_id", "customer_id", "created_at", "status", "kind", "reason",
        "shop_fault", "note", "refund_to", "upi_id", "customer_sends", "awb", "reject_reason", "qc_note",
        "refund_reference",
    )  # fmt: skip
    for chunk in _chunks(_delivered(_scale(RETURNS_PER_MILLION, orders), step=3)):
        rows, lines = [], []
        for order_pk, customer, created, line, _ in chunk:
            reason, rule = reasons[n % len(reasons)]
            at = min(created + timedelta(days=5), now - timedelta(hours=1))
            kind = "exchange" if reason == "size_exchange" else "refund"
            status = statuses[(n * 7) % len(statuses)] if n > 200 else "requested"
            row = (pk, f"RT-23-{n + 1:06d}", order_pk, customer, at, status, kind, reason.value)
            rows.append(row + (rule.shop_fault, "", "upi_ref", "", False, "", "", "", ""))
            lines.append((line_pk, pk, line, 1, "L" if kind == "exchange" else ""))
            pk, line_pk, n = pk + 1, line_pk + 1, n + 1
        _insert_rows(ReturnRequest, columns, rows)
        _insert_rows(ReturnLine, ("id", "request_id", "order_line_id", "quantity", "exchange_size"), lines)
    reset_sequences(ReturnRequest, ReturnLine)
    for row in ReturnRequest.objects.values("status").annotate(n=Count("id")).order_by():
        ReturnTally.objects.update_or_create(status=row["status"], defaults={"returns": row["n"]})
    return n


def _tickets(orders: int, now) -> int:
    from datetime import timedelta

    from core.orders.demo.bulk import _insert_rows, next_id, reset_sequences
    from core.support.models import Ticket, TicketEntry

    count = _scale(TICKETS_PER_MILLION, orders)
    found = _delivered(count, step=5)
    pk, entry_pk, n = next_id(Ticket), next_id(TicketEntry), 0
    columns = (
        "id", "number", "source", "customer_id", "order_id", "name", "email", "phone_number", "subject",
        "message", "status", "created_at", "updated_at", "ack_due_at", "due_at", "acknowledged_at",
        "resolved_at", "closed", "deadline",
    )  # fmt: skip
    for chunk in _chunks(found):
        rows, entries = [], []
        for order_pk, customer, _created, _, _ in chunk:
            at = now - timedelta(minutes=17 * n + 30)  # newest first: a year and a bit of tickets
            status = "open" if n < 40 else ("acknowledged" if n < 400 else "resolved")
            ack, due = at + timedelta(hours=48), at + timedelta(days=30)
            closed = status == "resolved"
            acked = at + timedelta(hours=5) if status != "open" else None
            message = f"My order has a question {n}: when will it reach me?"
            rows.append(
                (pk, f"GR-23-{n + 1:06d}", "support", customer, order_pk, f"Bench Customer {n}", "",
                 "", "Where is my order", message, status, at, at, ack, due, acked,
                 at + timedelta(days=2) if closed else None, closed, ack if status == "open" else due)
            )  # fmt: skip
            entries.append((entry_pk, pk, "customer", customer, f"Bench Customer {n}", message, at))
            pk, entry_pk, n = pk + 1, entry_pk + 1, n + 1
        _insert_rows(Ticket, columns, rows)
        _insert_rows(
            TicketEntry,
            ("id", "ticket_id", "kind", "author_id", "author_name", "body", "created_at"),
            entries,
        )
    reset_sequences(Ticket, TicketEntry)
    return n


def _reviews(orders: int, now) -> int:
    """Reviews of delivered catalogue lines (most accepted), and the items' tallies recounted."""
    from datetime import timedelta

    from django.db.models import Count, Q

    from core.catalogue.models import RatingTally
    from core.orders.demo.bulk import _insert_rows, next_id, reset_sequences
    from core.reviews.models import Review

    found = [r for r in _delivered(_scale(REVIEWS_PER_MILLION, orders) * 3) if r[4]]
    found = found[: _scale(REVIEWS_PER_MILLION, orders)]
    taken = set(Review.objects.values_list("line_id", flat=True))
    tallies = {}
    for item in {r[4] for r in found}:
        tallies[item] = RatingTally.objects.get_or_create(item_id=item)[0].pk
    pk, n = next_id(Review), 0
    columns = (
        "id", "line_id", "customer_id", "tally_id", "rating", "title", "comment", "status",
        "reject_reason", "reply", "created_at", "helpful_count",
    )  # fmt: skip
    for chunk in _chunks([r for r in found if r[3] not in taken]):
        rows = []
        for _, customer, created, line, item in chunk:
            status = "pending" if n % 10 == 0 else ("rejected" if n % 20 == 1 else "accepted")
            at = min(created + timedelta(days=4), now - timedelta(hours=2))
            rows.append(
                (pk, line, customer, tallies[item], 5 - (n * 3) % 5, f"Bench review {n}",
                 "The print is sharp and the cotton soft. Would order again.", status, "", "", at, n % 7)
            )  # fmt: skip
            pk, n = pk + 1, n + 1
        _insert_rows(Review, columns, rows)
    reset_sequences(Review)
    accepted = Review.objects.filter(status="accepted")
    for tally in tallies.values():
        stars = accepted.filter(tally_id=tally).aggregate(
            **{f"stars_{s}": Count("id", filter=Q(rating=s)) for s in range(1, 6)}
        )
        RatingTally.objects.filter(pk=tally).update(**stars)
    return n


def _credits(orders: int, now) -> int:
    """STATEMENTS weekly statements; most credits pay a UPI order (by UTR), the rest match nothing."""
    import uuid
    from datetime import timedelta
    from decimal import Decimal

    from django.db import connection

    from core.accounts.models import User
    from core.banking.models import BankCredit, BankStatement
    from core.orders.demo.bulk import _insert_rows, next_id, reset_sequences
    from core.orders.models import Order

    admin = User.objects.filter(is_superuser=True).order_by("pk").first()
    per = _scale(CREDITS_PER_MILLION, orders) // STATEMENTS or 1
    upi = list(
        Order.objects.filter(payment_method="upi", payment_status="paid")
        .order_by("-created_at", "-id")
        .values_list("pk", "amount")[: per * STATEMENTS // 2]
    )
    pk, n = next_id(BankCredit), 0
    columns = ("id", "statement_id", "row", "value_date", "amount", "narration", "reference", "utr", "key")
    columns += ("order_id", "rule", "reason")
    for week in range(STATEMENTS):
        created = now - timedelta(days=7 * (STATEMENTS - week))
        statement = BankStatement.objects.create(
            id=uuid.uuid4(), bank=BANK, file=f"statements/bench/{week}.csv", file_name=f"week-{week}.csv",
            uploaded_by=admin, created_at=created, status="ready", rows_total=per, rows_done=per,
            credits=per, headers=["Date", "Amount", "Narration", "Reference"],
        )  # fmt: skip
        rows, statement_pk = [], BankStatement._meta.pk.get_db_prep_value(statement.pk, connection)
        for row in range(per):
            day = (created - timedelta(days=row % 7)).date()
            utr = f"{(n * 7919) % 10**12:012d}"
            matched = upi[n // 2] if n % 2 == 0 and n // 2 < len(upi) else None
            amount = matched[1] if matched else Decimal(300 + n % 2000)
            rows.append(
                (pk, statement_pk, row + 2, day, amount, f"UPI/{utr}/PAYMENT FROM CUSTOMER", utr, utr,
                 f"utr:{utr}:{day}:{amount}", matched[0] if matched else None,
                 "utr" if matched else "", "" if matched else "No order has this UTR")
            )  # fmt: skip
            pk, n = pk + 1, n + 1
        _insert_rows(BankCredit, columns, rows)
    reset_sequences(BankCredit)
    return n


def unpaid_upi(orders: int, now) -> int:
    """Some paid UPI orders, placed and confirmed ones from the last months, not paid yet (the seed has
    none), and the maintained totals recounted."""
    from datetime import timedelta

    from core.orders.models import Order
    from core.orders.totals.services import order_totals_recount

    count = _scale(UNPAID_UPI_PER_MILLION, orders)
    chosen = (
        Order.objects.filter(payment_method="upi", payment_status="paid", status__in=["pending", "confirm"])
        .filter(created_at__lt=now - timedelta(days=1))
        .order_by("-created_at", "-id")
        .values_list("pk", flat=True)
    )
    picked = list(chosen[: count * 7 : 7])
    Order.objects.filter(pk__in=picked).update(payment_status="unpaid")
    order_totals_recount(fix=True)
    return len(picked)


def fill(orders: int) -> None:
    """Returns, tickets, reviews and bank credits for a shop of `orders` orders, once."""
    from django.db import transaction
    from django.utils import timezone

    from core.banking.models import BankStatement

    if BankStatement.objects.filter(bank=BANK).exists():
        return
    now = timezone.now()
    with transaction.atomic():
        made = {
            "returns": _returns(orders, now),
            "tickets": _tickets(orders, now),
            "reviews": _reviews(orders, now),
            "bank credits": _credits(orders, now),
            "unpaid UPI orders": unpaid_upi(orders, now),
        }
    from core.banking.models import BankCredit
    from core.orders.demo.bulk import analyze
    from core.returns.models import ReturnLine, ReturnRequest
    from core.reviews.models import Review
    from core.support.models import Ticket, TicketEntry

    analyze(ReturnRequest, ReturnLine, Ticket, TicketEntry, Review, BankCredit, BankStatement)
    print("After-sales and accounts tables: " + ", ".join(f"{v} {k}" for k, v in made.items()) + ".")
