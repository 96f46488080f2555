from django.db import models
from parler.models import TranslatableModel, TranslatedFields


class Item(TranslatableModel):
    price = models.DecimalField(max_digits=10, decimal_places=2)
    translations = TranslatedFields(
        name=models.CharField(max_length=120),
        description=models.TextField(),
    )

    class Meta:
        app_label = "plapp"
