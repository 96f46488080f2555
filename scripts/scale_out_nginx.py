"""deploy/nginx/rangrez.conf on loopback, for scripts/scale-out-check.

The check runs the production file itself, changed only where a machine of its own must differ: plain
HTTP on one loopback port instead of TLS on 443 (and no port-80 server), the check's ports for the
upstreams, the checkout and a scratch folder instead of /srv/rangrez, /var/cache and /var/log, and the
Host header with its port (the production file's `$host` drops a port that is not the scheme's). Every
change must find its text: a production file edited out of this shape fails here, loudly, instead of
being proved in a shape nobody runs.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCTION = ROOT / "deploy" / "nginx" / "rangrez.conf"
PLAIN_HTTP_MARK = "# --- plain HTTP"


def _replace(text: str, pattern: str, new: str, *, count: int | None = None) -> str:
    result, n = re.subn(pattern, new, text, flags=re.MULTILINE)
    if n == 0 or (count is not None and n != count):
        raise SystemExit(f"{PRODUCTION}: expected {count or 'some'} match(es) of {pattern!r}, found {n}")
    return result


def _upstream(text: str, name: str, ports: list[str]) -> str:
    """The upstream block's `server 127.0.0.1:<port> ...;` lines get the check's ports, in order."""
    block = re.search(rf"^upstream {name} \{{.*?^\}}", text, flags=re.MULTILINE | re.DOTALL)
    if block is None:
        raise SystemExit(f"{PRODUCTION}: no upstream {name}")
    lines = re.findall(r"^\s*server 127\.0\.0\.1:\d+", block.group(0), flags=re.MULTILINE)
    if len(lines) != len(ports):
        raise SystemExit(
            f"{PRODUCTION}: upstream {name} has {len(lines)} servers, the check runs {len(ports)}"
        )
    body = block.group(0)
    for line, port in zip(lines, ports, strict=True):
        body = body.replace(line, re.sub(r":\d+$", f":{port}", line), 1)
    return text.replace(block.group(0), body)


def render(*, port: str, django_ports: list[str], shop_ports: list[str], work: Path) -> str:
    text = PRODUCTION.read_text()
    if PLAIN_HTTP_MARK not in text:
        raise SystemExit(f"{PRODUCTION}: no {PLAIN_HTTP_MARK!r} section")
    text = text[: text.index(PLAIN_HTTP_MARK)]
    text = _replace(text, r"^(\s*)listen 443 ssl http2;$", rf"\1listen 127.0.0.1:{port};", count=1)
    text = _replace(text, r"^\s*listen \[::\]:443 ssl http2;\n", "", count=1)
    text = _replace(text, r"^\s*ssl_[a-z_]+ .*;\n", "")
    text = _replace(text, r"server_name shop\.example\.in;", "server_name 127.0.0.1 localhost;", count=1)
    text = _replace(text, r"/srv/rangrez/", f"{ROOT}/")
    text = _replace(text, r"/var/cache/nginx/rangrez", str(work / "cache"), count=1)
    text = _replace(text, r"/var/log/nginx/", f"{work / 'logs'}/")
    text = _replace(text, r"proxy_set_header Host \$host;", "proxy_set_header Host $http_host;", count=1)
    text = _upstream(text, "rangrez_django", django_ports)
    return _upstream(text, "rangrez_storefront", shop_ports)


def main_conf(*, work: Path, site: Path, as_root: bool) -> str:
    """The nginx.conf around the site: Debian's /etc/nginx/nginx.conf does this part in production."""
    temp = work / "temp"
    return "\n".join(
        [
            # as root, nginx's workers would be nobody, who may not read a checkout under a home folder
            "user root;" if as_root else "",
            "worker_processes 1;",
            f"pid {work / 'nginx.pid'};",
            f"error_log {work / 'logs' / 'error.log'} warn;",
            "events { worker_connections 1024; }",
            "http {",
            "    include /etc/nginx/mime.types;",
            "    default_type application/octet-stream;",
            "    sendfile on;",
            "    tcp_nopush on;",
            "    server_tokens off;",
            "    gzip on;",
            *(
                f"    {kind}_temp_path {temp / kind};"
                for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
            ),
            f"    include {site};",
            "}",
            "",
        ]
    )


def write(*, port: str, django_ports: list[str], shop_ports: list[str], work: Path, as_root: bool) -> Path:
    """Writes the loopback site and its nginx.conf under `work`; answers the nginx.conf's path."""
    for folder in ("cache", "logs", "temp"):
        (work / folder).mkdir(parents=True, exist_ok=True)
    site = work / "rangrez.conf"
    site.write_text(render(port=port, django_ports=django_ports, shop_ports=shop_ports, work=work))
    conf = work / "nginx.conf"
    conf.write_text(main_conf(work=work, site=site, as_root=as_root))
    return conf
