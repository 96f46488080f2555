"""The bench's business orders (scripts/bench_floor_fill.py): quote requests and their quotes, and
the businesses owing balances, in bulk."""

BUSINESS_ORDERS = 3_000  # quote requests, each quoted (one revision)
DEBTORS = 600  # businesses owing a balance
RECEIVABLES = 2_000  # their open balances, on delivered orders


def gstin(state: str, n: int) -> str:
    from core.invoices.states import gstin_check_character

    letter = chr(65 + n % 26)
    first14 = f"{state}AABF{letter}{1000 + n:04d}{chr(65 + (n // 26) % 26)}1Z"
    return first14 + gstin_check_character(first14)


def quotes_fill(now) -> int:
    """BUSINESS_ORDERS quote requests from /bulk, each quoted once (sent, changes asked or a draft)."""
    import random
    from datetime import timedelta
    from decimal import Decimal

    from core.accounts.models import User
    from core.catalogue.models import ProductType
    from core.quotes.models import Quote, QuoteRequest, QuoteRevision

    rnd = random.Random(37)
    customers = list(User.objects.filter(is_staff=False).order_by("pk").values_list("pk", flat=True)[:2000])
    types = list(ProductType.objects.filter(slug__in=["hoodie", "tshirts", "polo"]))
    requests, quotes, revisions = [], [], []
    for n in range(BUSINESS_ORDERS):
        at = now - timedelta(minutes=(BUSINESS_ORDERS - n) * 170)
        sizes = [{"size": s, "quantity": q} for s, q in (("M", 40 + n % 30), ("L", 30), ("XL", 10))]
        request = QuoteRequest(
            customer_id=rnd.choice(customers),
            created_at=at,
            status="quoted",
            product_type=types[n % len(types)],
            colour_name="Black",
            colour_hex="#222222",
            sizes=sizes,
            quantity=sum(s["quantity"] for s in sizes),
            positions=["front"],
            needed_by=(at + timedelta(days=30)).date(),
            earliest_delivery=(at + timedelta(days=12)).date(),
            date_possible=True,
            ship_area=f"{n} MG Road",
            ship_city="Bengaluru",
            ship_state="Karnataka",
            ship_pin_code="560001",
            business_name=f"Bench Traders {n}",
            business_gstin=gstin("29", n),
            business_address=f"{n} MG Road, Bengaluru 560001",
        )
        quote = Quote(
            number=f"QT-25-{n + 1:06d}",
            financial_year=2025,
            sequence=n + 1,
            request=request,
            customer_id=request.customer_id,
            created_at=at + timedelta(hours=3),
            status=("sent", "changes", "draft")[n % 3],
        )
        total = Decimal(request.quantity * 450)
        revisions.append(
            QuoteRevision(
                quote=quote,
                number=1,
                created_at=quote.created_at,
                valid_until=(at + timedelta(days=15)).date(),
                dispatch_by=(at + timedelta(days=20)).date(),
                advance_percent=Decimal(50),
                goods=total,
                total=total,
                taxable=(total / Decimal("1.05")).quantize(Decimal("0.01")),
                place_of_supply="29 Karnataka",
                sent_at=None if quote.status == "draft" else quote.created_at,
            )
        )
        requests.append(request)
        quotes.append(quote)
    QuoteRequest.objects.bulk_create(requests, batch_size=1000)
    for quote in quotes:
        quote.request_id = quote.request.pk
    Quote.objects.bulk_create(quotes, batch_size=1000)
    for revision in revisions:
        revision.quote_id = revision.quote.pk
    QuoteRevision.objects.bulk_create(revisions, batch_size=1000)
    return len(quotes)


def receivables_fill(now) -> int:
    """DEBTORS businesses owing balances on RECEIVABLES delivered orders (half the advance paid, due
    30 days after dispatch, spread over the last five months), with their maintained figures."""
    from datetime import timedelta
    from decimal import Decimal

    from django.db.models import Min, Sum

    from core.orders.models import Order
    from core.receivables.models import Debtor, Receivable

    orders = list(
        Order.objects.filter(status="delivered", receivable__isnull=True)
        .order_by("-pk")
        .values_list("pk", "customer_id")[:RECEIVABLES]
    )
    debtors = [
        Debtor(
            key=f"gstin:{gstin('27', n + 500)}",
            name=f"Bench Enterprises {n}",
            gstin=gstin("27", n + 500),
            customer_id=orders[n][1],
        )
        for n in range(min(DEBTORS, len(orders)))
    ]
    Debtor.objects.bulk_create(debtors)
    today = now.date()
    rows = []
    for n, (order_pk, _) in enumerate(orders):
        total = Decimal(20_000 + (n * 7919) % 180_000)
        dispatched = today - timedelta(days=(n * 13) % 150)
        rows.append(
            Receivable(
                order_id=order_pk,
                debtor=debtors[n % len(debtors)],
                quote_number=f"QT-24-{n + 1:06d}",
                total=total,
                advance_percent=Decimal(50),
                advance=total / 2,
                received=total / 2,
                terms_days=30,
                dispatch_by=dispatched,
                dispatched_on=dispatched,
                due_on=dispatched + timedelta(days=30),
                state="balance",
            )
        )
    Receivable.objects.bulk_create(rows, batch_size=1000)
    for pk, number in Receivable.objects.values_list("order_id", "quote_number"):
        Order.objects.filter(pk=pk).update(quote_number=number)
    for debtor in debtors:
        sums = Receivable.objects.filter(debtor=debtor, state="balance").aggregate(
            total=Sum("total"), received=Sum("received"), oldest=Min("due_on")
        )
        debtor.owed, debtor.oldest_due = sums["total"] - sums["received"], sums["oldest"]
        debtor.open_count = Receivable.objects.filter(debtor=debtor, state="balance").count()
    Debtor.objects.bulk_update(debtors, ["owed", "open_count", "oldest_due"])
    return len(rows)
