"""Makes sure Superset's metadata database exists on PostgreSQL.

Usage: python metadata_database.py <sqlalchemy-uri>
Prints one JSON line: {"created": bool, "alembic_version": str | null}.
"""
import json
import sys

import psycopg2
from psycopg2 import sql
from sqlalchemy.engine.url import make_url


def connect(url, database):
    return psycopg2.connect(
        dbname=database,
        user=url.username,
        password=url.password,
        host=url.query.get("host") or url.host,
        port=url.port,
    )


def main():
    url = make_url(sys.argv[1])
    if not url.drivername.startswith("postgresql"):
        raise SystemExit(f"Only PostgreSQL metadata databases are set up by this script, not {url.drivername}.")
    name = url.database

    created = False
    server = connect(url, "postgres")
    server.autocommit = True
    with server.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,))
        if cursor.fetchone() is None:
            cursor.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
            created = True
    server.close()

    version = None
    database = connect(url, name)
    with database.cursor() as cursor:
        cursor.execute("SELECT to_regclass('public.alembic_version') IS NOT NULL")
        if cursor.fetchone()[0]:
            cursor.execute("SELECT version_num FROM alembic_version")
            row = cursor.fetchone()
            version = row[0] if row else None
    database.close()
    print(json.dumps({"created": created, "alembic_version": version}))


if __name__ == "__main__":
    main()
