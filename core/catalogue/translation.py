"""The products' words in each of settings.LANGUAGES (django-modeltranslation, measured against
django-parler: docs/decisions.md): `name_hi`, `description_hi` beside the English columns, read in the
active language with English where the Hindi is empty; the same row, no join, no extra query."""

from modeltranslation.translator import TranslationOptions, register

from core.catalogue.models import CatalogueItem, ProductType


@register(CatalogueItem)
class CatalogueItemWords(TranslationOptions):
    fields = ("name", "description")


@register(ProductType)
class ProductTypeWords(TranslationOptions):
    fields = ("name", "description")
