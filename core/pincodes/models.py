from django.db import models

DEFAULT_FAST = "Delhi, Gurgaon, Gurugram"
DEFAULT_METROS = (
    "Mumbai, Kolkata, Chennai, Bengaluru, Bangalore, Hyderabad, Pune, Ahmedabad, Noida, Ghaziabad"
)


def names(text: str) -> set[str]:
    """A comma- or line-separated list of city names, compared without case."""
    return {part.strip().casefold() for part in text.replace("\n", ",").split(",") if part.strip()}


class DeliverySettings(models.Model):
    """Where the shop delivers and how fast: one row, edited by the admin team in the Django admin."""

    fast_cities = models.TextField(
        default=DEFAULT_FAST,
        help_text="Cities delivered in 1-2 days (the studio's reading), comma separated. "
        "A name matches a pincode's town, district or state.",
    )
    metro_cities = models.TextField(
        default=DEFAULT_METROS,
        help_text="Metro cities, comma separated: 2-3 days on the studio's reading, 1-3 days on the "
        "product page's (the fast cities count as metros there).",
    )
    paused_pincodes = models.TextField(
        blank=True,
        help_text="Pincodes or their first digits where the shop does not deliver for now, comma "
        "separated (for example 744 for the Andaman Islands).",
    )

    class Meta:
        verbose_name = "delivery settings"
        verbose_name_plural = "delivery settings"

    def __str__(self) -> str:
        return "Delivery settings"

    @classmethod
    def current(cls) -> "DeliverySettings":
        obj, _ = cls.objects.get_or_create(pk=1)
        return obj
