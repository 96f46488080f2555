"""Issue the invoices that orders confirmed or paid before invoicing existed (or imported) still lack.

    manage.py issue_missing_invoices [--dry-run]

Oldest order first, so the numbers follow the orders' dates; each through the issuing service.
"""

from django.core.management.base import BaseCommand
from django.db.models import Q

from core.invoices.models import Invoice
from core.invoices.services import INVOICED_STATUSES, invoice_issue_for_order
from core.orders.models import Order, OrderStatus, PaymentStatus


class Command(BaseCommand):
    help = "Issue GST invoices for confirmed or paid orders that have none."

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="Only count the orders.")

    def handle(self, *args, dry_run: bool = False, **options):
        live = Invoice.objects.filter(kind=Invoice.Kind.INVOICE, credit_note__isnull=True).values("order_id")
        orders = (
            Order.objects.filter(Q(status__in=INVOICED_STATUSES) | Q(payment_status=PaymentStatus.PAID))
            .exclude(status=OrderStatus.CANCELLED)
            .filter(replacement_of__isnull=True)  # a replacement moves under a delivery challan (Rule 55)
            .exclude(pk__in=live)
            .order_by("created_at", "id")
        )
        if dry_run:
            self.stdout.write(f"{orders.count()} orders need an invoice.")
            return
        issued = sum(1 for order in orders.iterator(chunk_size=500) if invoice_issue_for_order(order=order))
        self.stdout.write(self.style.SUCCESS(f"Issued {issued} invoices."))
