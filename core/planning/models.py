from django.core.validators import MaxValueValidator
from django.db import models

# A print method no one has given a capacity yet is planned at this many pieces a day.
DEFAULT_PIECES_PER_DAY = 100
# The product types' print method when they name none.
OTHER_METHOD = "Other"


class PrintCapacity(models.Model):
    """How many pieces the print floor prints in a day by one print method (the product types'
    `print_method`, as the catalogue spells it). Edited by the owner (settings)."""

    print_method = models.CharField(max_length=80, unique=True)
    pieces_per_day = models.PositiveIntegerField(validators=[MaxValueValidator(100_000)])

    class Meta:
        ordering = ["print_method"]
        verbose_name = "print capacity"
        verbose_name_plural = "print capacities"

    def __str__(self) -> str:
        return f"{self.print_method}: {self.pieces_per_day} a day"
