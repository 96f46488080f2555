"""The consent notices: data files (`notices/v<N>.json`), one per version, each with its words in
every language it offers (English and Hindi), so a translator edits words, never code.

What a notice says follows the Digital Personal Data Protection Act, 2023, s.5(1) and the Digital
Personal Data Protection Rules, 2025, rule 3: standalone and plain; an itemised description of the
personal data and the specified purpose of each (rule 3(b)); how to withdraw consent as easily as it
was given (s.6(4), rule 3(c)(i)); how to exercise the person's rights and complain to the Data
Protection Board (s.5(1)(iii), rule 3(c)(ii)-(iii)), with the grievance officer's contact (rule 9),
the facts the seller's pages already show (core.pages). The person chooses the language: English or
a language of the Eighth Schedule to the Constitution (s.5(3)); the storefront's switch asks for it.
Order updates are no purpose here: they carry out the contract (s.7(a), a legitimate use)."""

import json
from functools import cache
from pathlib import Path

from django.utils.html import strip_tags

from core.common.errors import ApplicationError
from core.pages.selectors import seller_facts

FOLDER = Path(__file__).resolve().parent / "notices"
LANGUAGES = ("en", "hi")
NO_LANGUAGE = "Choose English (en) or Hindi (hi)."
NO_PURPOSE = "Choose one of the purposes of the notice."


@cache
def _all() -> dict[int, dict]:
    found = {}
    for path in sorted(FOLDER.glob("v*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found[int(data["version"])] = data
    return found


def current_version() -> int:
    return max(_all())


def purposes() -> list[str]:
    """The purposes of the current notice, in the order it shows them."""
    return list(_all()[current_version()]["purposes"])


def language_check(language: str) -> str:
    if language not in LANGUAGES:
        raise ApplicationError(NO_LANGUAGE, errors={"language": [NO_LANGUAGE]})
    return language


def purpose_check(purpose: str, field: str = "purpose") -> str:
    if purpose not in purposes():
        raise ApplicationError(NO_PURPOSE, errors={field: [NO_PURPOSE]})
    return purpose


def _officer() -> dict:
    return seller_facts()["grievance_officer"]


def notice(language: str, *, version: int | None = None) -> dict:
    """The notice as the storefront shows it, in `language`, with the grievance officer's facts."""
    data = _all()[version or current_version()]
    words = data["texts"][language_check(language)]
    return {
        "version": data["version"],
        "language": language,
        "languages": [{"code": code, "name": data["texts"][code]["language_name"]} for code in LANGUAGES],
        "title": words["title"],
        "intro": words["intro"],
        "always": words["always"],
        "data_word": words["data_word"],
        "use_word": words["use_word"],
        "purposes": [{"code": code, **words["purposes"][code]} for code in data["purposes"]],
        "withdraw": words["withdraw"],
        "rights": words["rights"],
        "complain": words["complain"].format(**_officer()),
    }


def wording(*, version: int, language: str, purpose: str) -> str:
    """The words of one tick as its notice showed them: the ledger keeps this with each event."""
    data = _all()[version]
    words = data["texts"][language]
    item = words["purposes"][purpose]
    return strip_tags(
        f"{item['label']}. {words['data_word']}: {item['data']}. {words['use_word']}: {item['use']}. "
        f"{words['withdraw']}"
    )
