"""The customer's link to answer a failed delivery: no log-in, the signed token is the key.

The token is the case's id signed with the secret key (Django signing, salted for this use only) and
stamped with when it was made, so it cannot be guessed or changed to another case, and it expires
after `NDR_LINK_DAYS`. A wrong token answers 404 (nobody learns whether a case exists); an expired
one 410, saying what to do instead.
"""

from django.conf import settings
from django.core import signing

from core.common.errors import ApplicationError, ErrorStatus, NotFound

SALT = "core.ndr.answer"
BAD_LINK = "This link is not valid. Open the link from our e-mail or your order's tracking page."
EXPIRED_LINK = "This link has expired. Open your order's tracking page for a new one, or contact us."


def signer() -> signing.TimestampSigner:
    """The links' signer: one may sign a page's links (each signer reads the settings' keys)."""
    # "." between the parts (Django's default ":" is percent-encoded in a path by some clients, and the
    # token must reach the server as it was made): the token is then URL-safe base64 and dots only
    return signing.TimestampSigner(salt=SALT, sep=".")


def case_token(case_id: int, by: signing.TimestampSigner | None = None) -> str:
    return (by or signer()).sign_object(case_id)


def case_url_base() -> str:
    """A case's link but its token."""
    return f"{settings.SHOP_PUBLIC_URL}/oandr/delivery/"


def case_url(case_id: int, by: signing.TimestampSigner | None = None) -> str:
    return case_url_base() + case_token(case_id, by)


def case_id_from(token: str) -> int:
    try:
        value = signer().unsign_object(token, max_age=settings.NDR_LINK_DAYS * 86400)
    except signing.SignatureExpired:
        raise ApplicationError(EXPIRED_LINK, status=ErrorStatus.GONE) from None
    except signing.BadSignature:
        raise NotFound(BAD_LINK) from None
    if not isinstance(value, int):
        raise NotFound(BAD_LINK)
    return value
