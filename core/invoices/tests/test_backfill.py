"""`issue_missing_invoices`: confirmed or paid orders from before invoicing get theirs, oldest first."""

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from core.invoices.models import Invoice
from core.orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def test_backfill_issues_oldest_first_and_only_once():
    now = timezone.now()
    newer = OrderFactory(status="shipped", created_at=now - timedelta(days=1))
    older = OrderFactory(status="pending", payment_status="paid", created_at=now - timedelta(days=9))
    OrderFactory(status="pending")  # not confirmed, not paid
    OrderFactory(status="cancelled", payment_status="paid")
    out = StringIO()
    call_command("issue_missing_invoices", "--dry-run", stdout=out)
    assert out.getvalue().strip() == "2 orders need an invoice." and not Invoice.objects.exists()
    call_command("issue_missing_invoices", stdout=out)
    call_command("issue_missing_invoices", stdout=out)
    assert [i.order for i in Invoice.objects.order_by("sequence")] == [older, newer]
