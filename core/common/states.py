"""India's 36 states and union territories with their GST state codes (the first two digits of a GSTIN).

Source: the GST portal's state code list (https://tutorial.gst.gov.in/userguide/returns/Manual_GSTR1.htm,
"State code" table) and CBIC's GSTIN format (Rule 10 of the CGST Rules). Code 25 (Daman and Diu) and 28
(Andhra Pradesh before 2014) are no longer used: Daman and Diu merged with Dadra and Nagar Haveli in
2020 (code 26) and Andhra Pradesh took code 37. Ladakh has 38 since 2019.
"""

import re

STATES: dict[str, str] = {
    "01": "Jammu and Kashmir",
    "02": "Himachal Pradesh",
    "03": "Punjab",
    "04": "Chandigarh",
    "05": "Uttarakhand",
    "06": "Haryana",
    "07": "Delhi",
    "08": "Rajasthan",
    "09": "Uttar Pradesh",
    "10": "Bihar",
    "11": "Sikkim",
    "12": "Arunachal Pradesh",
    "13": "Nagaland",
    "14": "Manipur",
    "15": "Mizoram",
    "16": "Tripura",
    "17": "Meghalaya",
    "18": "Assam",
    "19": "West Bengal",
    "20": "Jharkhand",
    "21": "Odisha",
    "22": "Chhattisgarh",
    "23": "Madhya Pradesh",
    "24": "Gujarat",
    "26": "Dadra and Nagar Haveli and Daman and Diu",
    "27": "Maharashtra",
    "29": "Karnataka",
    "30": "Goa",
    "31": "Lakshadweep",
    "32": "Kerala",
    "33": "Tamil Nadu",
    "34": "Puducherry",
    "35": "Andaman and Nicobar Islands",
    "36": "Telangana",
    "37": "Andhra Pradesh",
    "38": "Ladakh",
}

# Other spellings customers type in the address form.
ALIASES: dict[str, str] = {
    "jammu kashmir": "01",
    "j k": "01",
    "uttaranchal": "05",
    "new delhi": "07",
    "nct of delhi": "07",
    "national capital territory of delhi": "07",
    "up": "09",
    "orissa": "21",
    "chattisgarh": "22",
    "mp": "23",
    "daman and diu": "26",
    "dadra and nagar haveli": "26",
    "pondicherry": "34",
    "andaman and nicobar": "35",
    "tn": "33",
    "wb": "19",
}


def _key(name: str) -> str:
    return " ".join(re.sub(r"[^a-z]+", " ", (name or "").lower().replace("&", " and ")).split())


_BY_NAME = {_key(name): code for code, name in STATES.items()} | ALIASES


def state_code(name: str) -> str | None:
    """The GST state code of a state's name as typed in an address, or None when it is not one."""
    return _BY_NAME.get(_key(name))
