"""The Django admin for invoicing: the seller's details, HSN codes and rates, and the issued documents.

Invoices are never added, changed or deleted here (they are issued by the orders' services); each
has a PDF link, and the order page lists its documents (InvoiceInline).
"""

from django.contrib import admin
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import path, reverse
from django.utils.html import format_html
from unfold.admin import ModelAdmin
from unfold.decorators import display

from core.common.admin_display import OneRowPage, ReadOnlyInline, ReadOnlyPages
from core.common.admin_filters import FixedValuesFilter
from core.common.admin_money import inr
from core.common.admin_paging import ADMIN_PER_PAGE, CappedPaginator
from core.common.admin_writes import ServiceWrites
from core.common.ist import ist_datetime
from core.common.models import AuditAction
from core.invoices import services
from core.invoices.models import Invoice, InvoiceCounter, InvoiceSettings, ProductTaxRule


def pdf_link(document: Invoice) -> str:
    url = reverse("admin:invoices_invoice_pdf", args=[document.pk])
    return format_html('<a href="{}" target="_blank" rel="noopener">{} (PDF)</a>', url, document.number)


class InvoiceSetupAdmin(ServiceWrites, ModelAdmin):
    """Saved and deleted by core.invoices.services, as every write of the shop."""

    audit_action = AuditAction.SETTINGS

    def save_record(self, request, obj, form, change: bool) -> None:
        services.invoice_setup_save(entry=obj)

    def delete_record(self, request, obj) -> None:
        services.invoice_setup_delete(entry=obj)


@admin.register(InvoiceSettings)
class InvoiceSettingsAdmin(OneRowPage, InvoiceSetupAdmin):
    """The seller on every invoice: one row, edited in place."""

    list_display = ("legal_name", "gstin", "state_code", "invoice_prefix", "credit_note_prefix")
    fieldsets = (
        ("Seller (printed on every invoice)", {"fields": ("legal_name", "trade_name", "address", "state_code",
                                                          "gstin", "email", "phone")}),
        ("Customer care and grievance officer (shown on the seller's pages)",
         {"fields": ("care_hours", ("officer_name", "officer_designation"),
                     ("officer_phone", "officer_email"))}),
        ("Numbering and rates", {"fields": (("invoice_prefix", "credit_note_prefix"), "apparel_threshold")}),
        ("E-invoicing (B2B)", {"fields": ("einvoicing",)}),
    )  # fmt: skip


@admin.register(ProductTaxRule)
class ProductTaxRuleAdmin(InvoiceSetupAdmin):
    list_display = ("product_type", "hsn", "uqc", "rate", "by_value", "high_rate", "source")
    list_editable = ("hsn", "uqc", "rate", "by_value", "high_rate")
    list_select_related = ("product_type",)


class FinancialYearFilter(FixedValuesFilter):
    """The years that have numbers (a counter row per series and year)."""

    def given_values(self):
        years = InvoiceCounter.objects.order_by("financial_year").values_list("financial_year", flat=True)
        return years.distinct()


@admin.register(Invoice)
class InvoiceAdmin(ReadOnlyPages, ModelAdmin):
    list_display = (
        "number",
        "kind",
        "issued",
        "order",
        "buyer_name",
        "place_of_supply",
        "total_display",
        "pdf",
    )
    list_filter = ("kind", ("financial_year", FinancialYearFilter), "intra_state")
    search_fields = ("number", "order__order_id", "buyer_name")
    list_select_related = ("order",)
    show_full_result_count = False
    paginator = CappedPaginator  # an invoice per order: never count them all
    list_per_page = ADMIN_PER_PAGE
    readonly_fields = ("pdf",)
    fields = ("pdf",)

    @display(description="Issued", ordering="issued_at")
    def issued(self, document: Invoice) -> str:
        return ist_datetime(document.issued_at)

    @display(description="Total", ordering="total")
    def total_display(self, document: Invoice) -> str:
        return inr(document.total)

    @display(description="PDF")
    def pdf(self, document: Invoice) -> str:
        return pdf_link(document)

    def get_urls(self):
        view = self.admin_site.admin_view(self.pdf_view)
        return [path("<int:pk>/pdf/", view, name="invoices_invoice_pdf"), *super().get_urls()]

    def pdf_view(self, request: HttpRequest, pk: int) -> HttpResponse:
        document = get_object_or_404(Invoice, pk=pk)
        if not self.has_view_permission(request, document):
            return HttpResponse("You may not see invoices.", status=403)
        response = HttpResponse(services.invoice_pdf_bytes(invoice=document), content_type="application/pdf")
        response["Content-Disposition"] = f'inline; filename="{document.number.replace("/", "-")}.pdf"'
        return response


class InvoiceInline(ReadOnlyInline):
    """The order page's invoices and credit notes, each with its PDF."""

    model = Invoice
    fk_name = "order"
    verbose_name = "invoice"
    verbose_name_plural = "GST invoices and credit notes"
    fields = ("document", "kind", "issued", "total_display")
    readonly_fields = fields

    @display(description="Number")
    def document(self, document: Invoice) -> str:
        return pdf_link(document)

    @display(description="Issued")
    def issued(self, document: Invoice) -> str:
        return ist_datetime(document.issued_at)

    @display(description="Total")
    def total_display(self, document: Invoice) -> str:
        return inr(document.total)
