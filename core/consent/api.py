"""The consent calls: the notice in the chosen language (public), giving consent under it (a
visitor by the e-mail they type, a customer as themselves), and the customer's own choices with a
one-click withdrawal of each (My account)."""

from typing import Literal

from django.http import HttpRequest
from ninja import Router

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import customer_session, public_session
from core.common.schemas import CLIENT_ERRORS, ErrorOut, MessageOut
from core.consent import notices, selectors, services
from core.consent.models import ConsentPlace
from core.consent.schemas import (
    ConsentChoiceOut,
    ConsentEmailWithdrawIn,
    ConsentGiveIn,
    ConsentGivenOut,
    ConsentNoticeOut,
    ConsentWithdrawIn,
)

router = Router(tags=["consent"])
THANKS = "Thank you: your choices are saved."
WITHDRAWN = "Your consent is withdrawn: we will not send you these messages any more."


@router.get("consent/notice/", response={200: ConsentNoticeOut, 400: ErrorOut}, auth=None)
def consent_notice(request: HttpRequest, language: Literal["en", "hi"] = "en"):
    """The current notice in English or Hindi, as the person chooses (DPDP Act 2023, s.5(3))."""
    return notices.notice(language)


@router.post("consent/", response={201: ConsentGivenOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session)
def consent_give(request: HttpRequest, payload: ConsentGiveIn):
    user = request.user if request.user.is_authenticated else None
    if user is None:
        rate_limit_check(request=request, form="newsletter")
    person = services.consent_person(user=user, email=payload.email)
    events = services.consent_give(
        person=person, purposes=payload.purposes, language=payload.language, place=payload.place
    )
    return 201, {"message": THANKS, "recorded": len(events)}


@router.post(
    "consent/withdraw/", response={200: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=public_session
)
def consent_withdraw_by_email(request: HttpRequest, payload: ConsentEmailWithdrawIn):
    """A visitor's withdrawal by their e-mail (the newsletter form's "Stop the newsletter"): recorded
    in the ledger, the same answer whether or not the address had consented."""
    rate_limit_check(request=request, form="newsletter_withdraw")
    person = services.consent_person(user=None, email=payload.email)
    services.consent_withdraw(
        person=person, purpose=payload.purpose, language=payload.language, place=ConsentPlace.NEWSLETTER
    )
    return {"message": WITHDRAWN}


@router.get("me/consents/", response={200: list[ConsentChoiceOut], **CLIENT_ERRORS}, auth=customer_session)
def my_consents(request: HttpRequest):
    return selectors.my_choices(user=request.auth)


@router.post(
    "me/consents/withdraw/", response={200: list[ConsentChoiceOut], **CLIENT_ERRORS}, auth=customer_session
)
def my_consent_withdraw(request: HttpRequest, payload: ConsentWithdrawIn):
    """Withdraw one purpose in one click; effective at once (DPDP Act 2023, s.6(4), s.6(6))."""
    if request.auth.email:  # an account without an e-mail has consented to nothing here
        person = services.consent_person(user=request.auth)
        services.consent_withdraw(person=person, purpose=payload.purpose, language=payload.language)
    else:  # nothing to withdraw, but the request is checked as any other
        notices.purpose_check(payload.purpose)
        notices.language_check(payload.language)
    return selectors.my_choices(user=request.auth)
