"""The reminder's link: signed (Django's signing, the SECRET_KEY) with the customer's account, so
it opens only that bag; valid for LINK_DAYS."""

from django.conf import settings
from django.core import signing

SALT = "rangrez.bags.restore"
LINK_DAYS = 30


def restore_token(user_id: int) -> str:
    return signing.dumps({"u": user_id}, salt=SALT, compress=True)


def restore_user_id(token: str) -> int | None:
    try:
        data = signing.loads(token, salt=SALT, max_age=LINK_DAYS * 86400)
    except signing.BadSignature:
        return None
    user_id = data.get("u") if isinstance(data, dict) else None
    return user_id if isinstance(user_id, int) else None


def restore_url(user_id: int) -> str:
    return f"{settings.SHOP_PUBLIC_URL}/bag/restore/{restore_token(user_id)}"
