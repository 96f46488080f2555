"""The business a receivable is owed by, and its maintained sums."""

from django.db import transaction
from django.db.models import Min, Sum

from core.orders.models import Order
from core.receivables.models import Debtor, Receivable, ReceivableState


def _key(order: Order) -> str:
    gstin = (order.business_gstin or "").strip().upper()
    return f"gstin:{gstin}" if gstin else f"customer:{order.customer_id}"


@transaction.atomic
def debtor_for_order(*, order: Order) -> Debtor:
    """The business buying `order`: one per GSTIN, else the customer; its name kept the latest."""
    name = (order.business_name or order.customer.name or order.ship_name or "").strip()[:120]
    debtor, made = Debtor.objects.get_or_create(
        key=_key(order),
        defaults={"name": name, "gstin": order.business_gstin or "", "customer_id": order.customer_id},
    )
    if not made and name and debtor.name != name:
        debtor.name = name
        debtor.save(update_fields=["name"])
    return debtor


@transaction.atomic
def debtor_refresh(*, debtor_id: int) -> None:
    """What the debtor owes, from its open receivables only (the `receivable_debtor_open` index):
    the balances past the advance, how many, the oldest due date. Called by every receivable write."""
    debtor = Debtor.objects.select_for_update().get(pk=debtor_id)
    open_ones = Receivable.objects.filter(debtor_id=debtor_id, state=ReceivableState.BALANCE_DUE)
    sums = open_ones.aggregate(total=Sum("total"), received=Sum("received"), oldest=Min("due_on"))
    debtor.owed = (sums["total"] or 0) - (sums["received"] or 0)
    debtor.open_count = open_ones.count()
    debtor.oldest_due = sums["oldest"]
    debtor.save(update_fields=["owed", "open_count", "oldest_due"])
