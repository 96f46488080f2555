"""Catalogue import/export: ready-made items and the product-type and sleeve prices.

Imports go through the admin's dry-run preview; every row is validated with the model's own
validators (prices not negative, colours as #RRGGBB), and a file with one bad row changes nothing.
Rows are saved through core.catalogue.services.catalogue_entry_save.
"""

from django.core.exceptions import ValidationError
from import_export import fields, resources, widgets

from core.catalogue.models import CatalogueItem, ProductType, Size, SleeveOption
from core.catalogue.services import catalogue_entry_save
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


class ProductTypeSlugWidget(widgets.ForeignKeyWidget):
    """A product type by its slug; an unknown slug is a row error that names the choices."""

    def __init__(self):
        super().__init__(ProductType, field="slug")

    def clean(self, value, row=None, **kwargs):
        slug = str(value or "").strip()
        found = ProductType.objects.filter(slug=slug).first()
        if found is None:
            known = ", ".join(ProductType.objects.values_list("slug", flat=True))
            raise ValueError(f"Unknown product type {slug!r}; use one of: {known}.")
        return found


class _ImportRules:
    """Every catalogue import: the model's validators on each row; unchanged rows skipped and listed."""

    clean_model_instances = True
    skip_unchanged = True
    report_skipped = True


def _product_type_column() -> fields.Field:
    return fields.Field(attribute="product_type", column_name="product_type", widget=ProductTypeSlugWidget())


class _CatalogueResource(SafeExportMixin, resources.ModelResource):
    class Meta:
        abstract = True

    def do_instance_save(self, instance, is_create):
        """Each imported row is saved by the catalogue's service, as the admin's forms are."""
        catalogue_entry_save(entry=instance, force_insert=is_create)

    def import_instance(self, instance, row, **kwargs):
        """As the library's, but many-to-many columns (sizes) are checked here too, before anything is
        saved, so a bad one is reported as that row's validation error like any other column."""
        errors = {}
        try:
            super().import_instance(instance, row, **kwargs)
        except ValidationError as exc:
            errors = exc.update_error_dict(errors)
        for field in self.get_import_fields():
            if isinstance(field.widget, widgets.ManyToManyWidget) and field.column_name in row:
                try:
                    field.clean(row, **kwargs)
                except ValueError as exc:
                    errors[field.attribute] = [str(exc)]
        if errors:
            raise ValidationError(errors)

    def validate_instance(self, instance, import_validation_errors=None, validate_unique=True):
        """The model's own validators, on the columns the file carries (others keep their values)."""
        errors = dict(import_validation_errors or {})
        if self._meta.clean_model_instances:
            not_in_file = {f.name for f in instance._meta.concrete_fields} - set(self.fields)
            try:
                instance.full_clean(exclude=set(errors) | not_in_file, validate_unique=validate_unique)
            except ValidationError as exc:
                errors = exc.update_error_dict(errors)
        if errors:
            raise ValidationError(errors)


class ProductTypeResource(_CatalogueResource):
    """Product types by slug with their base price; the slug is how a row finds its product type."""

    class Meta(_ImportRules):
        model = ProductType
        name = "Product types and base prices"
        import_id_fields = ("slug",)
        fields = ("slug", "name", "base_price", "customisable", "has_sizes", "position", "description")
        export_order = fields


class SleeveOptionResource(_CatalogueResource):
    """Sleeve choices and their unit prices (T-Shirt: Half Sleeve, Full Sleeve...)."""

    product_type = _product_type_column()

    class Meta(_ImportRules):
        model = SleeveOption
        name = "Sleeve prices"
        import_id_fields = ("product_type", "name")
        fields = ("product_type", "name", "price", "position")
        export_order = fields


class CatalogueItemResource(_CatalogueResource):
    """Ready-made catalogue items. Leave id empty to add an item; sizes are codes such as "S, M, L"."""

    product_type = _product_type_column()
    sizes = fields.Field(
        attribute="sizes", column_name="sizes", widget=SizeCodesWidget(Size, field="code", separator=", ")
    )

    class Meta(_ImportRules):
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

    def get_queryset(self):
        return super().get_queryset().select_related("product_type").prefetch_related("sizes")
