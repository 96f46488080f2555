"""PostgreSQL settings from DATABASE_URL (imported by core/settings.py).

Connections come from psycopg's pool (Django 5.1+, `OPTIONS["pool"]`, package psycopg[pool]): each
gunicorn worker keeps a few open connections and lends one to each request, so a request never pays
for connecting, and a broken connection is replaced by the pool's check instead of failing a request.
A pool and persistent connections exclude each other, so CONN_MAX_AGE is 0 with the pool.
SHOP_DB_POOL=0 turns it off (then connections persist for 60 s, as before).
"""

import dj_database_url

# per process: gunicorn runs 4 threads per worker (gunicorn.conf.py), a task worker one
POOL = {"min_size": 2, "max_size": 8, "timeout": 10}


def postgres_from_url(url: str, *, pool: str = "1") -> dict:
    if pool == "0":
        return dj_database_url.parse(url, conn_max_age=60)
    database = dj_database_url.parse(url, conn_max_age=0)
    if "postgresql" not in database["ENGINE"]:
        return dj_database_url.parse(url, conn_max_age=60)
    database.setdefault("OPTIONS", {})["pool"] = dict(POOL)
    return database
