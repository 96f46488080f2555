"""The plain-text e-mails' words in the reader's language: a template per e-mail whose sentences are
{% translate %} / {% blocktranslate %} msgids (core/locale/<code>/LC_MESSAGES/django.po), rendered
while the shop speaks that language, and the shop's links to the pages in that language."""

from django.conf import settings
from django.template.loader import render_to_string
from django.utils.translation import gettext

from core.common.languages import default_language, language_offered, speaking


def shop_url(path: str, language: str) -> str:
    """The shop's page `path` in `language`: '/oandr' -> '…/hi/oandr' for Hindi, unprefixed in English
    (the storefront's addresses: storefront/i18n/routing.ts)."""
    code = language_offered(language) or default_language()
    prefix = "" if code == default_language() else f"/{code}"
    return f"{settings.SHOP_PUBLIC_URL.rstrip('/')}{prefix}{path}"


def first_name(name: str) -> str:
    """How an e-mail greets a person: the first word of their name, else "there" in the language."""
    return name.split()[0] if name.strip() else gettext("there")


def text_email(template: str, context: dict, language: str) -> tuple[str, str]:
    """The e-mail's subject (the template's first line) and its text (the rest), in `language`."""
    with speaking(language):
        context = {"name": first_name(context.pop("person_name", "")), **context}
        subject, _, text = render_to_string(template, context).strip().partition("\n")
    return subject.strip(), text.strip()
