"""A buyer's GSTIN checked with python-stdnum's `stdnum.in_.gstin` (format, state code, PAN, check
character; CGST Rules, Rule 10 and GSTN's published checksum), each problem with its own message."""

from django.conf import settings
from django.utils.module_loading import import_string
from stdnum import exceptions
from stdnum.in_ import gstin as stdnum_gstin

from core.common.pincode_directory import pincode_problem, state_of
from core.common.states import STATES, state_code

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


# The billing address of a registered buyer is in the state its GSTIN is registered in (the GSTIN's
# first two digits, CGST Rules, Rule 10); the e-invoice's BuyerDtls carries that state (Stcd) and a PIN
# the IRP refuses when it lies in another state (IRP validation of INV-01 v1.1, BuyerDtls.Pin).
PIN_ELSEWHERE = (
    "The PIN code {pincode} is in {pin_state}, but your GSTIN is registered in {state}: "
    "enter your billing address's PIN code in {state}."
)
STATE_ELSEWHERE = "Your GSTIN is registered in {state}: choose {state} as the billing state."
NO_STATE = "Choose the state or union territory of your billing address."


def billing_pin_problem(gstin: str, pincode: str) -> str | None:
    """For the business forms: None when the billing PIN is in the directory and in the GSTIN's state
    (a GSTIN with another problem is reported by its own field), else the message."""
    if problem := pincode_problem(pincode):
        return problem
    registered, actual = STATES.get(gstin_state_code(gstin)), state_of(pincode)
    if registered and actual and state_code(actual) != gstin_state_code(gstin):
        return PIN_ELSEWHERE.format(pincode=pincode.strip(), pin_state=actual, state=registered)
    return None


def billing_state_problem(gstin: str, state: str) -> str | None:
    """For the business forms: None when the billing state is the GSTIN's, else the message."""
    code = state_code(state)
    if code is None:
        return NO_STATE
    registered = STATES.get(gstin_state_code(gstin))
    if registered and code != gstin_state_code(gstin):
        return STATE_ELSEWHERE.format(state=registered)
    return None
