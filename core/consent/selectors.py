"""Reads for consent: whether a person consents to a purpose now (asked before every marketing
send), a customer's own choices, their ledger for "Download my data", and the owner's counts."""

from django.db.models import QuerySet

from core.accounts.models import User
from core.consent import notices
from core.consent.models import ConsentCount, ConsentEvent, ConsentState


def consent_allows(*, email: str, purpose: str, lock: bool = False) -> bool:
    """Whether `email` consents to `purpose` now: the maintained state, one indexed row. `lock`
    (inside a transaction): the row is held until it ends, so a withdrawal waits for a send."""
    if not email:
        return False
    rows = ConsentState.objects.filter(email=email.strip().lower(), purpose=purpose)
    if lock:
        rows = rows.select_for_update()
    state = rows.first()
    return bool(state and state.given)


def my_choices(*, user: User) -> list[dict]:
    """Each purpose of the current notice with the customer's state (not given when never asked)."""
    email = (user.email or "").strip().lower()
    states = {s.purpose: s for s in ConsentState.objects.filter(email=email)} if email else {}
    return [
        {
            "purpose": purpose,
            "given": bool(states.get(purpose) and states[purpose].given),
            "changed_at": states[purpose].changed_at if purpose in states else None,
        }
        for purpose in notices.purposes()
    ]


def events_of(*, user: User) -> QuerySet[ConsentEvent]:
    """The customer's ledger, oldest first (their data download)."""
    email = (user.email or "").strip().lower()
    if not email:
        return ConsentEvent.objects.none()
    return ConsentEvent.objects.filter(email=email).order_by("at", "id")


def event_row(event: ConsentEvent) -> dict:
    return {
        "purpose": event.purpose,
        "action": event.action,
        "notice_version": event.notice_version,
        "wording": event.wording,
        "language": event.language,
        "place": event.place,
        "at": event.at,
    }


def consent_counts() -> list[dict]:
    """The purposes with how many consent now and how many withdrew: the maintained counters."""
    counts = {c.purpose: c for c in ConsentCount.objects.all()}
    return [
        {
            "purpose": purpose,
            "given": counts[purpose].given if purpose in counts else 0,
            "withdrawn": counts[purpose].withdrawn if purpose in counts else 0,
        }
        for purpose in notices.purposes()
    ]
