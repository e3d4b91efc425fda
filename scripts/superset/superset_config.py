# Tessera's configuration for a local Apache Superset (`npm run superset`).
# Copied to .superset/superset_config.py on every start; the values that differ per machine or per
# start (secrets, ports, worker mode) come from settings.json beside it, written by the script.
import json
import os
from datetime import timedelta

from cachelib.redis import RedisCache
from celery.schedules import crontab

_HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(_HERE, "settings.json"), encoding="utf-8") as _settings_file:
    _SETTINGS = json.load(_settings_file)

_REDIS_HOST = _SETTINGS["redis"]["host"]
_REDIS_PORT = int(_SETTINGS["redis"]["port"])
_REDIS_DB = int(_SETTINGS["redis"]["db"])
_REDIS_URL = f"redis://{_REDIS_HOST}:{_REDIS_PORT}/{_REDIS_DB}"
# Every key this Superset writes starts with this, so it can share a Redis database.
_KEY_PREFIX = "tessera_superset_"

SECRET_KEY = _SETTINGS["secretKey"]
SQLALCHEMY_DATABASE_URI = _SETTINGS["metadataUri"]

# The embedded server's defaults (server/config.ts), plus reports.
FEATURE_FLAGS = dict(_SETTINGS["featureFlags"])

# Session cookie and CSRF as in any Superset; plain http on localhost, so cookies are not Secure.
WTF_CSRF_ENABLED = True
SESSION_COOKIE_SECURE = False
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
TALISMAN_ENABLED = True
FAB_ADD_SECURITY_API = True
# Login attempts are rate limited; keep the counters in Redis rather than per process.
RATELIMIT_STORAGE_URI = _REDIS_URL

SUPERSET_WEBSERVER_PORT = int(_SETTINGS["port"])
# gunicorn's own timeout is longer, so that Superset answers a slow query with its own error.
SUPERSET_WEBSERVER_TIMEOUT = int(timedelta(minutes=1).total_seconds())
SQLLAB_TIMEOUT = 30

def _redis_cache(prefix: str, timeout: int) -> dict:
    return {
        "CACHE_TYPE": "RedisCache",
        "CACHE_DEFAULT_TIMEOUT": timeout,
        "CACHE_KEY_PREFIX": f"{_KEY_PREFIX}{prefix}_",
        "CACHE_REDIS_URL": _REDIS_URL,
    }

_DAY = int(timedelta(days=1).total_seconds())
CACHE_CONFIG = _redis_cache("cache", _DAY)
DATA_CACHE_CONFIG = _redis_cache("data", _DAY)
THUMBNAIL_CACHE_CONFIG = _redis_cache("thumbnail", _DAY)
# Explore form data and dashboard filter state stay in the metadata database (Superset's default):
# they are user state, and this machine's Redis keeps nothing across restarts.

# SQL Lab results of async runs (and of CSV exports) travel through Redis.
RESULTS_BACKEND = RedisCache(
    host=_REDIS_HOST, port=_REDIS_PORT, db=_REDIS_DB, key_prefix=f"{_KEY_PREFIX}results_"
)

# Global async queries: the web process hands chart data to Celery and the browser polls.
GLOBAL_ASYNC_QUERIES_CACHE_BACKEND = {
    "CACHE_TYPE": "RedisCache",
    "CACHE_REDIS_HOST": _REDIS_HOST,
    "CACHE_REDIS_PORT": _REDIS_PORT,
    "CACHE_REDIS_USER": "",
    "CACHE_REDIS_PASSWORD": "",
    "CACHE_REDIS_DB": _REDIS_DB,
    "CACHE_DEFAULT_TIMEOUT": 300,
    "CACHE_REDIS_SSL": False,
}
GLOBAL_ASYNC_QUERIES_REDIS_STREAM_PREFIX = f"{_KEY_PREFIX}async_events_"
GLOBAL_ASYNC_QUERIES_JWT_SECRET = _SETTINGS["asyncQueriesJwtSecret"]
GLOBAL_ASYNC_QUERIES_JWT_COOKIE_NAME = "async-token"
GLOBAL_ASYNC_QUERIES_JWT_COOKIE_SECURE = False
GLOBAL_ASYNC_QUERIES_JWT_COOKIE_SAMESITE = "Lax"
GLOBAL_ASYNC_QUERIES_JWT_COOKIE_DOMAIN = None
# The websocket transport needs Superset's separate websocket service, which is not on PyPI.
GLOBAL_ASYNC_QUERIES_TRANSPORT = "polling"
GLOBAL_ASYNC_QUERIES_POLLING_DELAY = 500


class CeleryConfig:
    broker_url = _REDIS_URL
    result_backend = _REDIS_URL
    imports = (
        "superset.sql_lab",
        "superset.tasks.scheduler",
        "superset.tasks.thumbnails",
        "superset.tasks.cache",
    )
    worker_prefetch_multiplier = 1
    task_acks_late = False
    broker_connection_retry_on_startup = True
    beat_schedule = {
        "reports.scheduler": {
            "task": "reports.scheduler",
            "schedule": crontab(minute="*", hour="*"),
        },
        "reports.prune_log": {
            "task": "reports.prune_log",
            "schedule": crontab(minute=0, hour=0),
        },
    }


CELERY_CONFIG = CeleryConfig

# Reports deliver by e-mail or Slack from the Celery workers; screenshots would need a WebDriver,
# which this setup does not install, so reports and alerts send CSV or text.
ALERT_REPORTS_NOTIFICATION_DRY_RUN = True
