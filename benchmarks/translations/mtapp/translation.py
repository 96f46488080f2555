from modeltranslation.translator import TranslationOptions, register

from mtapp.models import Item


@register(Item)
class ItemTranslation(TranslationOptions):
    fields = ("name", "description")
