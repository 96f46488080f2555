"""The couriers a fresh shop starts with. The tracking pages are the couriers' public ones as of 2025;
the admin team corrects them in the Django admin if a courier moves its page."""

COURIERS = [
    # name, tracking page with {awb}, needs an AWB
    ("Delhivery", "https://www.delhivery.com/track/package/{awb}", True),
    ("Blue Dart", "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}", True),
    ("DTDC", "https://www.dtdc.in/trace.asp?strCnno={awb}", True),
    (
        "India Post",
        "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx",
        True,
    ),
    ("Ecom Express", "https://ecomexpress.in/tracking/?awb_field={awb}", True),
    ("Hand delivery", "", False),
]
