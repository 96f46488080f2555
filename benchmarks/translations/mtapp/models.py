from django.db import models


class Item(models.Model):
    name = models.CharField(max_length=120)
    description = models.TextField()
    price = models.DecimalField(max_digits=10, decimal_places=2)

    class Meta:
        app_label = "mtapp"

    def __str__(self) -> str:
        return self.name
