"""Languages: the ones the shop speaks to its customers (data, not code: a language added here with
its locale file core/locale/<code>/LC_MESSAGES/django.po is offered everywhere) and where Django
finds the translations (docs/decisions.md, "The shop in Hindi"). Read by core/settings.py after its own."""

from pathlib import Path

# The customers' languages, by their codes: e-mails, PDFs, the catalogue's names. The first is the
# default; a customer who never chose one reads it. LANGUAGE_CODE ("en-in") falls back to "en".
LANGUAGES = [("en", "English"), ("hi", "हिन्दी")]
LOCALE_PATHS = [Path(__file__).resolve().parent / "locale"]
