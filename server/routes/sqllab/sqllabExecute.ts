/**
 * POST /api/v1/sqllab/execute/ — Superset's ExecuteSqlCommand: reuse an in-flight run with the
 * same client id, otherwise record a new run (pending), render the template, check access, set
 * the limit and its limiting factor, then run it inline (200 with results) or on a worker (202).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { supersetError, SupersetErrorsException, type SupersetError } from '../../errors';
import type { QueryEngine } from '../../engines/types';
import type { StoredResults } from '../../jobs/resultsBackend';
import type { RunOutcome } from '../../jobs/queryExecution';
import { limitOfStatement, splitStatements, stripTrailingSemicolons } from '../../query/sqlStatements';
import { parseTemplateParams, renderSqlTemplate } from '../../query/sqlTemplate';
import type { DatabaseRecord } from '../../store';
import type { LimitingFactor, QueryRecord } from '../../store/queries';
import { toQueryDict } from './queryDict';
import { isDatabaseListed } from '../../services/database/databaseAccess';
import { sqlAccessError } from '../../services/sqllab/sqlAccess';
import type { ExecuteBody } from './sqllabSchemas';
import { jsonWithExtraFields } from '../../jobs/serializedResults';

const DATABASE_NOT_FOUND =
  'The database referenced in this query was not found. Please contact an administrator for further assistance or try again.';
/** Superset's failure when the row cannot be created (a client id already used by a finished run). */
const RECORD_NOT_CREATED =
  'The query record was not created as expected. Please contact an administrator for further assistance or try again.';
const CLIENT_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

interface ExecuteReply {
  status: 200 | 202;
  /** An object to serialise, or JSON already serialised (UTF-8). */
  body: Record<string, unknown> | Buffer;
}

/** An 11-character id like the frontend's nanoid(11). */
function newClientId(): string {
  return [...randomBytes(11)].map((byte) => CLIENT_ID_ALPHABET[byte % CLIENT_ID_ALPHABET.length]).join('');
}

/** Superset's _set_query_limit: the smaller of the SQL's own LIMIT and the dropdown's, and which decided. */
function effectiveLimit(sql: string, dropdownLimit: number): { limit: number; factor: LimitingFactor } {
  const statements = splitStatements(sql);
  const sqlLimit = statements.length ? limitOfStatement(statements[statements.length - 1]) : null;
  if (sqlLimit === null || sqlLimit > dropdownLimit) return { limit: dropdownLimit, factor: 'DROPDOWN' };
  if (dropdownLimit > sqlLimit) return { limit: sqlLimit, factor: 'QUERY' };
  return { limit: sqlLimit, factor: 'QUERY_AND_DROPDOWN' };
}

/** Cuts the payload to DISPLAY_MAX_ROW (or the asked rows), flagging displayLimitReached. */
export function applyDisplayLimit(payload: StoredResults, maxRows: number): Record<string, unknown> {
  if (payload.data.length <= maxRows) return { ...payload };
  return { ...payload, data: payload.data.slice(0, maxRows), displayLimitReached: true };
}

function isRunAsync(app: FastifyInstance, body: ExecuteBody): boolean {
  return body.runAsync === true || app.config.featureFlags.SQLLAB_FORCE_RUN_ASYNC;
}

async function findDatabase(
  app: FastifyInstance,
  user: AuthenticatedUser,
  id: number,
): Promise<{ database: DatabaseRecord; engine: QueryEngine }> {
  const database = await app.store.databases.findById(id);
  const engine = app.engines.get(id);
  // A database the user reaches nothing of is unknown to them (Superset's DatabaseFilter).
  if (!database || !engine || !isDatabaseListed(user, database)) {
    throw new SupersetErrorsException(404, [supersetError(DATABASE_NOT_FOUND, 'GENERIC_BACKEND_ERROR')]);
  }
  return { database, engine };
}

async function createRun(
  app: FastifyInstance,
  user: AuthenticatedUser,
  body: ExecuteBody,
  sql: string,
): Promise<QueryRecord> {
  const clientId = body.client_id || newClientId();
  if (await app.sqlLabJobs.queries.getByClientId(clientId)) {
    throw new SupersetErrorsException(400, [supersetError(RECORD_NOT_CREATED, 'GENERIC_DB_ENGINE_ERROR')]);
  }
  return app.sqlLabJobs.queries.create({
    client_id: clientId,
    database_id: body.database_id,
    user_id: user.id,
    sql,
    tab_name: body.tab ?? null,
    sql_editor_id: body.sql_editor_id ?? null,
    schema: body.schema ?? null,
    catalog: body.catalog ?? null,
    select_as_cta: body.select_as_cta === true,
    tmp_table_name: body.tmp_table_name || null,
    ctas_method: body.ctas_method ?? 'TABLE',
    status: 'pending',
    start_time: Date.now(),
  });
}

/** Marks a run failed before it reached the engine, and throws the errors. */
async function failBeforeRun(app: FastifyInstance, query: QueryRecord, error: SupersetErrorsException): Promise<never> {
  await app.sqlLabJobs.queries.update(query.id, {
    status: 'failed',
    error_message: error.errors[0]?.message ?? null,
    errors: error.errors,
    end_time: Date.now(),
  });
  throw error;
}

function render(
  app: FastifyInstance,
  user: AuthenticatedUser,
  sql: string,
  templateParams: string | null | undefined,
): string {
  if (!app.config.featureFlags.ENABLE_TEMPLATE_PROCESSING) return sql;
  return renderSqlTemplate(sql, parseTemplateParams(templateParams), user);
}

function replyForOutcome(app: FastifyInstance, outcome: RunOutcome): ExecuteReply {
  if (outcome.kind === 'failed') throw new SupersetErrorsException(outcome.status, outcome.errors as SupersetError[]);
  if (outcome.kind === 'stopped') {
    return { status: 200, body: { query_id: outcome.query.id, status: 'stopped', query: toQueryDict(outcome.query) } };
  }
  const query = { ...toQueryDict(outcome.query), state: 'success' };
  // Results stored as they were serialised are sent as that text (big results: one serialisation).
  const key = outcome.query.results_key;
  const serialized = key ? app.sqlLabJobs.results.serialized(key) : null;
  if (serialized && serialized.rowCount <= app.config.DISPLAY_MAX_ROW) {
    return { status: 200, body: jsonWithExtraFields(serialized.json, { query }) };
  }
  const body = applyDisplayLimit(outcome.payload, app.config.DISPLAY_MAX_ROW);
  return { status: 200, body: { ...body, query } };
}

function settledWithin(settled: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([settled.then(() => undefined), waited]).finally(() => clearTimeout(timer));
}

export async function executeSql(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: ExecuteBody }>,
): Promise<ExecuteReply> {
  const user = request.user as AuthenticatedUser;
  const body = request.body;
  const jobs = app.sqlLabJobs;

  if (body.client_id) {
    const existing = await jobs.queries.getByClientId(body.client_id);
    const sameRun =
      existing !== null &&
      existing.user_id === user.id &&
      existing.sql_editor_id === (body.sql_editor_id ?? null) &&
      ['running', 'pending', 'timed_out'].includes(existing.status);
    if (existing && sameRun) return { status: 200, body: { query: toQueryDict(existing) } };
  }

  const { database, engine } = await findDatabase(app, user, body.database_id);
  const sql = stripTrailingSemicolons(body.sql);
  const query = await createRun(app, user, body, sql);

  let rendered: string;
  try {
    rendered = render(app, user, sql, body.templateParams);
  } catch (error) {
    if (error instanceof SupersetErrorsException) await failBeforeRun(app, query, error);
    throw error;
  }
  // raise_for_access(query=…) on the SQL as it will run (CTAS/CVAS wrap it after this check).
  const denied = await sqlAccessError(app, user, { database, engine, sql: rendered, schema: body.schema ?? null });
  if (denied) await failBeforeRun(app, query, new SupersetErrorsException(403, [denied]));

  const dropdown = body.queryLimit ? Math.min(body.queryLimit, app.config.SQL_MAX_ROW) : app.config.SQL_MAX_ROW;
  const { limit, factor } = effectiveLimit(rendered, dropdown);
  const limited = await jobs.queries.update(query.id, { limit, limiting_factor: factor });
  const spec = { query: limited ?? query, database, engine, renderedSql: rendered };

  if (isRunAsync(app, body)) {
    jobs.runner.startAsync({ ...spec, storeResults: true });
    // A run that ends within a moment is answered as it ended (results key and all), so the client
    // can fetch its rows at once instead of learning of them from its next poll; a longer one is
    // answered as Superset does, pending.
    const waitMs = app.config.SQLLAB_ASYNC_REPLY_WAIT_MS;
    if (waitMs > 0) await settledWithin(jobs.runner.whenSettled(query.client_id), waitMs);
    const current = await jobs.queries.getById(query.id);
    return { status: 202, body: { query: toQueryDict(current ?? limited ?? query) } };
  }
  const outcome = await jobs.runner.runSync({
    ...spec,
    storeResults: app.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE,
  });
  return replyForOutcome(app, outcome);
}
