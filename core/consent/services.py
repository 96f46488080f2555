"""Writes for consent: give and withdraw, purpose by purpose (Digital Personal Data Protection Act,
2023, s.6(1): free, specific, informed, by a clear affirmative act, one purpose at a time; s.6(4):
withdrawn as easily as given; s.6(6): on withdrawal the processing for that purpose stops).

Each change writes a ledger event with the notice's version, the wording shown and its language,
moves the person's current state and the purpose's count in the same transaction (the state row
locked, so two tabs at once count once). Marketing e-mail is the newsletter's purpose: giving it
joins the club's list (core.content), withdrawing it leaves it at once; the bag's reminder
(core.bags) asks the state before every send."""

from dataclasses import dataclass

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from core.accounts.models import User
from core.common.email import BAD_EMAIL, email_check
from core.common.errors import ApplicationError, FieldErrors
from core.consent import notices
from core.consent.models import ConsentAction, ConsentCount, ConsentEvent, ConsentPlace, ConsentState
from core.content.services import newsletter_signup_create, newsletter_withdraw

MARKETING_EMAIL = "marketing_email"
NO_PURPOSES = "Tick at least one purpose."
NO_PLACE = "Say where the consent was given: signup, checkout, newsletter or account."
NO_EMAIL = "Please enter your e-mail address first."


@dataclass(frozen=True)
class Person:
    email: str
    user: User | None


def consent_person(*, user: User | None, email: str = "") -> Person:
    """Who consents: a logged-in customer by their account's e-mail (what they type is not trusted
    for someone else's address); a visitor by the address they typed."""
    if user is not None and user.is_authenticated and user.email:
        return Person(user.email.strip().lower(), user)
    errors = FieldErrors()
    email = email_check(email or "", errors, required=True)
    errors.raise_if_any(BAD_EMAIL if email else NO_EMAIL)
    found = User.objects.filter(email__iexact=email, is_staff=False).order_by("pk").first()
    return Person(email.lower(), found)


def _place_check(place: str) -> str:
    if place not in ConsentPlace.values:
        raise ApplicationError(NO_PLACE, errors={"place": [NO_PLACE]})
    return place


def _count(purpose: str, *, given: int, withdrawn: int) -> None:
    ConsentCount.objects.get_or_create(purpose=purpose)
    ConsentCount.objects.filter(purpose=purpose).update(
        given=F("given") + given, withdrawn=F("withdrawn") + withdrawn
    )


def _record(person: Person, *, purpose: str, action: str, language: str, place: str) -> ConsentEvent | None:
    version = notices.current_version()
    now = timezone.now()
    state, _ = ConsentState.objects.select_for_update().get_or_create(
        email=person.email,
        purpose=purpose,
        defaults={"user": person.user, "notice_version": version, "language": language, "changed_at": now},
    )
    state = ConsentState.objects.select_for_update().get(pk=state.pk)  # locked, read again
    was = state.given
    given = action == ConsentAction.GIVEN
    if not given and not was:
        return None  # nothing to withdraw
    event = ConsentEvent.objects.create(
        email=person.email,
        user=person.user,
        purpose=purpose,
        action=action,
        notice_version=version,
        wording=notices.wording(version=version, language=language, purpose=purpose),
        language=language,
        place=place,
        at=now,
    )
    state.given, state.notice_version, state.language, state.changed_at = given, version, language, now
    state.user = person.user or state.user
    state.save(update_fields=["given", "notice_version", "language", "changed_at", "user"])
    if given != was:
        _count(purpose, given=1 if given else -1, withdrawn=0 if given else 1)
    if purpose == MARKETING_EMAIL:
        if given:
            newsletter_signup_create(email=person.email)
        else:
            newsletter_withdraw(email=person.email)
    return event


@transaction.atomic
def consent_give(*, person: Person, purposes: list[str], language: str, place: str) -> list[ConsentEvent]:
    """Record the purposes ticked (each its own event); an unticked purpose records nothing."""
    notices.language_check(language)
    _place_check(place)
    chosen = list(dict.fromkeys(notices.purpose_check(p, "purposes") for p in purposes))
    if not chosen:
        raise ApplicationError(NO_PURPOSES, errors={"purposes": [NO_PURPOSES]})
    given = ConsentAction.GIVEN
    found = [_record(person, purpose=p, action=given, language=language, place=place) for p in chosen]
    return [event for event in found if event is not None]


@transaction.atomic
def consent_withdraw(
    *, person: Person, purpose: str, language: str = "en", place: str = ConsentPlace.ACCOUNT
) -> ConsentEvent | None:
    """Withdraw one purpose, at once; withdrawing what was not given records nothing."""
    notices.language_check(language)
    _place_check(place)
    notices.purpose_check(purpose)
    return _record(person, purpose=purpose, action=ConsentAction.WITHDRAWN, language=language, place=place)
