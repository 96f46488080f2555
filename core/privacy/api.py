"""The customer's own data (Digital Personal Data Protection Act, 2023, ss.11-12): a copy to
download, prepared as a background job (core/privacy/download/), and erasure of the account.

Only the customer themselves: the team's accounts are refused (403), a download is served to the
customer who asked for it and no one else (403), and never from a public media URL."""

from datetime import datetime

from django.http import FileResponse, HttpRequest
from django.utils import timezone
from ninja import Field, Router, Schema

from core.accounts.rate_limits import rate_limit_check
from core.common.auth import customer_session
from core.common.errors import NotFound
from core.common.schemas import CLIENT_ERRORS, WITH_404, BodyIn, ErrorOut, MessageOut
from core.privacy import services
from core.privacy.download import selectors as my_data
from core.privacy.download import services as my_data_services
from core.privacy.models import DataExport, DataExportStatus

router = Router(tags=["privacy"])
NOT_READY = "Your data is not ready yet."


class DeleteIn(BodyIn):
    required_fields = ("password", "confirm")
    password: str = Field("", max_length=256)
    confirm: str = Field("", max_length=10, description='The word "DELETE".')


class DataExportOut(Schema):
    """A "Download my data" job: `status` queued, running, done or failed; `percent` 0-100;
    `download_url` once done; `message` what to tell the customer when it failed."""

    id: str
    status: str = Field(..., json_schema_extra={"enum": DataExportStatus.values})
    percent: int
    done: int
    total: int | None
    size_bytes: int
    created_at: datetime
    finished_at: datetime | None
    expires_at: datetime
    download_url: str | None
    message: str

    @staticmethod
    def resolve_id(job: DataExport) -> str:
        return str(job.id)

    @staticmethod
    def resolve_download_url(job: DataExport) -> str | None:
        return f"/api/me/data/exports/{job.id}/file/" if job.status == DataExportStatus.DONE else None

    @staticmethod
    def resolve_message(job: DataExport) -> str:
        return my_data_services.FAILED if job.status == DataExportStatus.FAILED else ""


@router.post(
    "me/data/exports/",
    response={202: DataExportOut, **CLIENT_ERRORS, 429: ErrorOut},
    auth=customer_session,
    summary="Download my data: start preparing the ZIP",
)
def my_data_start(request: HttpRequest):
    return 202, my_data_services.data_export_start(user=request.auth)


@router.get(
    "me/data/exports/",
    response={200: list[DataExportOut], **CLIENT_ERRORS},
    auth=customer_session,
    summary="My data downloads, newest first (at most 5, none expired)",
)
def my_data_list(request: HttpRequest):
    my_data.customer_only(user=request.auth)
    return my_data.data_exports_list(user=request.auth)


@router.get(
    "me/data/exports/{export_id}/",
    response={200: DataExportOut, **WITH_404},
    auth=customer_session,
    summary="A data download's progress",
)
def my_data_get(request: HttpRequest, export_id: str):
    return my_data.data_export_get(export_id=export_id, user=request.auth)


@router.get(
    "me/data/exports/{export_id}/file/",
    response={200: None, **WITH_404},
    auth=customer_session,
    summary="Download my data (the ZIP)",
)
def my_data_file(request: HttpRequest, export_id: str):
    job = my_data.data_export_get(export_id=export_id, user=request.auth)
    if job.status != DataExportStatus.DONE or not job.file:
        raise NotFound(NOT_READY)
    name = f"rangrez-my-data-{timezone.localtime(job.created_at):%Y-%m-%d}.zip"
    response = FileResponse(job.file.open("rb"), as_attachment=True, filename=name)
    response["Cache-Control"] = "private, no-store"
    return response


@router.post("me/delete/", response={200: MessageOut, **CLIENT_ERRORS, 429: ErrorOut}, auth=customer_session)
def delete_me(request: HttpRequest, payload: DeleteIn):
    """Erase the account's personal data at once; invoices stay as the GST law requires."""
    rate_limit_check(request=request, form="password_change")
    services.customer_erase(request=request, password=payload.password, confirm=payload.confirm)
    return {
        "message": "Your account has been deleted. We keep your invoices for as long as the GST law requires."
    }
