"""The specification's catalogue values: the defaults a fresh database starts with."""

from decimal import Decimal as D

PRODUCT_TYPES = [
    # name, slug, base price, in the studio, has sizes, sleeves (name, price), description
    (
        "T-Shirt",
        "tshirts",
        D("499"),
        True,
        True,
        [("Half Sleeve", D("499")), ("Full Sleeve", D("599"))],
        "180 GSM combed cotton, bio-washed, pre-shrunk. Printed by DTG so your design stays soft to touch.",
    ),
    (
        "Polo",
        "polo",
        D("649"),
        True,
        True,
        [],
        "Pique cotton polo with a ribbed collar; your design on the chest or the back.",
    ),
    (
        "Crop Top",
        "crop-top",
        D("449"),
        True,
        True,
        [],
        "Soft stretch cotton crop top with a cropped boxy fit.",
    ),
    (
        "Sweats Shirt",
        "sweatshirt",
        D("899"),
        True,
        True,
        [],
        "320 GSM brushed fleece sweatshirt for Indian winters.",
    ),
    (
        "Hoodie",
        "hoodie",
        D("1099"),
        True,
        True,
        [],
        "Heavy fleece hoodie with a kangaroo pocket and a lined hood.",
    ),
    (
        "Tank Top",
        "tank-top",
        D("399"),
        True,
        True,
        [],
        "Breathable cotton tank for the gym, the beach and the gig.",
    ),
    (
        "Flag",
        "flag",
        D("699"),
        True,
        False,
        [],
        "3 x 5 ft satin flag with brass grommets; colours that survive sun and rain.",
    ),
    (
        "Poster",
        "poster",
        D("299"),
        True,
        False,
        [],
        "A3 poster on 250 GSM matte paper, shipped rolled in a tube.",
    ),
    (
        "Banner",
        "banner",
        D("999"),
        True,
        False,
        [],
        "6 x 3 ft flex banner with eyelets, for shops, stages and celebrations.",
    ),
    (
        "Sticker",
        "stickers",
        D("99"),
        True,
        False,
        [],
        "Die-cut vinyl stickers, waterproof and scratch resistant; a sheet of ten.",
    ),
    (
        "Drum Skin",
        "drum-skin",
        D("1499"),
        False,
        False,
        [],
        "A printed bass-drum head for your band's name and logo, 20 or 22 inch.",
    ),
    (
        "Business Card",
        "business-cards",
        D("399"),
        False,
        False,
        [],
        "100 business cards on 350 GSM matte board.",
    ),
    ("Mug", "mugs", D("349"), False, False, [], "11 oz ceramic mug, dishwasher safe print."),
]

COLOURS = [
    ("White", "#ffffff"),
    ("Dark Heather", "#616161"),
    ("Gray", "#f0f0f0"),
    ("Charcoal", "#5b5b5b"),
    ("Black", "#222222"),
    ("Heather Orange", "#fc8d74"),
    ("Heather Dark Chocolate", "#432d26"),
    ("Salmon", "#eead91"),
    ("Chesnut", "#806355"),
    ("Dark Chocolate", "#382d21"),
    ("Citrus Yellow", "#faef93"),
    ("Avocado", "#aeba5e"),
    ("Kiwi", "#8aa140"),
    ("Irish Green", "#1f6522"),
    ("Scrub Green", "#13afa2"),
    ("Teal Ice", "#b8d5d7"),
    ("Heather Sapphire", "#15aeda"),
    ("Sky", "#a5def8"),
    ("Antique Sapphire", "#0f77c0"),
    ("Heather Navy", "#3469b7"),
    ("Cherry Red", "#c50404"),
]

# code, offered in the studio, custom size
SIZES = [
    ("XS", False, False),
    ("S", True, False),
    ("M", True, False),
    ("L", True, False),
    ("XL", True, False),
    ("2XL", True, False),
    ("3XL", True, False),
    ("4XL", True, False),
    ("5XL", True, False),
    ("More than 5XL", True, True),
]

GLOW_PINK = ("Glow Pink", "#f06ba8")
VIOLET_RUSH = ("Violet Rush", "#6d3fc0")

# id, name, price, old price, product type slug, description
CATALOGUE_ITEMS = [
    (
        1,
        "Bleu Renaissance",
        D("699"),
        D("899"),
        "tshirts",
        "A renaissance sky in bleu, printed across the chest of a relaxed cotton tee.",
    ),
    (
        2,
        "Medieval Pink",
        D("999"),
        D("2999"),
        "tshirts",
        "Gilded medieval ornament on an oversized tee with dropped shoulders.",
    ),
    (
        3,
        "Sistine Veil",
        D("699"),
        D("899"),
        "tshirts",
        "The Sistine chapel's drapery, reimagined as a soft screen print.",
    ),
    (4, "Sistine Veil Indigo", D("699"), D("899"), "tshirts", "Our Sistine Veil print in deep indigo ink."),
    (
        5,
        "The pilgrim’s Gaze",
        D("1099"),
        D("2999"),
        "tshirts",
        "A pilgrim's portrait in fine line art, on heavyweight cotton.",
    ),
    (
        6,
        "Blue Madonna",
        D("899"),
        D("1499"),
        "tshirts",
        "A calm blue madonna with a halo of hand-drawn stars.",
    ),
    (
        7,
        "Blue Madonna Tank top",
        D("699"),
        D("899"),
        "tank-top",
        "The Blue Madonna print on a breathable tank for hot days.",
    ),
    (8, "Baby Psalms", D("699"), D("899"), "crop-top", "Psalm lettering on a fitted baby tee."),
    (
        9,
        "Purple Haze",
        D("599"),
        D("899"),
        "tshirts",
        "A psychedelic purple haze that glows under stage lights.",
    ),
    (
        10,
        "Skin Sin sleeveless Crop",
        D("599"),
        D("899"),
        "crop-top",
        "A sleeveless crop with our Skin Sin artwork.",
    ),
    (
        11,
        "Skin sin Baby Full sleeve tshirt",
        D("899"),
        D("999"),
        "tshirts",
        "The Skin Sin artwork on a full sleeve baby tee.",
    ),
]
CATALOGUE_SIZES = ["XS", "S", "M", "L"]

BRANDS = [
    ("Drumskin Originals", "Our own prints for drummers and the bands they keep time for."),
    ("Chai Club", "For the ones who run on cutting chai."),
    ("Monsoon Riders", "Biker club merchandise that loves the rain."),
    ("Cricket Cult", "Gully cricket to the stands: jerseys and flags."),
    ("Bollywood Retro", "Hand-painted poster art of the seventies."),
    ("Desi Beats", "Dhol, tabla and bass: merch for the music."),
    ("Filmi Tees", "One-liners every Indian knows by heart."),
]


def brand_slug(name: str) -> str:
    """The specification's rule: the lowercased brand name with spaces replaced by hyphens."""
    return name.lower().replace(" ", "-")
