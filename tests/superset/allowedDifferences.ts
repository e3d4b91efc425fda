/**
 * Every difference between the embedded server and Apache Superset 6.1.0 that the differential
 * suite accepts, with the reason. Anything else fails the suite: fix the embedded server, or add
 * the difference here with a reason a reviewer can check. Grouped by area, in the suite's order.
 */
import type { AllowedDifference } from './harness/allowances';

const security: AllowedDifference[] = [
  {
    call: 'GET /sqllab/',
    pointer: '/common/conf/DISPLAY_MAX_ROW',
    kind: 'value',
    category: 'deliberate',
    reason:
      "Superset stops SQL Lab's grid at 10,000 rows; the embedded server's grid shows every row it receives (server/config.ts, README: DISPLAY_MAX_ROW defaults to SQL_MAX_ROW).",
  },
  {
    call: 'GET /sqllab/',
    pointer: '/common/conf/GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL',
    kind: 'value',
    category: 'environment',
    reason:
      "Each server's own address: Superset's default ws://127.0.0.1:8080/, the embedded server's /ws on its port.",
  },
];

const databases: AllowedDifference[] = [
  {
    call: '* /api/v1/**',
    pointer: '~/(result/(\\d+/)?|result/databases/examples/)allow_run_async$',
    kind: 'value',
    category: 'environment',
    reason:
      '`npm run superset` without Celery workers registers the examples database with allow_run_async off; the embedded server runs SQL Lab asynchronously in process.',
  },
  {
    call: '* /api/v1/**',
    pointer: '~/(result/(\\d+/)?|result/databases/examples/)allow_c[tv]as$',
    kind: 'value',
    category: 'environment',
    reason:
      "`npm run superset -- --workers` runs several processes on Superset's DuckDB copy, which DuckDB then only lets them open read-only, so it registers the examples database without CTAS/CVAS; without workers both allow them.",
  },
  {
    call: '* /api/v1/**',
    pointer: '~/allows_cost_estimate$',
    kind: 'value',
    category: 'deliberate',
    reason:
      "Superset's DuckDB engine spec cannot estimate costs; the embedded server estimates DuckDB queries with EXPLAIN (README: cost estimate in SQL Lab).",
  },
  {
    call: 'GET /api/v1/database/',
    pointer: '~^/result/\\d+/(changed_by|created_by)$',
    kind: 'type',
    category: 'environment',
    reason:
      'The embedded server creates the examples database itself at start, with no user; `npm run superset` registers it through the API as admin.',
  },
  {
    call: 'GET /api/v1/database/',
    pointer: '/result/*/extra',
    kind: 'value',
    category: 'environment',
    reason:
      '`npm run superset` registers the examples database with engine_params (read_only, enable_external_access off) in extra; the embedded server configures its engine in code.',
  },
  {
    call: 'GET /api/v1/database/*/schemas/',
    pointer: '**',
    kind: ['length', 'value'],
    category: 'environment',
    reason:
      "duckdb_engine 0.17 lists catalog-qualified schemas of every attached catalog ('examples.main', 'system.information_schema', 'temp.main', …); the embedded server lists the examples file's own schemas.",
  },
  {
    call: 'GET /api/v1/database/*/table_metadata/',
    pointer: '~^/columns/\\d+/(type|longType)$',
    kind: 'value',
    category: 'environment',
    reason:
      "Superset reflects columns through SQLAlchemy and duckdb_engine, which name DuckDB's types generically (DECIMAL as NUMERIC(10, 2), DOUBLE as FLOAT, HUGEINT as INTEGER); the embedded server reports DuckDB's own type names.",
  },
  {
    call: 'GET /api/v1/database/*/table_metadata/',
    pointer: '~^/(primaryKey(/.*)?|indexes|columns/\\d+/keys)$',
    kind: ['type', 'length', 'extra', 'missing'],
    category: 'environment',
    reason:
      "duckdb_engine reflects no primary keys ({constrained_columns: null, name: null} for every table); the embedded server reads DuckDB's constraints and sends null when there is none. The SPA reads both (tableColumnKeys.ts).",
  },
  {
    call: 'GET /api/v1/database/*/table_metadata/',
    step: 'table metadata of a missing table',
    pointer: '',
    kind: 'status',
    category: 'superset-bug',
    reason:
      "duckdb_engine's error for a missing table is not SQLAlchemy's NoSuchTableError, so Superset answers 500 GENERIC_BACKEND_ERROR instead of its 404 'No such table', which the embedded server answers.",
  },
];

const sqlLab: AllowedDifference[] = [
  {
    call: 'GET /tabstateview/*',
    pointer: '/table_schemas/*/expanded',
    kind: 'value',
    category: 'superset-bug',
    reason:
      "Superset 6.1's TableSchemaView.expanded updates the row without committing, so collapsing a table is lost; the embedded server keeps it.",
  },
  {
    call: 'GET /api/v1/sqllab/',
    pointer: '/result/active_tab/table_schemas/*/expanded',
    kind: 'value',
    category: 'superset-bug',
    reason: "The same uncommitted TableSchemaView.expanded in SQL Lab's start-up payload.",
  },
  {
    call: 'GET /api/v1/sqllab/',
    pointer: '~^/result/databases/examples/(allows_cost_estimate|engine_information)$',
    kind: 'extra',
    category: 'deliberate',
    reason:
      "Reference superset-api-sqllab §2.1 lists allows_cost_estimate and engine_information among SQL Lab's database keys, and the SPA reads allows_cost_estimate there; Superset 6.1's DATABASE_KEYS has neither.",
  },
  {
    call: 'POST /api/v1/sqllab/execute/',
    step: 'a LIMIT in the SQL smaller than the tab limit',
    pointer: '~^/(data|query/limit|query/rows|query/limitingFactor)$',
    kind: ['length', 'value'],
    category: 'superset-bug',
    reason:
      "Superset 6.1 replaces a LIMIT in the SQL by the tab's limit + 1 (the limit it decided is not committed before the statement runs), so `… LIMIT 5` with the dropdown at 100 returns 100 rows; the embedded server keeps the SQL's LIMIT, as the reference §2.2 describes.",
  },
  {
    call: '* /api/v1/sqllab/**',
    pointer: '~/(query/)?limitingFactor$',
    kind: 'value',
    category: 'superset-bug',
    reason:
      "Superset 6.1 answers limitingFactor UNKNOWN while the record it stores says DROPDOWN/QUERY (the limit decision is not in the reply's query object); the embedded server answers the decision.",
  },
  {
    call: 'POST /api/v1/sqllab/execute/',
    step: 'dates and decimals (sales.orders)',
    pointer: '~^/(columns|selected_columns|query/extra/columns)/\\d+/(type|type_generic)$',
    kind: 'type',
    category: 'environment',
    reason:
      "pyarrow types a result column holding only NULLs (the first orders' notes) as null, so Superset sends no type; the embedded server types the column by its declared type (STRING).",
  },
  {
    call: 'POST /api/v1/sqllab/execute/',
    step: 'a syntax error',
    pointer: '',
    kind: 'status',
    category: 'deliberate',
    reason:
      "Superset parses the SQL with sqlglot first and answers 422 INVALID_SQL_ERROR in sqlglot's words; the embedded server reports DuckDB's own parser error (400 SYNTAX_ERROR), the engine that runs the SQL.",
  },
  {
    call: 'POST /api/v1/sqllab/execute/',
    step: 'a missing table',
    pointer: '',
    kind: 'status',
    category: 'environment',
    reason:
      "Superset's DuckDB engine spec has no error patterns, so a missing table is a 500 GENERIC_DB_ENGINE_ERROR; the embedded server classifies DuckDB's errors (400 TABLE_DOES_NOT_EXIST_ERROR, with Superset's issue codes).",
  },
  {
    call: 'POST /api/v1/sqllab/estimate/',
    pointer: '',
    kind: 'status',
    category: 'deliberate',
    reason:
      'Superset cannot estimate DuckDB queries (500 "Database does not support cost estimation"); the embedded server estimates them with EXPLAIN.',
  },
  {
    call: 'POST /api/v1/sqllab/format_sql/',
    pointer: '/result',
    kind: 'value',
    category: 'deliberate',
    reason:
      "Superset 6.1 regenerates the SQL with sqlglot's pretty printer (upper-cased functions, FROM and LIMIT on one line); the embedded server formats with sql-formatter's DuckDB dialect, which keeps the user's functions as written.",
  },
  {
    call: 'GET /api/v1/query/**',
    pointer: '~/(start_time|end_time|start_running_time)$',
    kind: 'type',
    category: 'deliberate',
    reason:
      "Superset serialises these Numeric columns as strings ('1795499615712.665000'); the embedded server sends epoch milliseconds as numbers, as the reference documents them, and the SPA's history page reads both (QueryHistoryPage epochMillis).",
  },
  {
    call: 'GET /api/v1/query/',
    pointer: '/result/*/tmp_schema_name',
    kind: 'extra',
    category: 'deliberate',
    reason:
      "The SPA's history request asks for tmp_schema_name (QUERY_HISTORY_COLUMNS); FAB drops column names it does not list, the embedded server lists that column (its list schema refuses unknown names).",
  },
  {
    call: 'GET /api/v1/query/',
    pointer:
      '~^/result/(sqlLimit/rows|syntax|syntax/(status|error_message|executed_sql|end_time)|\\w+/limiting_factor|missing/error_message)$',
    kind: ['value', 'type', 'extra'],
    category: 'superset-bug',
    reason:
      "What Superset 6.1's records keep of the runs above: the SQL LIMIT replaced (rows), a syntax error left 'pending' with no error (so fewer failed runs), the limiting factor not updated after the run, engine errors of the SQL as sqlglot reformatted it ('duckdb error: … LINE 3').",
  },
];

const savedQueries: AllowedDifference[] = [
  {
    call: 'POST /savedqueryviewapi/api/create',
    pointer: '',
    kind: 'status',
    category: 'environment',
    reason:
      "Superset 6.1 has no SavedQueryViewApi any more (404); the embedded server keeps the legacy create the SPA's schedule form posts to (reference superset-api-sqllab §4.2). The SPA's scheduling fails against 6.1: reported to the client.",
  },
];

const sharing: AllowedDifference[] = [
  {
    call: 'GET /api/v1/sqllab/permalink/*',
    step: 'an unknown permalink key',
    pointer: '',
    kind: 'status',
    category: 'superset-bug',
    reason:
      'Superset answers 500 "Fatal error" for a key its hashids cannot decode; the embedded server answers 404 "Not found".',
  },
  {
    call: '* /kv/**',
    pointer: '**',
    kind: ['status', 'missing', 'extra'],
    category: 'environment',
    reason:
      'Superset 6.1 has no /kv/ views (reference superset-api-sqllab §5 and §9.12: legacy key-value links stopped in newest servers); the embedded server keeps them so old `?id=` links open.',
  },
];

const datasets: AllowedDifference[] = [
  {
    call: 'POST /api/v1/dataset/',
    step: "SQL Lab's save dataset, with the result columns (POST /api/v1/dataset/)",
    pointer: '',
    kind: 'status',
    category: 'deliberate',
    reason:
      "The spec (sql-editor §3, §7) has SQL Lab's save send `columns`; Superset 6.1's DatasetPostSchema refuses them (400 Unknown field), the embedded server takes them. The conflict is reported.",
  },
  {
    call: '* /api/v1/**',
    pointer: '~/(dataset/|data/)?columns/\\d+/type$',
    kind: 'value',
    category: 'environment',
    reason:
      "A physical dataset's column types come from SQLAlchemy's reflection through duckdb_engine on Superset (NUMERIC(10, 2) for DECIMAL(10,2)); the embedded server keeps DuckDB's names.",
  },
  {
    call: '* /api/v1/**',
    pointer: '~/(dataset|data)/owners$',
    kind: 'length',
    category: 'environment',
    reason:
      "Superset's example datasets are made by get_or_create as admin, who owns them; the embedded server registers them at start, owned by nobody.",
  },
  {
    call: '* /api/v1/**',
    pointer: '~/(dataset|data)/(metrics|verbose_map/sum__\\w+)$',
    kind: ['length', 'extra'],
    category: 'deliberate',
    reason:
      "The embedded server's example datasets carry `sum__<measure>` metrics besides `count` (server/examples/datasets.ts, README); Superset's get_or_create gives only `count`.",
  },
  {
    call: '* /api/v1/**',
    pointer: '~/(dataset|data)/database/parameters(_schema)?(/.*)?$',
    kind: ['missing', 'value'],
    category: 'environment',
    reason:
      "The connection parameters and their form's JSON schema of Superset's DuckDB engine spec (MotherDuck token, the file path); the embedded server has no connection form.",
  },
];

const charts: AllowedDifference[] = [
  {
    call: 'POST /api/v1/chart/',
    step: 'saving a chart: 403',
    pointer: '',
    kind: 'status',
    category: 'superset-bug',
    reason:
      "Superset 6.1's CreateChartCommand checks no datasource access, so a Gamma user saves a chart on a dataset they cannot read; the embedded server refuses with 403 (chartWrites: raise_for_access on the datasource).",
  },
];

const dashboards: AllowedDifference[] = [
  {
    call: 'GET /api/v1/dashboard/*/datasets',
    pointer: '/result/*/owners',
    kind: 'length',
    category: 'environment',
    reason:
      "Superset's example datasets are made by get_or_create as admin, who owns them; the embedded server registers them at start, owned by nobody.",
  },
  {
    call: 'GET /api/v1/dashboard/',
    step: 'every list column',
    pointer: '~^/list_columns(/\\d+)?$',
    kind: ['length', 'value'],
    category: 'superset-bug',
    reason:
      "Superset 6.1's BASE_LIST_COLUMNS names uuid twice, so a list without select_columns gives list_columns with uuid twice; the embedded server names it once.",
  },
];

const chartData: AllowedDifference[] = [
  {
    call: 'POST /api/v1/chart/data',
    step: 'pivot table, states by gender',
    pointer: '/result/*/coltypes/*',
    kind: 'value',
    category: 'environment',
    reason:
      'DuckDB sums integers as HUGEINT, which duckdb_engine returns as Python ints that pandas keeps as objects, so Superset types the metric STRING (1); the embedded server types it numeric.',
  },
  {
    call: 'POST /api/v1/chart/data',
    step: 'a query context without queries: 400',
    pointer: '',
    kind: 'status',
    category: 'superset-bug',
    reason:
      "Superset's QueryContextFactory fails with a TypeError (500) on a context without `queries`; the embedded server answers the schema's 400 field error.",
  },
  {
    call: 'POST /api/v1/chart/data',
    step: 'an invalid time range',
    pointer: '',
    kind: 'status',
    category: 'superset-bug',
    reason:
      "Superset 6.1 reads any text as a time range ending today ('not a time range' → ds < today); the embedded server refuses it with 400 'Error: Cannot parse time string [not a time range]'.",
  },
];

const explore: AllowedDifference[] = [
  {
    call: 'GET /api/v1/explore/',
    step: 'an unknown chart',
    pointer: '',
    kind: 'status',
    category: 'superset-bug',
    reason:
      "Superset 6.1 answers an unknown slice_id with 200 and a '[Missing Dataset]' placeholder; the embedded server answers 404 'Chart not found.'.",
  },
  {
    call: 'GET /api/v1/explore/',
    step: 'an unknown permalink key',
    pointer: '/message',
    kind: 'value',
    category: 'deliberate',
    reason:
      "Superset's permalink keys are hashids and an undecodable one is 'Invalid permalink key'; the embedded server's keys are random tokens, so any unknown key is the value it cannot read ('An error occurred while accessing the value.').",
  },
];

export const allowedDifferences: readonly AllowedDifference[] = [
  ...security,
  ...databases,
  ...sqlLab,
  ...savedQueries,
  ...sharing,
  ...datasets,
  ...charts,
  ...dashboards,
  ...chartData,
  ...explore,
];
