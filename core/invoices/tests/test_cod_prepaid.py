"""A cash-on-delivery order paid by UPI before dispatch turns prepaid: the COD fee goes,
and the order, its invoice and the maintained totals agree."""

from decimal import Decimal

import pytest

from core.catalogue.models import ShopSettings
from core.common.errors import ApplicationError
from core.invoices.models import Invoice
from core.invoices.selectors import live_invoice
from core.invoices.tax import COD_FEE
from core.orders.changes.services import order_cod_to_prepaid, order_update
from core.orders.models import OrderStatus, PaymentMethod, PaymentStatus
from core.orders.placing.services import order_checkout
from core.orders.tests.test_totals import assert_totals_equal_the_orders

pytestmark = pytest.mark.django_db
ITEMS = [(1, "M", 2)]


def cod_order(customer, fee="49"):
    ShopSettings.objects.update_or_create(pk=1, defaults={"cod_fee": Decimal(fee)})
    return order_checkout(customer=customer, items=ITEMS, payment_method="cod")


def test_a_confirmed_cod_order_paid_before_dispatch_loses_the_fee_and_is_invoiced_again(customer):
    # given a COD order with a Rs 49 fee, confirmed: its invoice carries the fee
    order = cod_order(customer)
    order_update(order=order, actor=None, status=OrderStatus.CONFIRM)
    first = live_invoice(order=order)
    assert any(row["description"] == COD_FEE for row in first.rows)
    with_fee = order.amount
    # when the customer pays it now by UPI
    order_cod_to_prepaid(order=order, actor=None, upi_reference="512345678901")
    # then it is a prepaid UPI order, paid, without the fee
    order.refresh_from_db()
    assert (order.payment_method, order.payment_status) == (PaymentMethod.UPI, PaymentStatus.PAID)
    assert order.cod_fee == 0 and order.amount == with_fee - Decimal("49.00")
    assert order.upi_reference == "512345678901"
    # and the first invoice is cancelled by a credit note, the new one totals the order, no fee row
    assert Invoice.objects.get(credited=first).total == first.total
    second = live_invoice(order=order)
    assert second.pk != first.pk and second.total == order.amount
    assert not any(row["description"] == COD_FEE for row in second.rows)
    assert Invoice.objects.filter(order=order, kind=Invoice.Kind.INVOICE).count() == 2
    assert_totals_equal_the_orders()


def test_paid_while_pending_it_is_invoiced_once_without_the_fee(customer):
    order = cod_order(customer)
    order_update(order=order, actor=None, payment_status=PaymentStatus.PAID)  # the bank statement match
    order.refresh_from_db()
    assert order.payment_method == PaymentMethod.UPI and order.cod_fee == 0
    assert [i.total for i in Invoice.objects.filter(order=order)] == [order.amount]
    assert_totals_equal_the_orders()


def test_a_shipped_cod_order_cannot_be_paid_now(customer):
    order = cod_order(customer)
    order_update(order=order, actor=None, status=OrderStatus.SHIPPED)
    with pytest.raises(ApplicationError):
        order_cod_to_prepaid(order=order, actor=None)
    order.refresh_from_db()
    assert order.payment_method == PaymentMethod.COD and order.cod_fee == Decimal("49.00")


def test_without_a_fee_nothing_is_credited(customer):
    order = cod_order(customer, fee="0")
    order_update(order=order, actor=None, status=OrderStatus.CONFIRM)
    order_cod_to_prepaid(order=order, actor=None)
    assert not Invoice.objects.filter(order=order, kind=Invoice.Kind.CREDIT_NOTE).exists()
    assert_totals_equal_the_orders()


def test_by_default_a_cod_order_marked_paid_stays_cash_on_delivery(customer):
    # given no COD fee (the default): today's behaviour, a COD order paid early keeps its method
    order = cod_order(customer, fee="0")
    order_update(order=order, actor=None, payment_status=PaymentStatus.PAID)
    order.refresh_from_db()
    assert (order.payment_method, order.payment_status) == (PaymentMethod.COD, PaymentStatus.PAID)
