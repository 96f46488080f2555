"""The Django admin's view of bank statements, their credits and the UPI payments confirmed from
them: read only (uploads, mappings and confirmations go through core.banking.services, from the
back office's Accounts > Bank statements screen)."""

from django.contrib import admin
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.banking.models import BankColumns, BankCredit, BankStatement, UpiReceipt
from core.common.admin_display import ReadOnlyPages
from core.common.admin_money import inr
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator, IndexedSorts
from core.common.ist import ist_datetime


@admin.register(BankStatement)
class BankStatementAdmin(ReadOnlyPages, ModelAdmin):
    list_display = ("file_name", "bank", "uploaded", "status", "credits", "proposed")
    list_filter = ("status", "bank")
    fields = ("bank", "file_name", "status", "headers", "columns", "credits", "proposed", "error")
    readonly_fields = fields

    @display(description="Uploaded", ordering="created_at")
    def uploaded(self, statement: BankStatement) -> str:
        return ist_datetime(statement.created_at)


@admin.register(BankCredit)
class BankCreditAdmin(ReadOnlyPages, IndexedSorts, ModelAdmin):
    list_display = ("value_date", "amount_display", "utr", "narration", "order", "rule", "reason")
    list_filter = ("rule",)
    search_fields = ("utr", "narration", "reference", "order__order_id")
    list_select_related = ("order",)
    ordering = ("-value_date", "-id")  # newest first, index credit_recent (the model orders a statement)
    sortable_by = ("value_date",)  # by amount or narration a page sorted every credit
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE

    @display(description="Amount", ordering="amount")
    def amount_display(self, credit: BankCredit) -> str:
        return inr(credit.amount)


@admin.register(UpiReceipt)
class UpiReceiptAdmin(ReadOnlyPages, IndexedSorts, ModelAdmin):
    list_display = ("order", "utr", "amount_display", "confirmed", "confirmed_by")
    search_fields = ("utr", "order__order_id")
    list_select_related = ("order", "confirmed_by")
    sortable_by = ("confirmed",)  # index upi_receipt_recent: one receipt per UPI order paid
    show_full_result_count = False
    paginator = CappedPaginator
    list_per_page = ADMIN_PER_PAGE

    @display(description="Amount", ordering="amount")
    def amount_display(self, receipt: UpiReceipt) -> str:
        return inr(receipt.amount)

    @display(description="Confirmed", ordering="confirmed_at")
    def confirmed(self, receipt: UpiReceipt) -> str:
        return ist_datetime(receipt.confirmed_at)


@admin.register(BankColumns)
class BankColumnsAdmin(ReadOnlyPages, ModelAdmin):
    list_display = ("bank", "date", "amount", "narration", "reference")
