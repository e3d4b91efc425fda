// Registers (or updates) the `examples` database in the running Superset through its REST API, as
// an admin would: bearer token from /api/v1/security/login, CSRF token + session cookie for writes.
const EXAMPLES_DATABASE_NAME = 'examples';

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
  const query = encodeURIComponent(`(filters:!((col:database_name,opr:eq,value:${EXAMPLES_DATABASE_NAME})))`);
  const { json: list } = await api.call('GET', `/api/v1/database/?q=${query}`);
  const existing = (list.result ?? []).find((database) => database.database_name === EXAMPLES_DATABASE_NAME);
  if (existing) {
    await api.call('PUT', `/api/v1/database/${existing.id}`, payload);
    return { id: existing.id, created: false };
  }
  const { json: created } = await api.call('POST', '/api/v1/database/', payload);
  log(`Registered the examples database (id ${created.id}) on ${payload.sqlalchemy_uri}.`);
  return { id: created.id, created: true };
}
