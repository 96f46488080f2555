from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

DEFAULT_WINDOW_DAYS = 14  # the specification's "14-day exchange and returns"


class ReturnSettings(models.Model):
    """The shop's returns policy: one row, edited by the owner in the Django admin. The storefront's
    promises ("14-day exchange and returns", "Free Returns*"), the policy page and the product
    pages' structured data read it through `selectors.return_policy`, never a literal."""

    window_days = models.PositiveSmallIntegerField(
        default=DEFAULT_WINDOW_DAYS,
        validators=[MinValueValidator(1), MaxValueValidator(90)],
        help_text="Days after the delivered date within which a return or exchange can be asked.",
    )
    free_return_shipping = models.BooleanField(
        default=True,
        help_text="The shop pays the return shipping when the reason is its own fault "
        "(print defect, damage in transit, wrong item, a size other than ordered).",
    )
    custom_prints_returnable = models.BooleanField(
        default=True,
        help_text="Custom-printed orders may come back for the shop's faults (never for a change of mind).",
    )

    class Meta:
        verbose_name = "returns settings"
        verbose_name_plural = "returns settings"

    def __str__(self) -> str:
        return "Returns settings"

    @classmethod
    def current(cls) -> "ReturnSettings":
        """The owner's row, or the defaults before anyone saved one (reading never writes)."""
        return cls.objects.filter(pk=1).first() or cls(pk=1)
