"""The opening stock from a spreadsheet (XLSX or CSV) through the Django admin's import, with its
dry-run preview: one row per blank (product type by slug, sleeve, colour, size), the pieces counted
on the shelf and the low-stock threshold. A new blank is added; a listed one's on hand becomes the
count through one "count" adjustment (core.stock.services.blank_item_count_set), so on hand still
equals the sum of its movements. Reserved is shown on export and never imported."""

from import_export import fields, resources, widgets

from core.catalogue.resources import ProductTypeSlugWidget
from core.common.admin_export import SafeExportMixin
from core.stock.models import BlankItem
from core.stock.services import blank_item_count_set

OPENING = "Opening stock (spreadsheet)"


class BlankItemResource(SafeExportMixin, resources.ModelResource):
    product_type = fields.Field(
        attribute="product_type", column_name="product_type", widget=ProductTypeSlugWidget()
    )
    on_hand = fields.Field(attribute="on_hand", column_name="on_hand", widget=widgets.IntegerWidget())
    reserved = fields.Field(attribute="reserved", column_name="reserved", readonly=True)

    class Meta:
        model = BlankItem
        name = "Blank stock (opening stock)"
        import_id_fields = ("product_type", "sleeve", "colour", "size")
        fields = ("product_type", "sleeve", "colour", "size", "on_hand", "reserved", "low_stock_at")
        export_order = fields
        clean_model_instances = True
        skip_unchanged = True
        report_skipped = True

    def before_import(self, dataset, **kwargs):
        self._actor = kwargs.get("user")

    def do_instance_save(self, instance, is_create):
        counted = instance.on_hand
        blank_item_count_set(
            item=instance, counted=counted, actor=getattr(self, "_actor", None), reference=OPENING
        )
