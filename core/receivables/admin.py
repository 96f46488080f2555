"""The Django admin's view of what business customers owe (Perm.VIEW_ACCOUNTS): each business with
its open balance, each business order's receivable (the advance asked, what was received, the balance
and when it is due) with its payments. Read only: payments are recorded from the bank statement
screen or by marking the order paid (core/receivables/services), never typed in here."""

from django.contrib import admin
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.common.admin_display import ReadOnlyInline, ReadOnlyPages
from core.common.admin_money import inr
from core.common.admin_paging import CappedPaginator
from core.common.ist import ist_date, ist_datetime
from core.receivables.models import Debtor, Payment, Receivable


class PaymentInline(ReadOnlyInline):
    model = Payment
    verbose_name_plural = "payments received"
    fields = ("kind", "amount_shown", "received", "utr", "confirmed_by", "confirmed")
    readonly_fields = fields

    @display(description="Amount")
    def amount_shown(self, payment: Payment) -> str:
        return inr(payment.amount)

    @display(description="Received on")
    def received(self, payment: Payment) -> str:
        return ist_date(payment.received_on)

    @display(description="Confirmed")
    def confirmed(self, payment: Payment) -> str:
        return ist_datetime(payment.confirmed_at)


@admin.register(Receivable)
class ReceivableAdmin(ReadOnlyPages, ModelAdmin):
    list_display = ("quote_number", "order", "debtor", "state", "total_shown", "advance_shown",
                    "received_shown", "balance_shown", "due")  # fmt: skip
    list_filter = ("state", "terms_days")
    search_fields = ("quote_number", "order__order_id", "debtor__name", "debtor__gstin")
    list_select_related = ("order", "debtor")
    show_full_result_count = False
    paginator = CappedPaginator
    inlines = (PaymentInline,)
    fields = (
        ("quote_number", "order", "debtor"),
        ("state", "terms_days"),
        ("total_shown", "advance_percent", "advance_shown"),
        ("received_shown", "balance_shown"),
        ("dispatch_by", "dispatched_on", "due"),
    )
    readonly_fields = ("total_shown", "advance_shown", "received_shown", "balance_shown", "due")

    @display(description="Total", ordering="total")
    def total_shown(self, receivable: Receivable) -> str:
        return inr(receivable.total)

    @display(description="Advance asked", ordering="advance")
    def advance_shown(self, receivable: Receivable) -> str:
        return inr(receivable.advance)

    @display(description="Received", ordering="received")
    def received_shown(self, receivable: Receivable) -> str:
        return inr(receivable.received)

    @display(description="Balance")
    def balance_shown(self, receivable: Receivable) -> str:
        return inr(receivable.balance)

    @display(description="Balance due", ordering="due_on")
    def due(self, receivable: Receivable) -> str:
        if receivable.due_on:
            return ist_date(receivable.due_on)
        return f"{receivable.terms_days} days after dispatch" if receivable.terms_days else "before dispatch"


class ReceivableInline(ReadOnlyInline):
    model = Receivable
    verbose_name_plural = "business orders"
    fields = ("quote_number", "order", "state", "total", "received", "due_on")
    readonly_fields = fields
    show_change_link = True


@admin.register(Debtor)
class DebtorAdmin(ReadOnlyPages, ModelAdmin):
    list_display = ("name", "gstin", "customer", "owed_shown", "open_count", "oldest")
    search_fields = ("name", "gstin", "customer__phone_number")
    list_select_related = ("customer",)
    show_full_result_count = False
    paginator = CappedPaginator
    inlines = (ReceivableInline,)
    fields = (("name", "gstin", "customer"), ("owed_shown", "open_count", "oldest"))
    readonly_fields = ("owed_shown", "oldest")

    @display(description="Owes", ordering="owed")
    def owed_shown(self, debtor: Debtor) -> str:
        return inr(debtor.owed)

    @display(description="Oldest due", ordering="oldest_due")
    def oldest(self, debtor: Debtor) -> str:
        return ist_date(debtor.oldest_due) if debtor.oldest_due else "-"
