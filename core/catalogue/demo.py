"""Demo price breaks and Hindi words for a fresh shop (`manage.py seed_demo`, through
settings.DEMO_SEEDERS): the bulk tables of tees, hoodies and flags, written through the service as the
owner would, and the catalogue's descriptions in Hindi.

The first tier (1-9) is each product's shop price for one side and both, as the studio has always
charged; from 10 pieces the price falls, and a print on both sides costs more than on one."""

from decimal import Decimal as D

from core.catalogue.selectors import product_types
from core.catalogue.services import hindi_blanks_fill, price_breaks_set

STEPS = ((1, 9), (10, 49), (50, 99), (100, 249), (250, None))
# slug -> unit price per step (one side, both sides), setup charges (label, amount)
TABLES = {
    "tshirts": (
        [("499", "499"), ("429", "499"), ("379", "449"), ("339", "399"), ("299", "359")],
        [("Screen setup (up to 4 colours)", "1200")],
    ),
    "hoodie": (
        [("1099", "1099"), ("949", "1049"), ("849", "949"), ("789", "879"), ("729", "819")],
        [("Screen setup (up to 4 colours)", "1200"), ("Embroidery digitising", "800")],
    ),
    "flag": (
        [("699", "699"), ("599", "899"), ("529", "799"), ("469", "719"), ("419", "649")],
        [("Artwork set-up", "500")],
    ),
}


def seed_price_breaks(*, admin=None, **_) -> None:
    for product_type in product_types().filter(slug__in=TABLES):
        prices, setup = TABLES[product_type.slug]
        price_breaks_set(
            product_type=product_type,
            tiers=[
                {"min_quantity": lo, "max_quantity": hi, "one_side": D(one), "both_sides": D(both)}
                for (lo, hi), (one, both) in zip(STEPS, prices, strict=True)
            ],
            setup=[{"label": label, "amount": D(amount)} for label, amount in setup],
            actor=admin,
        )


# The demo catalogue's descriptions in Hindi, as a shop's team writes them in the back office; the
# names stay as the shop keeps them (a design's title, a brand-like word), and the Hindi pages mark
# them as English.
HINDI_ITEM_DESCRIPTIONS = {
    1: "नीले रंग में पुनर्जागरण काल का आसमान, आरामदेह सूती टी-शर्ट के सीने पर छपा हुआ।",
    2: "ड्रॉप्ड शोल्डर वाली ओवरसाइज़्ड टी-शर्ट पर मध्यकालीन सुनहरी नक्काशी।",
    3: "सिस्टीन चैपल की चुन्नटें, नरम स्क्रीन प्रिंट में नए रूप में।",
    4: "हमारा सिस्टीन वेल प्रिंट, गहरी नील स्याही में।",
    5: "बारीक रेखाओं में एक तीर्थयात्री का चित्र, मोटे सूती कपड़े पर।",
    6: "हाथ से बने तारों के प्रभामंडल के साथ शांत नीली मैडोना।",
    7: "गर्मी के दिनों के लिए हवादार टैंक टॉप पर ब्लू मैडोना प्रिंट।",
    8: "फ़िटेड बेबी टी-शर्ट पर भजनों की लिखावट।",
    9: "बैंगनी धुंध का साइकेडेलिक प्रिंट, जो स्टेज की रोशनी में चमकता है।",
    10: "हमारे स्किन सिन आर्टवर्क वाला बिना आस्तीन का क्रॉप टॉप।",
    11: "पूरी आस्तीन की बेबी टी-शर्ट पर स्किन सिन आर्टवर्क।",
}
# slug -> (name, description); the names of the others came with the shop (migration catalogue 0008)
HINDI_TYPES = {
    "tshirts": (
        "",
        "180 GSM कॉम्ब्ड कॉटन, बायो-वॉश और पहले से सिकुड़ा हुआ। DTG से छपाई, ताकि आपका डिज़ाइन छूने में नरम रहे।",
    ),
    "polo": ("", "रिब्ड कॉलर वाली पिके कॉटन पोलो; आपका डिज़ाइन सीने पर या पीठ पर।"),
    "crop-top": ("", "नरम स्ट्रेच कॉटन का क्रॉप टॉप, छोटी और खुली फ़िटिंग के साथ।"),
    "sweatshirt": ("", "भारतीय सर्दियों के लिए 320 GSM ब्रश्ड फ़्लीस स्वेटशर्ट।"),
    "hoodie": ("", "कंगारू पॉकेट और अस्तर वाले हुड के साथ मोटे फ़्लीस की हुडी।"),
    "tank-top": ("", "जिम, समुद्र तट और कॉन्सर्ट के लिए हवादार सूती टैंक टॉप।"),
    "flag": ("", "पीतल के छल्लों वाला 3 x 5 फ़ुट का साटन झंडा; ऐसे रंग जो धूप और बारिश झेल लें।"),
    "poster": ("", "250 GSM मैट कागज़ पर A3 पोस्टर, ट्यूब में लपेटकर भेजा जाता है।"),
    "banner": ("", "आइलेट वाला 6 x 3 फ़ुट का फ़्लेक्स बैनर, दुकानों, मंचों और उत्सवों के लिए।"),
    "stickers": ("", "डाई-कट विनाइल स्टिकर, पानी और खरोंच से सुरक्षित; दस की एक शीट।"),
    "drum-skin": ("ड्रम स्किन", "आपके बैंड के नाम और लोगो के लिए छपा हुआ बेस-ड्रम हेड, 20 या 22 इंच।"),
    "business-cards": ("", "350 GSM मैट बोर्ड पर 100 विज़िटिंग कार्ड।"),
    "mugs": ("", "11 औंस का सिरेमिक मग, डिशवॉशर में सुरक्षित छपाई।"),
}


def seed_hindi_catalogue(**_) -> None:
    """Fills the Hindi the team has not written yet; what is written stays."""
    hindi_blanks_fill(item_descriptions=HINDI_ITEM_DESCRIPTIONS, types=HINDI_TYPES)
