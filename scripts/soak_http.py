"""The soak's plumbing (scripts/soak.py): an SMTP inbox, a browser-like HTTP client that counts
every answer's status, starting processes, a design to upload, waiting for the queue to drain, the
checks' printing."""

import base64
import http.cookiejar
import io
import json
import os
import subprocess
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter
from pathlib import Path

from scale_out_http import Inbox  # the SMTP inbox, shared with the scale-out check

ROOT = Path(__file__).resolve().parent.parent
PORT = os.environ["SOAK_PORT"]
WORK = Path(os.environ["SOAK_WORK"])


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.codes: Counter = Counter()
        self.server_errors: list[str] = []
        self.slowest = (0.0, "")  # seconds, the request

    def add(self, method: str, path: str, code: int, seconds: float = 0.0) -> None:
        with self.lock:
            self.codes[code] += 1
            self.slowest = max(self.slowest, (seconds, f"{method} {path}"))
            if code >= 500 or code == 0:
                self.server_errors.append(f"{code} {method} {path}")


STATS = Stats()


def _multipart(fields: dict, files: dict) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    out = io.BytesIO()
    for name, value in fields.items():
        out.write(
            f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
        )
    for name, (filename, data, kind) in files.items():
        head = f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
        out.write(f"{head}Content-Type: {kind}\r\n\r\n".encode() + data + b"\r\n")
    out.write(f"--{boundary}--\r\n".encode())
    return out.getvalue(), f"multipart/form-data; boundary={boundary}"


class Browser:
    def __init__(self):
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def call(self, method: str, path: str, body=None, files=None) -> tuple[int, dict]:
        headers = {}
        if method != "GET":
            token = next((c.value for c in self.jar if c.name == "csrftoken"), None)
            if token is None:
                self.call("GET", "/api/csrf/")
                token = next(c.value for c in self.jar if c.name == "csrftoken")
            headers["X-CSRFToken"] = token
        data = None
        if files is not None:
            data, headers["Content-Type"] = _multipart(body or {}, files)
        elif body is not None:
            data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        request = urllib.request.Request(
            f"http://127.0.0.1:{PORT}{path}", data=data, method=method, headers=headers
        )
        began = time.monotonic()
        try:
            with self.opener.open(request, timeout=120) as response:
                code, raw = response.status, response.read()
        except urllib.error.HTTPError as exc:
            code, raw = exc.code, exc.read()
        except OSError as exc:  # no answer at all counts as a server error
            STATS.add(method, f"{path} ({exc})", 0, time.monotonic() - began)
            return 0, {}
        STATS.add(method, path, code, time.monotonic() - began)
        try:
            return code, json.loads(raw or b"{}")
        except ValueError:
            return code, {}

    def login(self, phone: str, password: str, admin: bool = False) -> None:
        url = "/api/adminlogin/" if admin else "/api/login/"
        code, _ = self.call("POST", url, {"phone_number": phone, "password": password})
        assert code == 200, f"log-in of {phone}: {code}"


def start(cmd: list[str], log: str) -> subprocess.Popen:
    out = open(WORK / log, "w")  # noqa: SIM115
    return subprocess.Popen(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)


def wait_for_server() -> None:
    for _ in range(240):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{PORT}/api/", timeout=2)
            return
        except OSError:
            time.sleep(0.5)
    raise SystemExit("the server did not start")


def check(ok: bool, what: str, failures: list[str]) -> None:
    print(("  ok   " if ok else "  FAIL ") + what)
    if not ok:
        failures.append(what)


def design_png(seed: int) -> bytes:
    from PIL import Image, ImageDraw

    picture = Image.new("RGBA", (600, 800), (255, 255, 255, 0))
    ImageDraw.Draw(picture).ellipse((50 + seed % 50, 80, 550, 700), fill=(20, 120 + seed % 100, 200, 255))
    out = io.BytesIO()
    picture.save(out, format="PNG")
    return out.getvalue()


def design_json(png: bytes) -> bytes:
    src = "data:image/png;base64," + base64.b64encode(png).decode()
    layers = [{"type": "Image", "src": src, "left": 10, "top": 10}, {"type": "IText", "text": "Rangrez"}]
    return json.dumps({"front": {"version": "6.0.0", "objects": layers}}).encode()


def drain(inbox: Inbox) -> float:
    from django.utils import timezone
    from django_tasks_db.models import DBTaskResult

    from core.exports.models import ExportJob
    from core.notifications.models import OutgoingEmail

    began = time.time()
    while time.time() - began < 240:
        busy = DBTaskResult.objects.filter(status="RUNNING").exists()
        due = DBTaskResult.objects.ready().filter(run_after__lte=timezone.now()).exists()
        due = due or DBTaskResult.objects.ready().exists()
        open_jobs = ExportJob.objects.filter(status__in=("queued", "running")).exists()
        sent = OutgoingEmail.objects.filter(status="sent").count()
        if not (busy or due or open_jobs) and len(inbox.got) >= sent:
            break
        time.sleep(0.5)
    time.sleep(1)
    return time.time() - began
