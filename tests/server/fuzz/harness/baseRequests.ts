/**
 * A valid request for every route in the app's route catalog, for mutations to start from. Bodies
 * and query strings come from each route's JSON schema (required fields with valid values); the
 * tables below only add what a schema cannot say (ids of existing objects, SQL, JSON text fields,
 * the legacy views' form bodies). A route nobody lists still gets a base request.
 */
import type { HTTPMethods } from 'fastify';
import rison from 'rison';
import type { RouteEntry } from '../../../../server/http/routeCatalog';
import { FUZZ_TABLE, FUZZ_USER_PASSWORD, type Fixtures } from './fuzzContext';
import { asSchema, sampleValue, type JsonValue, type SchemaNode } from './schemaSample';

export type Actor = 'admin' | 'gamma' | 'anonymous';

export type BaseBody =
  | { kind: 'json'; value: JsonValue }
  /** The legacy views' multipart form: field → the text sent (JSON-encoded where the view decodes it). */
  | { kind: 'multipart'; fields: Record<string, string> }
  | { kind: 'urlencoded'; fields: Record<string, string> };

export interface BaseRequest {
  route: RouteEntry;
  /** `METHOD url-pattern`, the key of the tables below. */
  key: string;
  method: HTTPMethods;
  /** Path parameter → URL segment (already encoded). */
  params: Record<string, string>;
  /** Query argument → raw text (encoded when the URL is built). */
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: BaseBody;
  actor: Actor;
}

const PARAM_PATTERN = /:(\w+)(\([^)]*\))?/g;

export function paramNames(url: string): string[] {
  return [...url.matchAll(PARAM_PATTERN)].map((match) => match[1]);
}

/** The URL path with the given segments in place of the pattern's parameters. */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(PARAM_PATTERN, (_whole, name: string) => params[name] ?? '');
}

type ParamTable = Record<string, (fixtures: Fixtures, method: HTTPMethods) => string>;

/** Path parameters by URL prefix and name: ids of objects that exist (spare ones where a write could remove them). */
const PATH_VALUES: [prefix: string, ParamTable][] = [
  ['/api/v1/security/users/', { pk: (f) => String(f.userId) }],
  ['/api/v1/security/roles/', { pk: (f) => String(f.roleId) }],
  ['/api/v1/security/groups/', { pk: () => '1' }],
  ['/api/v1/security/permissions-resources/', { pk: (f) => String(f.permissionViewId) }],
  ['/api/v1/security/permissions/', { pk: (f) => String(f.permissionId) }],
  ['/api/v1/security/resources/', { pk: (f) => String(f.viewMenuId) }],
  [
    '/api/v1/database/',
    { pk: (f) => String(f.databaseId), table: () => FUZZ_TABLE.table, schema: () => FUZZ_TABLE.schema },
  ],
  ['/tabstateview/', { id: (f) => String(f.tabStateId), clientId: (f) => f.queryClientId }],
  ['/tableschemaview/', { id: (f) => String(f.tableSchemaId) }],
  ['/api/v1/sqllab/export/', { client_id: (f) => f.queryClientId }],
  ['/api/v1/sqllab/permalink/', { key: (f) => f.sqlLabPermalinkKey }],
  ['/api/v1/query/', { pk: (f) => String(f.queryId) }],
  ['/api/v1/saved_query/', { pk: (f) => String(f.savedQueryId) }],
  ['/savedqueryviewapi/', { pk: (f) => String(f.savedQueryId) }],
  ['/kv/', { id: (f) => String(f.kvId) }],
  ['/api/v1/dataset/', { pk: (f, method) => String(method === 'GET' ? f.datasetId : f.spareDatasetId) }],
  [
    '/api/v1/datasource/',
    { datasource_type: () => 'table', datasource_id: (f) => String(f.datasetId), column_name: () => FUZZ_TABLE.column },
  ],
  ['/api/v1/chart/data/', { cache_key: () => 'fuzz-cache-key' }],
  ['/api/v1/chart/related/', { column: () => 'owners' }],
  [
    '/api/v1/chart/',
    { pk: (f, method) => String(method === 'PUT' || method === 'DELETE' ? f.spareChartId : f.chartId) },
  ],
  ['/api/v1/explore/form_data/', { key: (f) => f.formDataKey }],
  ['/api/v1/explore/permalink/', { key: (f) => f.explorePermalinkKey }],
  ['/sqllab/p/', { key: (f) => f.sqlLabPermalinkKey }],
  ['/explore/p/', { key: (f) => f.explorePermalinkKey }],
  ['/superset/dashboard/', { idOrSlug: (f) => String(f.dashboardId) }],
  [
    '/api/v1/report/',
    {
      pk: (f, method) => String(method === 'PUT' || method === 'DELETE' ? f.spareReportId : f.reportId),
      logId: (f) => String(f.reportRunId),
      column: () => 'owners',
    },
  ],
  ['/api/v1/log/', { pk: (f) => String(f.logId) }],
  ['/alert/', { id: (f) => String(f.reportId) }],
  ['/report/', { id: (f) => String(f.reportId) }],
];

function pathValue(route: RouteEntry, name: string, fixtures: Fixtures): string {
  const entry = PATH_VALUES.find(([prefix, table]) => route.url.startsWith(prefix) && table[name]);
  if (entry) return entry[1][name](fixtures, route.method);
  const declared = asSchema(route.schema?.params)?.properties?.[name];
  return String(sampleValue(declared ?? { type: 'string' }));
}

const json = (value: unknown) => JSON.stringify(value);

function chartDataBody(f: Fixtures): JsonValue {
  return {
    datasource: { id: f.datasetId, type: 'table' },
    queries: [
      {
        columns: [FUZZ_TABLE.column],
        metrics: [FUZZ_TABLE.metric],
        filters: [{ col: FUZZ_TABLE.column, op: 'IN', val: ['shipped', 'pending'] }],
        orderby: [[FUZZ_TABLE.metric, false]],
        row_limit: 10,
        time_range: 'No filter',
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

function legacyFormData(f: Fixtures): string {
  return json({
    datasource: `${f.datasetId}__table`,
    viz_type: 'table',
    groupby: [FUZZ_TABLE.column],
    metrics: [FUZZ_TABLE.metric],
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: FUZZ_TABLE.column,
        operator: 'IN',
        comparator: ['shipped'],
      },
    ],
    row_limit: 10,
  });
}

/** JSON bodies whose valid values a schema cannot give. */
const JSON_BODIES: Record<string, (f: Fixtures) => JsonValue> = {
  'POST /api/v1/security/login': () => ({ username: 'fuzz_user', password: FUZZ_USER_PASSWORD, provider: 'db' }),
  'POST /api/v1/security/users/': () => ({
    username: 'fuzz_new_user',
    first_name: 'Fuzz',
    last_name: 'User',
    email: 'fuzz_new_user@example.com',
    password: 'fuzz-new-password',
    roles: [1],
  }),
  // Never the password or active flag: an accepted mutation must not lock anyone out.
  'PUT /api/v1/security/users/:pk': () => ({ first_name: 'Fuzzed' }),
  'POST /api/v1/security/roles/': () => ({ name: 'Fuzz new role' }),
  'PUT /api/v1/security/roles/:pk': () => ({ name: 'Fuzz role' }),
  'POST /api/v1/security/roles/:pk/permissions': (f) => ({ permission_view_menu_ids: [f.permissionViewId] }),
  'PUT /api/v1/security/roles/:pk/users': (f) => ({ user_ids: [f.userId] }),
  'PUT /api/v1/security/roles/:pk/groups': () => ({ group_ids: [] }),
  'POST /api/v1/sqllab/execute/': (f) => ({
    database_id: f.databaseId,
    sql: `SELECT ${FUZZ_TABLE.column}, count(*) AS n FROM ${FUZZ_TABLE.schema}.${FUZZ_TABLE.table} GROUP BY 1`,
    client_id: 'fuzzexec001',
    runAsync: false,
    schema: FUZZ_TABLE.schema,
    sql_editor_id: String(f.tabStateId),
    tab: 'Fuzz',
    queryLimit: 10,
    templateParams: '{}',
  }),
  'POST /api/v1/sqllab/estimate/': (f) => ({
    database_id: f.databaseId,
    sql: 'SELECT 1',
    schema: 'main',
    template_params: {},
  }),
  'POST /api/v1/sqllab/format_sql/': (f) => ({ sql: 'select 1 from t where a = 1', database_id: f.databaseId }),
  'POST /api/v1/query/stop': (f) => ({ client_id: f.queryClientId }),
  'POST /api/v1/saved_query/': (f) => ({
    db_id: f.databaseId,
    label: 'Fuzz new',
    sql: 'SELECT 1',
    schema: 'main',
    description: 'd',
  }),
  'PUT /api/v1/saved_query/:pk(^\\d+)': (f) => ({ db_id: f.databaseId, label: 'Fuzz', sql: 'SELECT 2' }),
  'POST /api/v1/sqllab/permalink': (f) => ({
    dbId: f.databaseId,
    name: 'Fuzz',
    sql: 'SELECT 1',
    schema: 'main',
    autorun: false,
  }),
  'POST /api/v1/dataset/': (f) => ({
    database: f.databaseId,
    schema: 'main',
    table_name: 'fuzz_virtual',
    sql: 'SELECT 1 AS one',
  }),
  'PUT /api/v1/dataset/:pk': () => ({ description: 'Fuzzed', cache_timeout: 10 }),
  'POST /api/v1/dataset/get_or_create/': (f) => ({
    table_name: FUZZ_TABLE.table,
    schema: FUZZ_TABLE.schema,
    database_id: f.databaseId,
  }),
  'POST /api/v1/chart/data': chartDataBody,
  'POST /datasource/samples': () => ({ filters: [{ col: FUZZ_TABLE.column, op: '==', val: 'shipped' }] }),
  'POST /api/v1/chart/': (f) => ({
    slice_name: 'Fuzz new chart',
    viz_type: 'table',
    datasource_id: f.datasetId,
    datasource_type: 'table',
    params: json({ datasource: `${f.datasetId}__table`, viz_type: 'table' }),
    query_context: json(chartDataBody(f)),
    cache_timeout: 10,
    dashboards: [f.dashboardId],
  }),
  'PUT /api/v1/chart/:pk': () => ({ slice_name: 'Fuzzed chart', description: 'Fuzzed', cache_timeout: 5 }),
  'POST /api/v1/explore/form_data': (f) => ({
    datasource_id: f.datasetId,
    datasource_type: 'table',
    chart_id: f.chartId,
    form_data: json({ datasource: `${f.datasetId}__table`, viz_type: 'table' }),
  }),
  'PUT /api/v1/explore/form_data/:key': (f) => ({
    datasource_id: f.datasetId,
    datasource_type: 'table',
    form_data: json({ datasource: `${f.datasetId}__table`, viz_type: 'pie' }),
  }),
  'POST /api/v1/explore/permalink': (f) => ({
    formData: { datasource: `${f.datasetId}__table`, slice_id: f.chartId, viz_type: 'table' },
    urlParams: [['a', 'b']],
    chartState: {},
  }),
  'POST /api/v1/report/': (f) => ({
    type: 'Report',
    name: 'Fuzz new report',
    crontab: '0 9 * * *',
    timezone: 'UTC',
    chart: f.chartId,
    creation_method: 'alerts_reports',
    report_format: 'PNG',
    recipients: [{ type: 'Email', recipient_config_json: { target: 'fuzz@example.com' } }],
  }),
  'PUT /api/v1/report/:pk': () => ({ description: 'Fuzzed', active: false, crontab: '0 10 * * *' }),
  'POST /api/v1/dashboard/': () => ({
    dashboard_title: 'Fuzz new dashboard',
    slug: 'fuzz-new',
    published: false,
    json_metadata: '{}',
  }),
};

const listQ = '(page:0,page_size:5)';

/** Query arguments whose valid values a schema cannot give. */
const QUERIES: Record<string, (f: Fixtures) => Record<string, string>> = {
  'GET /api/v1/database/:pk/tables/': () => ({ q: rison.encode({ schema_name: FUZZ_TABLE.schema }) }),
  'GET /api/v1/database/:pk/table_metadata/': () => ({ name: FUZZ_TABLE.table, schema: FUZZ_TABLE.schema }),
  'GET /api/v1/database/:pk/table_metadata/extra/': () => ({ name: FUZZ_TABLE.table, schema: FUZZ_TABLE.schema }),
  'GET /api/v1/sqllab/': () => ({}),
  'GET /api/v1/sqllab/results/': () => ({ q: rison.encode({ key: 'fuzz-results-key', rows: 10 }) }),
  'GET /api/v1/query/updated_since': () => ({ q: rison.encode({ last_updated_ms: 0 }) }),
  'DELETE /api/v1/saved_query/': (f) => ({ q: rison.encode([f.savedQueryId + 1000]) }),
  'DELETE /api/v1/dataset/': (f) => ({ q: rison.encode([f.spareDatasetId]) }),
  'DELETE /api/v1/chart/': (f) => ({ q: rison.encode([f.spareChartId]) }),
  'GET /api/v1/chart/favorite_status/': (f) => ({ q: rison.encode([f.chartId]) }),
  'GET /superset/fetch_datasource_metadata': (f) => ({ datasourceKey: `${f.datasetId}__table` }),
  'GET /api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/': () => ({}),
  'GET /api/v1/chart/:pk/data/': () => ({ format: 'json', type: 'full' }),
  'POST /datasource/samples': (f) => ({
    datasource_type: 'table',
    datasource_id: String(f.datasetId),
    per_page: '10',
    page: '1',
  }),
  'GET /superset/explore_json/': (f) => ({ form_data: legacyFormData(f) }),
  'GET /api/v1/async_event/': () => ({ last_id: '0' }),
  'GET /api/v1/chart/related/:column': () => ({ q: rison.encode({ filter: 'a', page: 0, page_size: 5 }) }),
  'GET /api/v1/report/related/:column': () => ({ q: rison.encode({ filter: 'a', page: 0, page_size: 5 }) }),
  'DELETE /api/v1/report/': (f) => ({ q: rison.encode([f.spareReportId]) }),
  'POST /superset/log/': (f) => ({ explode: 'events', dashboard_id: String(f.dashboardId) }),
  'GET /api/v1/explore/': (f) => ({ slice_id: String(f.chartId) }),
  'POST /api/v1/explore/form_data': (f) => ({ tab_id: String(f.tabStateId) }),
  'PUT /api/v1/explore/form_data/:key': (f) => ({ tab_id: String(f.tabStateId) }),
  'POST /login/': () => ({ next: '/sqllab/' }),
};

/** The legacy views' form bodies (fields JSON-encoded as Superset's client sends them). */
const FORMS: Record<string, (f: Fixtures) => BaseBody> = {
  'POST /login/': () => ({ kind: 'urlencoded', fields: { username: 'fuzz_user', password: FUZZ_USER_PASSWORD } }),
  'POST /tabstateview/': (f) => ({
    kind: 'multipart',
    fields: {
      queryEditor: json({
        dbId: f.databaseId,
        name: 'Fuzz tab',
        schema: 'main',
        sql: 'SELECT 1',
        queryLimit: 10,
        autorun: false,
      }),
    },
  }),
  'PUT /tabstateview/:id(^\\d+)': (f) => ({
    kind: 'multipart',
    fields: {
      sql: json('SELECT 2'),
      label: json('Fuzzed'),
      query_limit: json(5),
      database_id: json(f.databaseId),
      hide_left_bar: json(false),
    },
  }),
  'POST /tabstateview/:id(^\\d+)/migrate_query': (f) => ({
    kind: 'multipart',
    fields: { queryId: json(f.queryClientId) },
  }),
  'POST /tableschemaview/': (f) => ({
    kind: 'multipart',
    fields: {
      table: json({
        queryEditorId: f.tabStateId,
        dbId: f.databaseId,
        schema: FUZZ_TABLE.schema,
        name: FUZZ_TABLE.table,
        expanded: true,
      }),
    },
  }),
  'POST /tableschemaview/:id(^\\d+)/expanded': () => ({ kind: 'multipart', fields: { expanded: json(true) } }),
  'POST /savedqueryviewapi/api/create': (f) => ({
    kind: 'multipart',
    fields: {
      label: json('Fuzz legacy'),
      db_id: json(f.databaseId),
      schema: json('main'),
      sql: json('SELECT 1'),
      description: json('d'),
    },
  }),
  'PUT /savedqueryviewapi/api/update/:pk(^\\d+)': (f) => ({
    kind: 'multipart',
    fields: { label: json('Fuzz legacy'), db_id: json(f.databaseId), sql: json('SELECT 3') },
  }),
  'POST /kv/store/': () => ({ kind: 'multipart', fields: { data: json({ sql: 'SELECT 1', dbId: 1 }) } }),
  'POST /superset/explore_json/': (f) => ({ kind: 'multipart', fields: { form_data: legacyFormData(f) } }),
  // As the browser's beacon sends its events.
  'POST /superset/log/': () => ({
    kind: 'urlencoded',
    fields: { events: json([{ event_name: 'fuzz', source: 'dashboard', ts: 0, duration: 5 }]) },
  }),
};

/** Routes that log in or out: sent without the admin's session, which they would end. */
const ANONYMOUS_ROUTES = new Set([
  'POST /login/',
  'GET /logout/',
  'POST /logout/',
  'POST /api/v1/security/login',
  'POST /api/v1/security/refresh',
]);

export function routeKey(route: Pick<RouteEntry, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}

function sampledQuery(schema: SchemaNode | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  const properties = schema?.properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const required = schema?.required?.includes(name) ?? false;
    if (name === 'q') {
      // A rison argument: list routes get a page, others their required fields.
      const declaresPaging = Boolean(property.properties?.page);
      if (property.type === 'object')
        query.q = rison.encode(declaresPaging ? { page: 0, page_size: 5 } : sampleValue(property));
      else query.q = listQ;
      continue;
    }
    if (!required) continue;
    const value = sampleValue(property);
    query[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return query;
}

function isPageRoute(route: RouteEntry): boolean {
  return (
    route.method === 'GET' && !route.url.startsWith('/api/') && route.url !== '/health' && route.url !== '/healthcheck'
  );
}

export function baseRequestFor(route: RouteEntry, fixtures: Fixtures): BaseRequest {
  const key = routeKey(route);
  const params = Object.fromEntries(paramNames(route.url).map((name) => [name, pathValue(route, name, fixtures)]));
  const query = QUERIES[key]?.(fixtures) ?? sampledQuery(asSchema(route.schema?.querystring));
  const headers: Record<string, string> = isPageRoute(route) ? { accept: 'text/html' } : {};
  let body: BaseBody | undefined = FORMS[key]?.(fixtures);
  if (!body && JSON_BODIES[key]) body = { kind: 'json', value: JSON_BODIES[key](fixtures) };
  if (!body && route.schema?.body) body = { kind: 'json', value: sampleValue(asSchema(route.schema.body)) };
  return {
    route,
    key,
    method: route.method,
    params,
    query,
    headers,
    body,
    actor: ANONYMOUS_ROUTES.has(key) ? 'anonymous' : 'admin',
  };
}

/** Base requests for the whole catalog; writes that delete come last so that the objects they remove serve the others first. */
export function baseRequests(routes: readonly RouteEntry[], fixtures: Fixtures): BaseRequest[] {
  const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  return ordered.map((route) => baseRequestFor(route, fixtures));
}
