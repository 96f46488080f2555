"""For the Hindi tests: the English words left in a text. A word is a run of Latin letters with a
small letter in it, standing alone: codes (GSTINs, order and invoice numbers, AWBs, HSN, UQC, sizes)
are capitals and digits, so they are not words."""

import re

WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z'’-]*[A-Za-z](?![A-Za-z0-9])")


def english_words(text: str) -> set[str]:
    return {word for word in WORD.findall(text) if not word.isupper()}
