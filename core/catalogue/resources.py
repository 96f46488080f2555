"""Catalogue import/export: ready-made items and the product-type and sleeve prices.

Imports go through the admin's dry-run preview; every row is validated with the model's own
validators (prices not negative, colours as #RRGGBB), and a file with one bad row changes nothing.
"""

from import_export import fields, resources, widgets

from core.catalogue.models import CatalogueItem, ProductType, Size, SleeveOption
from core.common.admin_export import SafeExportMixin


class SizeCodesWidget(widgets.ManyToManyWidget):
    """Size codes such as "S, M, L"; an unknown code is a row error, not silently dropped."""

    def clean(self, value, row=None, **kwargs):
        codes = [c.strip() for c in str(value or "").split(",") if c.strip()]
        sizes = list(Size.objects.filter(code__in=codes))
        unknown = sorted(set(codes) - {s.code for s in sizes})
        if unknown:
            raise ValueError(f"Unknown size {', '.join(unknown)}.")
        return sizes


class _CatalogueResource(SafeExportMixin, resources.ModelResource):
    class Meta:
        abstract = True


class ProductTypeResource(_CatalogueResource):
    """Product types by slug with their base price; the slug is how a row finds its product type."""

    class Meta:
        model = ProductType
        name = "Product types and base prices"
        import_id_fields = ("slug",)
        fields = ("slug", "name", "base_price", "customisable", "has_sizes", "position", "description")
        export_order = fields
        clean_model_instances = True
        skip_unchanged = True
        report_skipped = True


class SleeveOptionResource(_CatalogueResource):
    """Sleeve choices and their unit prices (T-Shirt: Half Sleeve, Full Sleeve...)."""

    product_type = fields.Field(
        attribute="product_type",
        column_name="product_type",
        widget=widgets.ForeignKeyWidget(ProductType, field="slug"),
    )

    class Meta:
        model = SleeveOption
        name = "Sleeve prices"
        import_id_fields = ("product_type", "name")
        fields = ("product_type", "name", "price", "position")
        export_order = fields
        clean_model_instances = True
        skip_unchanged = True
        report_skipped = True


class CatalogueItemResource(_CatalogueResource):
    """Ready-made catalogue items. Leave id empty to add an item; sizes are codes such as "S, M, L"."""

    product_type = fields.Field(
        attribute="product_type",
        column_name="product_type",
        widget=widgets.ForeignKeyWidget(ProductType, field="slug"),
    )
    sizes = fields.Field(
        attribute="sizes", column_name="sizes", widget=SizeCodesWidget(Size, field="code", separator=", ")
    )

    class Meta:
        model = CatalogueItem
        name = "Catalogue items"
        import_id_fields = ("id",)
        fields = (
            "id",
            "name",
            "product_type",
            "price",
            "old_price",
            "colour_name",
            "colour_hex",
            "sizes",
            "description",
            "active",
            "position",
        )
        export_order = fields
        clean_model_instances = True
        skip_unchanged = True
        report_skipped = True

    def get_queryset(self):
        return super().get_queryset().select_related("product_type").prefetch_related("sizes")
