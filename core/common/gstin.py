"""A buyer's GSTIN checked with python-stdnum's `stdnum.in_.gstin` (format, state code, PAN, check
character; CGST Rules, Rule 10 and GSTN's published checksum), each problem with its own message."""

from django.conf import settings
from django.utils.module_loading import import_string
from stdnum import exceptions
from stdnum.in_ import gstin as stdnum_gstin

BAD_FORMAT = "Enter the 15-character GSTIN: the state code, the 10-character PAN, then 3 characters."
BAD_STATE = "This GSTIN does not start with an Indian state's code; please check it."
BAD_CHECK = "This GSTIN's check character is wrong; please check it."
OWN_GSTIN = "This is our own GSTIN: enter your business's GSTIN."


def gstin_compact(value: str) -> str:
    return stdnum_gstin.compact(value or "")


def gstin_problem(value: str) -> str | None:
    """None for a valid GSTIN, else the message to show by the field."""
    number = gstin_compact(value)
    try:
        stdnum_gstin.validate(number)
    except exceptions.InvalidChecksum:
        return BAD_CHECK
    except exceptions.ValidationError:
        if len(number) == 15 and number[:2] not in stdnum_gstin._STATE_CODES:
            return BAD_STATE
        return BAD_FORMAT
    return None


def gstin_state_code(value: str) -> str:
    """The GST state code a GSTIN is registered in: its first two digits."""
    return gstin_compact(value)[:2]


def own_gstin_problem(value: str) -> str | None:
    """A buyer giving the shop's own GSTIN (a supply to oneself is no B2B sale): the message, else None.
    The shop's GSTIN is read through settings.SHOP_GSTIN_READER (the invoice settings, above common)."""
    shop = import_string(settings.SHOP_GSTIN_READER)()
    return OWN_GSTIN if shop and gstin_compact(value) == gstin_compact(shop) else None
