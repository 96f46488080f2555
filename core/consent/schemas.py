"""The consent calls' bodies and answers."""

from datetime import datetime

from ninja import Field, Schema

from core.common.schemas import BodyIn
from core.consent.models import ConsentPlace
from core.consent.notices import LANGUAGES, purposes
from core.content.schemas import EMAIL, EMAIL_CHARS

LANGUAGE = {"enum": list(LANGUAGES)}
PURPOSE = {"enum": purposes()}


class ConsentPurposeOut(Schema):
    code: str
    label: str
    data: str
    use: str


class ConsentLanguageOut(Schema):
    code: str
    name: str


class ConsentNoticeOut(Schema):
    """The notice in one language: shown before the ticks at sign-up, checkout and the newsletter."""

    version: int
    language: str
    languages: list[ConsentLanguageOut]
    title: str
    intro: str
    always: str
    data_word: str
    use_word: str
    purposes: list[ConsentPurposeOut]
    withdraw: str
    rights: str
    complain: str


class ConsentGiveIn(BodyIn):
    """The purposes ticked under the notice; a visitor's own e-mail (a customer's is their account's)."""

    required_fields = ("purposes", "language", "place")
    purposes: list[str] = Field([], max_length=10, json_schema_extra={"items": PURPOSE})
    language: str = Field("", max_length=5, json_schema_extra=LANGUAGE)
    place: str = Field("", max_length=10, json_schema_extra={"enum": ConsentPlace.values})
    # a visitor's e-mail (checked by the server); empty for a logged-in customer, whose account's is used
    email: str = Field("", max_length=EMAIL_CHARS, description="A visitor's e-mail; empty for a customer")


class ConsentGivenOut(Schema):
    message: str
    recorded: int


class ConsentChoiceOut(Schema):
    purpose: str
    given: bool
    changed_at: datetime | None


class ConsentWithdrawIn(BodyIn):
    required_fields = ("purpose",)
    purpose: str = Field("", max_length=20, json_schema_extra=PURPOSE)
    language: str = Field("en", max_length=5, json_schema_extra=LANGUAGE)


class ConsentEmailWithdrawIn(BodyIn):
    required_fields = ("email",)
    email: str = Field("", max_length=EMAIL_CHARS, json_schema_extra=EMAIL)
    purpose: str = Field("marketing_email", max_length=20, json_schema_extra=PURPOSE)
    language: str = Field("en", max_length=5, json_schema_extra=LANGUAGE)
