// Registers (or updates) the `examples` database in the running Superset through its REST API, as
// an admin would: bearer token from /api/v1/security/login, CSRF token + session cookie for writes.
const EXAMPLES_DATABASE_NAME = 'examples';
/**
 * Superset's own uuid for `examples` (EXAMPLES_DB_UUID in superset/constants.py), which the embedded
 * server gives its examples database too (EXAMPLES_DATABASE_UUID in server/app.ts): a bundle
 * exported by either side then names the other's examples database, and importing it leaves that
 * database's connection alone (Superset writes a bundle's connection over a database it matched by
 * name only).
 */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

/**
 * The examples database as the embedded server declares it (server/app.ts), adapted to how many
 * processes share the DuckDB file: DuckDB lets one process write a file, or many read it. With
 * Celery workers (several processes) the file is opened read-only, and CTAS/CVAS are off.
 */
export function examplesDatabasePayload({ examplesFile, workers }) {
  const writable = !workers;
  const extra = {
    engine_params: {
      connect_args: {
        read_only: !writable,
        // As in the embedded server: a user's SQL reads no files and attaches nothing.
        config: { enable_external_access: false },
      },
    },
    allows_virtual_table_explore: true,
    disable_data_preview: false,
    disable_drill_to_detail: false,
    allow_multi_catalog: false,
    schemas_allowed_for_file_upload: [],
  };
  return {
    database_name: EXAMPLES_DATABASE_NAME,
    // POST and PUT both take it (DatabasePostSchema, DatabasePutSchema).
    uuid: EXAMPLES_DATABASE_UUID,
    sqlalchemy_uri: `duckdb:///${examplesFile}`,
    expose_in_sqllab: true,
    allow_run_async: workers,
    allow_ctas: writable,
    allow_cvas: writable,
    allow_dml: false,
    allow_file_upload: false,
    force_ctas_schema: null,
    extra: JSON.stringify(extra),
  };
}

class SupersetApi {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.headers = { 'content-type': 'application/json', accept: 'application/json' };
  }

  async call(method, path, body) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: this.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    }
    return { json: text ? JSON.parse(text) : null, response };
  }

  async login(username, password) {
    const { json } = await this.call('POST', '/api/v1/security/login', {
      username,
      password,
      provider: 'db',
      refresh: false,
    });
    this.headers.authorization = `Bearer ${json.access_token}`;
    // Superset checks CSRF on API writes even with a bearer token: the token lives in the session.
    const { json: csrf, response } = await this.call('GET', '/api/v1/security/csrf_token/');
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    this.headers['x-csrftoken'] = csrf.result;
    this.headers.cookie = cookies.join('; ');
    this.headers.referer = `${this.baseUrl}/`;
  }
}

/** The databases whose `column` equals `value` (database_name and uuid are among the list's filters). */
async function listDatabases(api, column, value) {
  const query = encodeURIComponent(`(filters:!((col:${column},opr:eq,value:'${value}')))`);
  const { json } = await api.call('GET', `/api/v1/database/?q=${query}`);
  return (json.result ?? []).filter((database) => String(database[column]) === value);
}

export async function registerExamplesDatabase({ baseUrl, adminPassword, examplesFile, workers, log }) {
  const api = new SupersetApi(baseUrl);
  try {
    await api.login('admin', adminPassword);
  } catch (error) {
    throw new Error(
      `Could not log in to Superset as admin to register the examples database (${error.message}). ` +
        'If you changed the admin password, set ADMIN_PASSWORD to it.',
      { cause: error },
    );
  }
  const payload = examplesDatabasePayload({ examplesFile, workers });
  const [existing] = await listDatabases(api, 'database_name', EXAMPLES_DATABASE_NAME);
  const [holder] = await listDatabases(api, 'uuid', EXAMPLES_DATABASE_UUID);
  if (holder && holder.id !== existing?.id) {
    throw new Error(
      `Superset's database "${holder.database_name}" (id ${holder.id}) has the uuid the examples database needs ` +
        `(${EXAMPLES_DATABASE_UUID}). Delete it or give it another uuid, then start again.`,
    );
  }
  if (existing) {
    // A Superset set up before the uuid was fixed gets it here: its datasets refer to the database by id.
    await api.call('PUT', `/api/v1/database/${existing.id}`, payload);
    if (existing.uuid !== EXAMPLES_DATABASE_UUID)
      log(`Gave the examples database (id ${existing.id}) the uuid ${EXAMPLES_DATABASE_UUID}.`);
    return { id: existing.id, created: false };
  }
  const { json: created } = await api.call('POST', '/api/v1/database/', payload);
  log(`Registered the examples database (id ${created.id}) on ${payload.sqlalchemy_uri}.`);
  return { id: created.id, created: true };
}
