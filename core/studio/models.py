"""The studio's server side: occasion templates and clip-art (SVG, sanitised on upload), and the
design previews customers share by link."""

from django.db import models


class ArtKind(models.TextChoices):
    TEMPLATE = "template", "Template"
    CLIPART = "clipart", "Clip-art"


class ArtTheme(models.TextChoices):
    FESTIVALS = "festivals", "Festivals"
    SPORTS = "sports", "Sports"
    COLLEGE = "college", "College"
    CELEBRATION = "celebration", "Celebration"
    NATURE = "nature", "Nature"
    ICONS = "icons", "Icons"


class Artwork(models.Model):
    """A template (artwork plus its editable texts) or a piece of clip-art, drawn as SVG. `svg` is
    only ever the sanitised copy (core/studio/sanitise.py); `shipped` marks the shop's own."""

    kind = models.CharField(max_length=10, choices=ArtKind.choices)
    theme = models.CharField(max_length=12, choices=ArtTheme.choices)
    title = models.CharField(max_length=60)
    svg = models.TextField()
    # the template's editable texts: [{"field", "text", "x", "y", "size", "fill", "font", "align", "arc"}]
    placeholders = models.JSONField(default=list, blank=True)
    width = models.FloatField()
    height = models.FloatField()
    position = models.PositiveIntegerField(default=100)
    active = models.BooleanField(default=True)
    shipped = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("kind", "theme", "position", "id")
        indexes = [models.Index(fields=["kind", "active", "theme", "position"], name="studio_art_shelf")]

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.title}"


class DesignShare(models.Model):
    """A design shared by link: the layers (the studio's editable design), the product and colour,
    and a PNG of it on the garment. Nothing about who made it is kept: no user, no name, no phone,
    no address; the token is the only key."""

    token = models.CharField(max_length=43, unique=True)
    product = models.CharField(max_length=60)  # the product type's slug
    product_name = models.CharField(max_length=60)
    sleeve = models.CharField(max_length=40, blank=True)
    colour = models.CharField(max_length=7)
    design = models.JSONField()
    preview = models.BinaryField()
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Shared design {self.token[:6]}…"
