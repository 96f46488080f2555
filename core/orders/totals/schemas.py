"""The back office's summary and charts: the same figures as the Django admin's dashboard."""

from datetime import date

from ninja import Schema

from core.common.money import Money
from core.orders.models import OrderStatus


class OfficeStatusCounts(Schema):
    pending: int
    confirm: int
    shipped: int
    delivered: int
    cancelled: int


class OfficeSummaryOut(Schema):
    total_paid: Money
    total_due: Money
    total_refunded: Money
    counts: OfficeStatusCounts
    orders: int
    customers: int
    unhandled_messages: int
    open_enquiries: int
    newsletter_signups: int


class OfficeChartDay(Schema):
    day: date
    orders: int
    revenue: Money


class OfficeChartStatus(Schema):
    status: OrderStatus
    label: str
    orders: int
    amount: Money


class OfficeChartProductType(Schema):
    name: str
    orders: int
    revenue: Money


class OfficeChartsOut(Schema):
    """The dashboards' charts, from the maintained order totals: the last 30 days (today included)
    per day, all orders per status, and the product types ordered most in those 30 days. Revenue is
    the amount of the orders placed, cancelled ones left out."""

    first_day: date
    last_day: date
    days: list[OfficeChartDay]
    statuses: list[OfficeChartStatus]
    product_types: list[OfficeChartProductType]
