"""The Team panel's calls: reading an uploaded team sheet, and ordering a team.

POST /api/team-sheets/ (a CSV or XLSX file -> its rows; nothing stored) and POST /api/team-orders/
(multipart: Confirm Order's fields, the rows as JSON `team`, the design's print files `front` and
`back`, and each person's as the repeated files `people_front` / `people_back`, in the rows' order).
"""

from django.http import HttpRequest
from ninja import Field, File, Form, Header, Router, Schema, UploadedFile

from core.common.auth import customer_session, public_session
from core.common.errors import FieldErrors
from core.common.images import MAX_UPLOAD_BYTES, PRINT_FILE_MAX_BYTES
from core.common.json_input import json_field
from core.common.schemas import CLIENT_ERRORS, ErrorOut
from core.orders.api.ordering_schemas import PlacedOrderOut, PlaceIn
from core.orders.api.placing_door import order_place_once, read_upload
from core.orders.placing.address import address_from_form
from core.orders.placing.business import business_from_form
from core.teams.rows import MAX_PEOPLE
from core.teams.services import team_order_place
from core.teams.sheet import MAX_SHEET_BYTES, read_sheet

router = Router(tags=["teams"])
# what the team's print files may weigh together: under the web server's 90 MB request cap
# (deploy/nginx/rangrez.conf) with the design's own files; a text design's file weighs 100-300 kB
PEOPLE_FILES_MAX_BYTES = 80 * 1024 * 1024
HEAVY = (
    "The team's print files come to more than 80 MB. Make the design lighter (a smaller picture) "
    "or order the team in two parts."
)
ROWS_JSON = 'Send the team as JSON, for example [{"name": "Priya", "number": "7", "size": "M"}].'


class SheetRowOut(Schema):
    name: str
    number: str
    size: str


class SheetOut(Schema):
    rows: list[SheetRowOut]


class TeamPlaceIn(PlaceIn):
    """Confirm Order's fields for a team: the rows instead of the sizes."""

    required_fields = ("team",)
    sizes: str = Field("[]", max_length=10)  # unused: the sizes are the team's
    team: str = Field("[]", max_length=MAX_PEOPLE * 160)  # JSON [{"name", "number", "size"}]
    unique_numbers: bool = False


def _rows(raw: str) -> list:
    value = json_field(raw, field="team", message=ROWS_JSON, default=[])
    if not isinstance(value, list):
        raise FieldErrors.single("team", ROWS_JSON)
    return value


def _files(sides: dict[str, list[UploadedFile] | None]) -> dict[str, list[bytes]]:
    """Each person's print files per side, refused past the count or the total weight before one is read."""
    total = 0
    for side, uploads in sides.items():
        if len(uploads or []) > MAX_PEOPLE:
            raise FieldErrors.single(side, f"At most {MAX_PEOPLE} people per design.")
        total += sum(u.size or 0 for u in uploads or [])
    if total > PEOPLE_FILES_MAX_BYTES:
        raise FieldErrors.single("team", HEAVY)
    return {side: [read_upload(u, side) or b"" for u in uploads or []] for side, uploads in sides.items()}


@router.post(
    "team-sheets/",
    response={200: SheetOut, **CLIENT_ERRORS},
    auth=public_session,
    summary="Read a team sheet (CSV or XLSX: name, number, size) into rows; nothing is stored",
)
def team_sheet_read(request: HttpRequest, file: File[UploadedFile]):
    if file.size is not None and file.size > MAX_SHEET_BYTES:
        raise FieldErrors.single("file", "The sheet is larger than 1 MB; a team's sheet is a few kB.")
    return {"rows": read_sheet(file.read(MAX_SHEET_BYTES + 1))}


@router.post(
    "team-orders/",
    response={201: PlacedOrderOut, **CLIENT_ERRORS, 429: ErrorOut},
    auth=customer_session,
    summary="Confirm Order for a team: one line and print file per person (name, number, size)",
)
def team_order_create(
    request: HttpRequest,
    data: Form[TeamPlaceIn],
    front: File[UploadedFile] = None,
    back: File[UploadedFile] = None,
    design: File[UploadedFile] = None,
    people_front: File[list[UploadedFile]] = None,
    people_back: File[list[UploadedFile]] = None,
    idempotency_key: str | None = Header(None, alias="Idempotency-Key"),
):
    return order_place_once(
        request,
        idempotency_key,
        lambda: team_order_place(
            customer=request.auth,
            rows=_rows(data.team),
            unique_numbers=data.unique_numbers,
            person_files=_files({"front": people_front, "back": people_back}),
            design=read_upload(design, "design", MAX_UPLOAD_BYTES),
            front_png=read_upload(front, "front", PRINT_FILE_MAX_BYTES),
            back_png=read_upload(back, "back", PRINT_FILE_MAX_BYTES),
            product_slug=data.product,
            sleeve=data.sleeve,
            colour=data.color,
            instructions=data.instructions,
            payment_method=data.payment_method,
            code=data.code,
            upi_reference=data.upi_reference,
            address=address_from_form(data.address),
            business=business_from_form(data.business),
            idempotency_key=idempotency_key,
        ),
    )
