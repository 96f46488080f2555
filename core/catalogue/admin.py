"""The catalogue: product types and prices, ready-made items, colours, sizes, brands and the money rules.

Items and prices can be edited in a spreadsheet: export, change, import (with a dry-run preview).
Every page saves and deletes through core.catalogue.services (CatalogueAdmin), as imports do.
"""

from django.contrib import admin
from django.core.exceptions import ValidationError
from django.forms.models import BaseInlineFormSet
from django.utils.html import format_html
from import_export.admin import ImportExportModelAdmin
from unfold.admin import ModelAdmin, TabularInline
from unfold.contrib.filters.admin import RelatedDropdownFilter
from unfold.contrib.import_export.forms import ExportForm, ImportForm
from unfold.decorators import display

from core.catalogue.models import (
    Brand,
    CatalogueItem,
    Colour,
    PriceBreak,
    ProductType,
    SetupCharge,
    ShopSettings,
    Size,
    SleeveOption,
)
from core.catalogue.resources import CatalogueItemResource, ProductTypeResource, SleeveOptionResource
from core.catalogue.services import catalogue_entry_delete, catalogue_entry_save
from core.catalogue.tiers import Tier, tier_problems
from core.common.admin_display import OneRowPage
from core.common.admin_money import inr
from core.common.admin_writes import ServiceWrites
from core.common.models import AuditAction


def swatch(hex_value: str, label: str = "") -> str:
    return format_html(
        '<span class="rz-swatch" style="background:{}"></span>{}', hex_value, label or hex_value
    )


class CatalogueAdmin(ServiceWrites, ModelAdmin):
    """A catalogue page: rows are saved and deleted by core.catalogue.services."""

    def save_record(self, request, obj, form, change: bool) -> None:
        catalogue_entry_save(entry=obj)

    def delete_record(self, request, obj) -> None:
        catalogue_entry_delete(entry=obj)


class SpreadsheetAdmin(ImportExportModelAdmin, CatalogueAdmin):
    import_form_class = ImportForm
    export_form_class = ExportForm


class PriceBreakFormSet(BaseInlineFormSet):
    """The tiers are checked as one table (core/catalogue/tiers.py): no gap, no overlap."""

    def clean(self) -> None:
        super().clean()
        kept = [
            f.cleaned_data
            for f in self.forms
            if f.cleaned_data and not f.cleaned_data.get("DELETE") and not f.errors
        ]
        tiers = [
            Tier(d["min_quantity"], d.get("max_quantity"), d["one_side"], d["both_sides"])
            for d in kept
            if all(d.get(k) is not None for k in ("min_quantity", "one_side", "both_sides"))
        ]
        problems = [message for _, message in tier_problems(tiers)]
        if problems:
            raise ValidationError(problems)


class PriceBreakInline(TabularInline):
    model = PriceBreak
    formset = PriceBreakFormSet
    extra = 0
    fields = ("min_quantity", "max_quantity", "one_side", "both_sides")
    verbose_name = "price break"
    verbose_name_plural = "price breaks (unit price by quantity in one order)"


class SetupChargeInline(TabularInline):
    model = SetupCharge
    extra = 0
    fields = ("label", "amount", "position")
    verbose_name_plural = "setup charges (once per bulk order: screens, digitising)"


class SleeveOptionInline(TabularInline):
    model = SleeveOption
    extra = 0
    fields = ("name", "price", "position")


@admin.register(ProductType)
class ProductTypeAdmin(SpreadsheetAdmin):
    audit_action = AuditAction.PRICE
    resource_classes = [ProductTypeResource]
    list_display = ("name", "slug", "price_display", "sleeve_prices", "customisable", "has_sizes", "position")
    list_editable = ("position",)
    search_fields = ("name", "slug")
    list_filter = ("customisable", "has_sizes")
    prepopulated_fields = {"slug": ("name",)}
    ordering = ("position", "name")
    inlines = (SleeveOptionInline, PriceBreakInline, SetupChargeInline)

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("sleeves")

    @display(description="Base price", ordering="base_price")
    def price_display(self, product_type: ProductType) -> str:
        return inr(product_type.base_price)

    @display(description="Sleeves")
    def sleeve_prices(self, product_type: ProductType) -> str:
        return ", ".join(f"{s.name} {inr(s.price)}" for s in product_type.sleeves.all()) or "-"


@admin.register(SleeveOption)
class SleeveOptionAdmin(SpreadsheetAdmin):
    audit_action = AuditAction.PRICE
    resource_classes = [SleeveOptionResource]
    list_display = ("product_type", "name", "price_display", "position")
    list_filter = (("product_type", RelatedDropdownFilter),)
    list_filter_submit = True
    list_select_related = ("product_type",)
    search_fields = ("name", "product_type__name")
    ordering = ("product_type__position", "position")

    @display(description="Price", ordering="price")
    def price_display(self, sleeve: SleeveOption) -> str:
        return inr(sleeve.price)


@admin.register(CatalogueItem)
class CatalogueItemAdmin(SpreadsheetAdmin):
    audit_action = AuditAction.PRICE
    resource_classes = [CatalogueItemResource]
    list_display = (
        "name",
        "product_type",
        "price_display",
        "old_price_display",
        "colour",
        "active",
        "position",
    )
    list_display_links = ("name",)
    list_editable = ("active", "position")
    list_filter = ("active", ("product_type", RelatedDropdownFilter))
    list_filter_submit = True
    list_select_related = ("product_type",)
    search_fields = ("name", "description", "colour_name")
    filter_horizontal = ("sizes",)
    ordering = ("position", "id")

    @display(description="Price", ordering="price")
    def price_display(self, item: CatalogueItem) -> str:
        return inr(item.price)

    @display(description="Was", ordering="old_price")
    def old_price_display(self, item: CatalogueItem) -> str:
        return inr(item.old_price)

    @display(description="Colour", ordering="colour_name")
    def colour(self, item: CatalogueItem) -> str:
        return swatch(item.colour_hex, item.colour_name)


@admin.register(Colour)
class ColourAdmin(CatalogueAdmin):
    list_display = ("swatch_display", "hex", "position")
    list_editable = ("position",)
    search_fields = ("name", "hex")
    ordering = ("position",)

    @display(description="Colour", ordering="name")
    def swatch_display(self, colour: Colour) -> str:
        return swatch(colour.hex, colour.name)


@admin.register(Size)
class SizeAdmin(CatalogueAdmin):
    list_display = ("code", "studio", "custom", "position")
    list_editable = ("studio", "position")
    ordering = ("position",)


@admin.register(Brand)
class BrandAdmin(CatalogueAdmin):
    list_display = ("name", "slug", "tagline", "position")
    list_editable = ("position",)
    fields = ("name", "slug", "tagline", "tagline_hi", "position")
    search_fields = ("name", "tagline", "tagline_hi")
    prepopulated_fields = {"slug": ("name",)}
    ordering = ("position",)


@admin.register(ShopSettings)
class ShopSettingsAdmin(OneRowPage, CatalogueAdmin):
    """The money rules: one row, edited in place."""

    audit_action = AuditAction.MONEY_RULES

    list_display = (
        "__str__",
        "shipping_fee",
        "free_shipping_over",
        "cod_below",
        "promo_code",
        "promo_percent",
    )
    fieldsets = (
        ("Shipping", {"fields": ("shipping_fee", "free_shipping_over")}),
        ("Payment", {"fields": ("cod_below", "online_discount_below", "online_discount_percent")}),
        (
            "Cash on delivery",
            {"fields": ("cod_fee", "cod_first_order_above", "cod_rto_percent", "cod_rto_last")},
        ),
        ("Discounts", {"fields": ("promo_code", "promo_percent", "club_percent")}),
    )
