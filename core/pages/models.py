"""The seller's pages: the disclosures the Consumer Protection (E-Commerce) Rules, 2020 ask for
(rules 4 and 7), the owner's words; the facts come from the settings (selectors.py)."""

from django.conf import settings
from django.db import models
from django.utils import timezone

HINDI_HELP = "Blank: the shop shows the English."


class PageSlug(models.TextChoices):
    ABOUT = "about", "About us"
    GRIEVANCE = "grievance-officer", "Grievance officer"
    RETURNS = "returns", "Returns, refunds and exchanges"
    SHIPPING = "shipping", "Shipping and delivery"
    PAYMENTS = "payments", "Payments"
    TERMS = "terms", "Terms of use"
    PRIVACY = "privacy", "Privacy notice"


class SellerPage(models.Model):
    """A page of the seller's disclosures: the owner's Markdown; the facts come from the settings."""

    slug = models.CharField(max_length=20, primary_key=True, choices=PageSlug.choices)
    title = models.CharField(max_length=120)
    markdown = models.TextField(
        blank=True, help_text="Markdown. The facts (addresses, numbers) show below it."
    )
    # the Hindi page, as products keep their Hindi names (core/common/languages.py::in_language)
    title_hi = models.CharField("title in Hindi", max_length=120, blank=True, help_text=HINDI_HELP)
    markdown_hi = models.TextField("Markdown in Hindi", blank=True, help_text=HINDI_HELP)
    position = models.PositiveSmallIntegerField(default=0)
    updated_at = models.DateTimeField(default=timezone.now)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        db_table = "trust_sellerpage"  # made by the trust app, where the pages began: the rows stay
        ordering = ["position"]
        verbose_name = "seller page"

    def __str__(self) -> str:
        return self.title
