"""The customers' languages: which ones the shop speaks (settings.LANGUAGES, data not code), which one
a request asks for, and which one a person reads.

A request says its language explicitly (`?lang=hi` on a public read, or the storefront's
`X-Shop-Language` header on its calls); a browser's `Accept-Language` is only the last hint, since a
Hindi browser may still be reading the English pages. A person's language is the account's
`language` (blank until chosen: the default, the first of settings.LANGUAGES).
"""

from contextlib import AbstractContextManager

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation.trans_real import parse_accept_lang_header

LANGUAGE_HEADER = "HTTP_X_SHOP_LANGUAGE"
NOT_OFFERED = "Choose one of the shop's languages."


def language_codes() -> list[str]:
    return [code for code, _ in settings.LANGUAGES]


def default_language() -> str:
    return language_codes()[0]


def language_offered(code: str | None) -> str | None:
    """The shop's language `code` names ("hi", "HI", "hi-IN" -> "hi"), None when it offers none such."""
    code = (code or "").strip().lower().replace("_", "-")
    if not code:
        return None
    for candidate in (code, code.split("-")[0]):
        if candidate in language_codes():
            return candidate
    return None


def explicit_language(request: HttpRequest) -> str | None:
    """The language the caller named on purpose: `?lang=` first, then the storefront's header."""
    return language_offered(request.GET.get("lang")) or language_offered(request.META.get(LANGUAGE_HEADER))


def accepted_language(request: HttpRequest) -> str | None:
    """The best of the browser's Accept-Language that the shop speaks (a q=0 one never)."""
    for code, quality in parse_accept_lang_header(request.META.get("HTTP_ACCEPT_LANGUAGE", "")[:255]):
        found = language_offered(code) if quality > 0 and code != "*" else None
        if found:
            return found
    return None


def request_language(request: HttpRequest) -> str:
    """The language to answer a public read in: named on purpose, else the browser's, else the default."""
    return explicit_language(request) or accepted_language(request) or default_language()


def person_language(person) -> str:
    """The language the shop writes to this person in (their account's, else the default)."""
    return language_offered(getattr(person, "language", "")) or default_language()


def in_language(obj, field: str, code: str) -> str:
    """A model's `field` in language `code`: its `<field>_<code>` column where the model has one and it
    is filled (a product's `name_hi`), else the field itself (the English)."""
    if code != default_language():
        words = getattr(obj, f"{field}_{code}", "")
        if words:
            return words
    return getattr(obj, field)


def vary_by_language(response: HttpResponse) -> None:
    """An answer in the request's language (`?lang=` keys itself; the headers are named so that no
    shared cache serves a Hindi answer to an English reader, or the reverse)."""
    patch_vary_headers(response, ("Accept-Language", "X-Shop-Language"))


def speaking(code: str) -> AbstractContextManager:
    """Render inside `with speaking(code):` to write in that language (Django's gettext, the
    translated product names)."""
    return translation.override(language_offered(code) or default_language())


def speaking_to(person) -> AbstractContextManager:
    return speaking(person_language(person))
