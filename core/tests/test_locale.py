"""The locale files: the compiled catalogue says what the .po file says (both are committed: the .mo is
what Django reads, so running the shop needs no gettext), every placeholder survives translation, and
the words stored as data that e-mails and PDFs translate are all there."""

import gettext
import re
from pathlib import Path

import pytest
from django.conf import settings

from core.catalogue.seed_values import COLOURS, GLOW_PINK, VIOLET_RUSH
from core.common.states import STATES
from core.invoices.pdf_words import PARTICULARS
from core.orders.models import PaymentMethod, PaymentStatus
from core.returns.models import ReturnKind
from core.returns.reasons import ReturnReason

LOCALE = Path(settings.BASE_DIR) / "core" / "locale"
ENTRY = re.compile(r'^msgid ((?:".*"\n)+)msgstr ((?:".*"\n)+)', re.M)


def po_entries(path: Path) -> dict[str, str]:
    def joined(block: str) -> str:
        text = "".join(re.findall(r'^"(.*)"$', block, re.M))
        return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)

    return {joined(a): joined(b) for a, b in ENTRY.findall(path.read_text()) if joined(a)}


def languages() -> list[str]:
    return [code for code, _ in settings.LANGUAGES if code != "en"]


@pytest.mark.parametrize("code", languages())
def test_the_compiled_catalogue_is_the_po_file(code):
    folder = LOCALE / code / "LC_MESSAGES"
    entries = po_entries(folder / "django.po")
    with open(folder / "django.mo", "rb") as fh:
        compiled = gettext.GNUTranslations(fh)._catalog
    assert {k: v for k, v in compiled.items() if k} == {k: v for k, v in entries.items() if v}


@pytest.mark.parametrize("code", languages())
def test_every_message_is_translated_with_its_placeholders(code):
    for english, translated in po_entries(LOCALE / code / "LC_MESSAGES" / "django.po").items():
        assert translated, f"untranslated: {english!r}"
        for placeholder in re.findall(r"\{[a-z_]+\}|%\([a-z_]+\)s", english):
            assert placeholder in translated, (english, translated)


STORED_WORDS = [
    *PARTICULARS,
    *STATES.values(),
    *(name for name, _ in [*COLOURS, GLOW_PINK, VIOLET_RUSH]),
    "Half Sleeve",
    "Full Sleeve",
    *PaymentMethod.labels,
    *PaymentStatus.labels,
    *ReturnReason.labels,
    *ReturnKind.labels,
]


@pytest.mark.parametrize("code", languages())
def test_the_words_stored_as_data_are_translated(code):
    entries = po_entries(LOCALE / code / "LC_MESSAGES" / "django.po")
    assert [word for word in STORED_WORDS if not entries.get(word)] == []
