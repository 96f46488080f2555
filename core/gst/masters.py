"""The GST offline tool's own spellings of the places of supply, as its CSV import matches them
exactly ("Place Of Supply" of b2cs, b2cl, cdnur): the master sheet of the tool's Excel workbook
template (GSTR1_Excel_Workbook_Template_V2.2.xlsx), whose drop-down the CSV columns follow. Where it
differs from the state names printed on invoices (core.invoices.states): "&" for "and" in 01, 26
and 35, and the tool's "31-Lakshdweep". docs/decisions.md says where it was read.
"""

TOOL_PLACES: dict[str, str] = {
    "01": "01-Jammu & Kashmir",
    "02": "02-Himachal Pradesh",
    "03": "03-Punjab",
    "04": "04-Chandigarh",
    "05": "05-Uttarakhand",
    "06": "06-Haryana",
    "07": "07-Delhi",
    "08": "08-Rajasthan",
    "09": "09-Uttar Pradesh",
    "10": "10-Bihar",
    "11": "11-Sikkim",
    "12": "12-Arunachal Pradesh",
    "13": "13-Nagaland",
    "14": "14-Manipur",
    "15": "15-Mizoram",
    "16": "16-Tripura",
    "17": "17-Meghalaya",
    "18": "18-Assam",
    "19": "19-West Bengal",
    "20": "20-Jharkhand",
    "21": "21-Odisha",
    "22": "22-Chhattisgarh",
    "23": "23-Madhya Pradesh",
    "24": "24-Gujarat",
    "26": "26-Dadra & Nagar Haveli & Daman & Diu",
    "27": "27-Maharashtra",
    "29": "29-Karnataka",
    "30": "30-Goa",
    "31": "31-Lakshdweep",
    "32": "32-Kerala",
    "33": "33-Tamil Nadu",
    "34": "34-Puducherry",
    "35": "35-Andaman & Nicobar Islands",
    "36": "36-Telangana",
    "37": "37-Andhra Pradesh",
    "38": "38-Ladakh",
    "97": "97-Other Territory",
}


def tool_place(code: str, name: str = "") -> str:
    """The tool's "NN-Name" for a state code (the printed name only for a code it does not list)."""
    return TOOL_PLACES.get(code) or f"{code}-{name}"


# Table 12's description (the portal takes up to 30 characters): the Customs Tariff heading of the
# shop's HSN codes (First Schedule, Customs Tariff Act 1975), shortened; any other code is described
# by the first goods row reported under it.
HSN_HEADINGS: dict[str, str] = {
    "3926": "Other articles of plastics",
    "4821": "Paper labels",
    "4911": "Other printed matter",
    "6105": "Men's shirts, knitted",
    "6109": "T-shirts, singlets, vests",
    "6110": "Jerseys, pullovers, knitted",
    "6307": "Other made up textile articles",
    "6912": "Ceramic tableware",
    "9209": "Parts of musical instruments",
}
DESCRIPTION_MAX = 30


def hsn_description(hsn: str, goods: str) -> str:
    return (HSN_HEADINGS.get(hsn[:4]) or goods or f"HSN {hsn}")[:DESCRIPTION_MAX]
