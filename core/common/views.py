"""Plain Django views: the back office's single-page app and the public media files."""

import mimetypes
from pathlib import Path

from django.conf import settings
from django.core.files.storage import default_storage
from django.http import FileResponse, Http404, HttpRequest, HttpResponse
from django.views.decorators.cache import never_cache


@never_cache
def backoffice_index(request: HttpRequest, rest: str = "") -> HttpResponse:
    """Serve the built react-admin app: its files, and index.html for every deep link."""
    dist = Path(settings.BACKOFFICE_DIST)
    if rest:
        candidate = (dist / rest).resolve()
        if candidate.is_file() and dist.resolve() in candidate.parents:
            content_type = mimetypes.guess_type(candidate.name)[0] or "application/octet-stream"
            response = FileResponse(candidate.open("rb"), content_type=content_type)
            if "/assets/" in f"/{rest}":
                response["Cache-Control"] = "public, max-age=31536000, immutable"
            return response
    index = dist / "index.html"
    if not index.is_file():
        return HttpResponse(
            "<h1>The back office is not built yet</h1><p>Run <code>scripts/run</code>, "
            "which builds it, or <code>npm run build</code> in backoffice/.</p>",
            status=503,
        )
    return HttpResponse(index.read_bytes(), content_type="text/html; charset=utf-8")


def public_media(request: HttpRequest, path: str) -> FileResponse:
    """Testimonial photos are public; design images are not (see the orders API)."""
    if ".." in path or not default_storage.exists(path):
        raise Http404("No such file.")
    content_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
    response = FileResponse(default_storage.open(path, "rb"), content_type=content_type)
    response["Cache-Control"] = "public, max-age=86400"
    return response
