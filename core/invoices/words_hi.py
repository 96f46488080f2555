"""An amount in words in Hindi, in Indian numbering (सौ, हज़ार, लाख, करोड़), for a Hindi invoice:
"एक हज़ार सतहत्तर रुपये और पचास पैसे मात्र" for 1077.50. Hindi has a word of its own for each
number up to ninety-nine (no tens-and-units rule), so they are listed."""

from decimal import Decimal

from core.common.money import paise

UNDER_100 = (
    "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस "
    "बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस "
    "पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस "
    "सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ "
    "बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर "
    "छिहत्तर सतहत्तर अठहत्तर उनासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी "
    "नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे"
).split()
# (the place's value, its word), largest first: crore, lakh, thousand, hundred
PLACES = ((10_000_000, "करोड़"), (100_000, "लाख"), (1_000, "हज़ार"), (100, "सौ"))

assert len(UNDER_100) == 100


def number_words_hi(number: int) -> str:
    """ "सत्तानवे हज़ार तीस" for 97030; crores above 99 are themselves said in words."""
    if number < 100:
        return UNDER_100[number]
    words = []
    for value, word in PLACES:
        count, number = divmod(number, value)
        if count:
            words += [number_words_hi(count), word]
    if number:
        words.append(UNDER_100[number])
    return " ".join(words)


def amount_in_words_hi(amount: Decimal) -> str:
    whole, part = divmod(paise(amount), 100)
    text = f"{number_words_hi(whole)} रुपये"
    if part:
        text += f" और {number_words_hi(part)} पैसे"
    return text + " मात्र"
