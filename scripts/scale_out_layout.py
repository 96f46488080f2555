"""The production layout of docs/deploy.md on loopback, for scripts/scale-out-check: nginx (the production
file, deploy/nginx/rangrez.conf, rendered by scale_out_nginx.py), two gunicorns, two task workers, two Next
servers sharing Next's cache in Redis, one PostgreSQL (prepared by the shell script), one Redis.

Each server runs in a process group of its own, so one can be killed whole (gunicorn's workers with
their master, npm-less `node server.mjs`) and the rest stopped at the end."""

import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import scale_out_nginx

ROOT = Path(__file__).resolve().parent.parent
PY = str(ROOT / ".venv" / "bin" / "python")


def _answers(port: str, path: str = "/") -> bool:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        opener.open(f"http://127.0.0.1:{port}{path}", timeout=2)
        return True
    except urllib.error.HTTPError:
        return True  # it answered
    except OSError:
        return False


def _redis_answers(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class Layout:
    def __init__(
        self, *, work: Path, django_ports: list[str], shop_ports: list[str], proxy_port: str, redis_url: str
    ):
        self.work = work
        self.django_ports = django_ports
        self.shop_ports = shop_ports
        self.proxy_port = proxy_port
        self.proxy = f"http://127.0.0.1:{proxy_port}"
        self.redis_url = redis_url
        self.procs: dict[str, subprocess.Popen] = {}
        self.started_redis = False

    # -- the environment each side reads (docs/deploy.md) --
    def django_env(self) -> dict[str, str]:
        return {
            **os.environ,
            "SHOP_REDIS_URL": self.redis_url,
            "SHOP_TRUSTED_PROXIES": "1",  # behind nginx: the client is X-Forwarded-For's right-most address
            # the refresh call, through nginx to a storefront that answers
            "SHOP_STOREFRONT_ORIGIN": self.proxy,
            "SHOP_PUBLIC_URL": self.proxy,
            "DJANGO_CSRF_TRUSTED_ORIGINS": self.proxy,
        }

    def shop_env(self, port: str) -> dict[str, str]:
        return {
            **os.environ,
            "PORT": port,
            "DJANGO_ORIGIN": self.proxy,  # server-side reads through nginx: a gunicorn down is skipped
            "SHOP_REDIS_URL": self.redis_url,
            "SHOP_SITE_URL": self.proxy,
            "SHOP_PUBLIC_URL": self.proxy,
            "NEXT_TELEMETRY_DISABLED": "1",
        }

    # -- starting --
    def _start(self, name: str, cmd: list[str], *, env: dict[str, str], cwd: Path = ROOT) -> None:
        log = open(self.work / f"{name}.log", "w")  # noqa: SIM115 (closed with the process)
        self.procs[name] = subprocess.Popen(
            cmd, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )

    def start_redis(self) -> None:
        """Redis at SCALE_REDIS_URL: the one answering there (its database emptied), else a redis-server of
        our own, without persistence, stopped at the end."""
        where = urllib.parse.urlparse(self.redis_url)
        host, port = where.hostname or "127.0.0.1", where.port or 6379
        if not _redis_answers(host, port):
            cmd = ["redis-server", "--bind", host, "--port", str(port), "--save", "", "--appendonly", "no"]
            self._start("redis", cmd, env=dict(os.environ))
            self.started_redis = True
            for _ in range(50):
                if _redis_answers(host, port):
                    break
                time.sleep(0.1)
        import redis

        redis.Redis.from_url(self.redis_url).flushdb()

    def start_django(self) -> None:
        for port in self.django_ports:
            cmd = [str(ROOT / ".venv/bin/gunicorn"), "core.wsgi:application", "--bind", f"127.0.0.1:{port}"]
            self._start(f"web-{port}", cmd, env=self.django_env())
        for i in (1, 2):
            cmd = [PY, "manage.py", "task_worker", "--interval", "0.2", "--worker-id", f"worker-{i}"]
            self._start(f"worker-{i}", cmd, env=self.django_env())

    def start_nginx(self) -> None:
        conf = scale_out_nginx.write(
            port=self.proxy_port,
            django_ports=self.django_ports,
            shop_ports=self.shop_ports,
            work=self.work / "nginx",
            as_root=os.geteuid() == 0,
        )
        nginx = "/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else "nginx"
        subprocess.run([nginx, "-t", "-q", "-p", str(conf.parent), "-c", str(conf)], check=True)
        self._start(
            "nginx",
            [nginx, "-p", str(conf.parent), "-c", str(conf), "-g", "daemon off;"],
            env=dict(os.environ),
        )

    def build_storefront(self) -> float:
        """`next build` against the API through nginx (the build renders the public pages from it)."""
        started = time.perf_counter()
        env = {**self.shop_env(self.shop_ports[0]), "SHOP_REDIS_URL": ""}
        subprocess.run(
            ["bash", "-c", f'source scripts/lib.sh && build_storefront "{self.proxy}"'],
            cwd=ROOT,
            env=env,
            check=True,
        )
        return time.perf_counter() - started

    def start_storefront(self, port: str) -> None:
        self._start(f"shop-{port}", ["node", "server.mjs"], env=self.shop_env(port), cwd=ROOT / "storefront")

    def wait(self, port: str, path: str = "/", seconds: float = 90) -> None:
        deadline = time.time() + seconds
        while time.time() < deadline:
            if _answers(port, path):
                return
            time.sleep(0.3)
        raise SystemExit(
            f"nothing answered on 127.0.0.1:{port}{path} after {seconds:.0f} s (see {self.work})"
        )

    # -- killing one, stopping all --
    def kill(self, name: str) -> int:
        """SIGKILL a server's whole process group (gunicorn's master and workers at once); answers its pid."""
        proc = self.procs[name]
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        return proc.pid

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        for name, proc in self.procs.items():
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                print(f"  {name} did not stop on SIGTERM: killed")
                os.killpg(proc.pid, signal.SIGKILL)
