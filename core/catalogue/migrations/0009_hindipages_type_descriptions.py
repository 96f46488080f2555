from django.db import migrations

# The seeded product types' descriptions in Hindi (their English in core/catalogue/seed_values.py): the design
# pages' text (/hi/help/<type>). A type whose English the team has changed since, or whose Hindi is already
# written, is left as it is.
HINDI_DESCRIPTIONS = {
    "tshirts": (
        "180 GSM combed cotton, bio-washed, pre-shrunk. Printed by DTG so your design stays soft to touch.",
        "180 GSM कॉम्बेड कॉटन, बायो-वॉश्ड, पहले से सिकुड़ा हुआ। सीधे कपड़े पर छपाई, ताकि आपका डिज़ाइन छूने में मुलायम रहे।",
    ),
    "polo": (
        "Pique cotton polo with a ribbed collar; your design on the chest or the back.",
        "रिब वाले कॉलर के साथ पिके कॉटन पोलो; आपका डिज़ाइन सीने पर या पीठ पर।",
    ),
    "crop-top": (
        "Soft stretch cotton crop top with a cropped boxy fit.",
        "मुलायम स्ट्रेच कॉटन का क्रॉप टॉप, छोटी और खुली फ़िटिंग के साथ।",
    ),
    "sweatshirt": (
        "320 GSM brushed fleece sweatshirt for Indian winters.",
        "भारतीय सर्दियों के लिए 320 GSM ब्रश्ड फ़्लीस स्वेटशर्ट।",
    ),
    "hoodie": (
        "Heavy fleece hoodie with a kangaroo pocket and a lined hood.",
        "कंगारू जेब और अस्तर वाली टोपी के साथ भारी फ़्लीस हुडी।",
    ),
    "tank-top": (
        "Breathable cotton tank for the gym, the beach and the gig.",
        "जिम, समुद्र तट और कॉन्सर्ट के लिए हवादार कॉटन टैंक टॉप।",
    ),
    "flag": (
        "3 x 5 ft satin flag with brass grommets; colours that survive sun and rain.",
        "पीतल के छल्लों वाला 3 x 5 फ़ुट का साटन झंडा; धूप और बारिश में टिकने वाले रंग।",
    ),
    "poster": (
        "A3 poster on 250 GSM matte paper, shipped rolled in a tube.",
        "250 GSM मैट कागज़ पर A3 पोस्टर, ट्यूब में लपेटकर भेजा जाता है।",
    ),
    "banner": (
        "6 x 3 ft flex banner with eyelets, for shops, stages and celebrations.",
        "छेदों वाला 6 x 3 फ़ुट का फ़्लेक्स बैनर, दुकानों, मंचों और उत्सवों के लिए।",
    ),
    "stickers": (
        "Die-cut vinyl stickers, waterproof and scratch resistant; a sheet of ten.",
        "आकार में कटे विनाइल स्टिकर, पानी और खरोंच से सुरक्षित; दस की एक शीट।",
    ),
    "drum-skin": (
        "A printed bass-drum head for your band's name and logo, 20 or 22 inch.",
        "आपके बैंड के नाम और लोगो के लिए छपा हुआ बेस-ड्रम का चमड़ा, 20 या 22 इंच।",
    ),
    "business-cards": (
        "100 business cards on 350 GSM matte board.",
        "350 GSM मैट बोर्ड पर 100 विज़िटिंग कार्ड।",
    ),
    "mugs": (
        "11 oz ceramic mug, dishwasher safe print.",
        "11 औंस का सिरेमिक मग, डिशवॉशर में सुरक्षित छपाई।",
    ),
}
DRUM_SKIN = "ड्रम स्किन"


def hindi_descriptions(apps, schema_editor):
    product_type = apps.get_model("catalogue", "ProductType")
    for slug, (english, hindi) in HINDI_DESCRIPTIONS.items():
        product_type.objects.filter(slug=slug, description=english, description_hi="").update(
            description_hi=hindi
        )
    product_type.objects.filter(slug="drum-skin", name_hi="").update(name_hi=DRUM_SKIN)


class Migration(migrations.Migration):
    dependencies = [
        ("catalogue", "0008_words_hindiserver"),
    ]

    operations = [
        migrations.RunPython(hindi_descriptions, migrations.RunPython.noop),
    ]
