"""The back office's summary: the same figures as the Django admin's dashboard."""

from ninja import Schema

from core.common.money import Money


class OfficeStatusCounts(Schema):
    pending: int
    confirm: int
    shipped: int
    delivered: int
    cancelled: int


class OfficeSummaryOut(Schema):
    total_paid: Money
    total_due: Money
    counts: OfficeStatusCounts
    orders: int
    customers: int
    unhandled_messages: int
    open_enquiries: int
    newsletter_signups: int
