"""django-unfold settings. The admin issue fills these in; kept apart from settings.py."""

UNFOLD = {
    "SITE_TITLE": "Rangrez admin",
    "SITE_HEADER": "Rangrez",
}
