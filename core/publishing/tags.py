"""Which of the storefront's cached pages each table's rows are shown on.

The storefront tags its shared, cookie-less fetches of the public API with these names
(docs/revalidate.md is the contract both sides keep); when a transaction that wrote to one of the
tables below commits, Django tells the storefront to refresh those tags. A table shown on the seller's
pages too (their facts come from the money rules, the returns, delivery and invoice settings) names
`pages` as well. `core/publishing/tests/test_tags.py` reads every public GET the pages use and checks
that each table it reads is here with its tag (so a new table a public answer reads cannot be
forgotten), and that each tag here is one a page read of that table carries (so no write tells the
storefront for nothing).
"""

from django.apps import apps

TAGS = (
    "catalogue",
    "brands",
    "money-rules",
    "delivery",
    "pages",
    "returns-policy",
    "reviews",
    "testimonials",
    "stores",
)

# model ("app_label.ModelName", many-to-many tables by their auto-created model) -> its tags
PUBLISHED: dict[str, tuple[str, ...]] = {
    "catalogue.CatalogueItem": ("catalogue", "reviews"),  # a review names what it is of
    "catalogue.CatalogueItem_sizes": ("catalogue",),
    "catalogue.ProductType": ("catalogue", "reviews"),
    "catalogue.SleeveOption": ("catalogue",),
    "catalogue.PriceBreak": ("catalogue",),  # the bulk tables on /bulk and the product pages
    "catalogue.SetupCharge": ("catalogue",),
    "catalogue.Colour": ("catalogue",),
    "catalogue.Size": ("catalogue",),
    "catalogue.Brand": ("brands",),
    "catalogue.ShopSettings": ("money-rules", "pages", "delivery"),  # cash on delivery by pincode
    "catalogue.RatingTally": ("reviews", "catalogue"),
    "pincodes.DeliverySettings": ("delivery", "pages"),
    "returns.ReturnSettings": ("returns-policy", "pages"),
    "invoices.InvoiceSettings": ("pages",),  # the seller and the grievance officer (E-Commerce Rules 2020)
    "pages.SellerPage": ("pages",),
    "reviews.Review": ("reviews",),
    "reviews.ReviewPhoto": ("reviews",),
    "content.Testimonial": ("testimonials",),
    # a campaign store's page: its designs, each design's count, the roster if shown (core/stores)
    "stores.Store": ("stores",),
    "stores.StoreDesign": ("stores",),
    "stores.StoreOrder": ("stores",),
}


def table_tags() -> dict[str, tuple[str, ...]]:
    """{database table: its tags}, from the models above (once the apps are loaded)."""
    return {apps.get_model(label)._meta.db_table: tags for label, tags in PUBLISHED.items()}


def tags_of(tables, by_table: dict[str, tuple[str, ...]]) -> list[str]:
    """The tags of these tables: unique, sorted, as the call sends them."""
    return sorted({tag for table in tables for tag in by_table.get(table, ())})
