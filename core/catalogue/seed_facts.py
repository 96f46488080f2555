"""The facts a fresh database starts with (the Details and Features tabs): per product
type by slug, and what an item says differently (by id). Country of origin: all made in India."""

COTTON_CARE = "Machine wash cold, inside out, with like colours. Do not bleach. Do not iron on the print."
TEE = {
    "material": "100% combed cotton, bio-washed",
    "gsm": 180,
    "fit": "Regular fit",
    "print_method": "DTG (direct-to-garment)",
    "care": COTTON_CARE,
    "features": [
        "Pre-shrunk, so it keeps its size after washing",
        "Soft print that breathes with the fabric",
        "Ribbed crew neck that keeps its shape",
        "Printed to order in our studio",
    ],
}
FLEECE = {
    "material": "80% cotton, 20% polyester fleece",
    "gsm": 320,
    "fit": "Regular fit",
    "print_method": "DTG (direct-to-garment)",
    "care": "Machine wash cold, inside out. Tumble dry low. Do not iron on the print.",
    "features": ["Brushed fleece inside", "Ribbed cuffs and hem", "Printed to order in our studio"],
}
PAPER_CARE = "Keep dry and out of direct sunlight."

TYPE_FACTS = {
    "tshirts": TEE,
    "polo": {
        **TEE,
        "material": "100% cotton pique",
        "gsm": 220,
        "features": ["Ribbed collar and cuffs", "Two-button placket", "Printed to order in our studio"],
    },
    "crop-top": {**TEE, "gsm": 160, "fit": "Cropped, fitted"},
    "sweatshirt": FLEECE,
    "hoodie": {
        **FLEECE,
        "features": ["Lined hood with drawcords", "Kangaroo pocket", *FLEECE["features"][:2]],
    },
    "tank-top": {
        **TEE,
        "gsm": 160,
        "fit": "Relaxed fit",
        "features": ["Deep armholes for hot days", *TEE["features"][:2]],
    },
    "flag": {
        "material": "Polyester satin",
        "print_method": "Dye sublimation",
        "care": "Hand wash cold. Dry in the shade.",
        "features": ["Stitched edges", "Colours that do not run in the rain"],
    },
    "poster": {
        "material": "250 GSM matte art paper",
        "gsm": 250,
        "print_method": "Digital print (pigment inks)",
        "care": PAPER_CARE,
        "features": ["Shipped rolled in a tube"],
    },
    "banner": {
        "material": "Flex vinyl",
        "print_method": "Eco-solvent print",
        "care": "Wipe clean with a damp cloth.",
        "features": ["Eyelets in the corners", "For indoors and outdoors"],
    },
    "stickers": {
        "material": "Vinyl with a matte laminate",
        "print_method": "Digital print, die cut",
        "care": "Apply to a clean, dry surface.",
        "features": ["Waterproof", "Cut to the shape of your design"],
    },
    "drum-skin": {
        "material": "Mylar drum head",
        "print_method": "UV print",
        "care": "Wipe with a dry cloth.",
        "features": ["20 or 22 inch", "Print that does not crack under the beater"],
    },
    "business-cards": {
        "material": "350 GSM card",
        "gsm": 350,
        "print_method": "Digital print",
        "care": PAPER_CARE,
        "features": ["Matte finish", "Sold in packs of 100"],
    },
    "mugs": {
        "material": "Ceramic, 11 oz",
        "print_method": "Sublimation",
        "care": "Dishwasher and microwave safe.",
        "features": ["Print that does not fade in the dishwasher"],
    },
}

OVERSIZED = {"fit": "Oversized fit, dropped shoulders", "gsm": 220}
ITEM_FACTS = {
    2: OVERSIZED,
    5: {"gsm": 220, "material": "100% combed cotton, heavyweight"},
    3: {"print_method": "Screen print"},
    4: {"print_method": "Screen print"},
    8: {"fit": "Fitted baby tee"},
    11: {"fit": "Fitted baby tee, full sleeve"},
}
