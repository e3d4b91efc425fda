/**
 * One SQL Lab run, sync or async: checks (DML, CTAS), status transitions on the query row
 * (pending → running → success / failed / timed_out; a stop wins over everything), the engine call
 * with the row limit + 1 probe row, the results payload and its storage in the results backend.
 */
import type { ServerConfig } from '../config';
import {
  EngineInterruptedError,
  EngineTimeoutError,
  type QueryEngine,
  type ResultColumn,
  type Row,
} from '../engines/types';
import type { SupersetError } from '../errors';
import {
  hasMutation,
  isSelectStatement,
  limitOfStatement,
  replaceLimit,
  splitStatements,
} from '../query/sqlStatements';
import type { DatabaseRecord } from '../store';
import type { QueryPatch, QueryRecord, QueryRepository } from '../store/queries';
import { defaultTmpTableName, planCtas, validateCtas } from './ctas';
import {
  asyncTimeoutFailure,
  dmlNotAllowedFailure,
  engineFailure,
  engineFailureStatus,
  syncTimeoutFailure,
  USER_SQL_FAILURE_STATUS,
} from './queryErrors';
import type { ApiColumn, ResultsBackend, StoredResults } from './resultsBackend';
import { resultSetColumn } from './resultSetTypes';

export interface ExecutionDeps {
  queries: QueryRepository;
  results: ResultsBackend;
  config: ServerConfig;
}

export interface RunRequest {
  /** The run's row, already created (status pending). */
  query: QueryRecord;
  database: DatabaseRecord;
  engine: QueryEngine;
  /** The SQL after template rendering. */
  renderedSql: string;
  mode: 'sync' | 'async';
  /** Keep the results in the results backend (always for async, with backend persistence for sync). */
  storeResults: boolean;
  signal: AbortSignal;
}

export type RunOutcome =
  | { kind: 'success'; query: QueryRecord; payload: StoredResults }
  | { kind: 'failed'; query: QueryRecord; status: number; errors: SupersetError[] }
  | { kind: 'stopped'; query: QueryRecord };

/** Result columns in SQL Lab's shape: Superset's result-set type names and generic types. */
function toApiColumns(columns: readonly ResultColumn[]): ApiColumn[] {
  return columns.map(resultSetColumn);
}

function progressText(statementCount: number): string {
  return statementCount === 1 ? 'Running statement 1 out of 1' : `Running ${statementCount} statements`;
}

class RunContext {
  constructor(
    readonly deps: ExecutionDeps,
    readonly request: RunRequest,
  ) {}

  get id(): number {
    return this.request.query.id;
  }

  /** Applies the patch unless the run was stopped meanwhile; null when it was. */
  update(patch: QueryPatch): Promise<QueryRecord | null> {
    return this.deps.queries.update(this.id, patch, ['stopped']);
  }

  async stopped(): Promise<RunOutcome> {
    const query = (await this.deps.queries.getById(this.id)) ?? this.request.query;
    return { kind: 'stopped', query };
  }

  async fail(errors: SupersetError[], status: number, timedOut = false): Promise<RunOutcome> {
    const query = await this.update({
      status: timedOut ? 'timed_out' : 'failed',
      error_message: errors[0]?.message ?? null,
      errors,
      end_time: Date.now(),
      tmp_table_name: this.request.query.select_as_cta ? null : this.request.query.tmp_table_name,
    });
    return query ? { kind: 'failed', query, status, errors } : this.stopped();
  }
}

function timeoutSeconds(request: RunRequest, config: ServerConfig): number {
  return request.mode === 'sync' ? config.SQLLAB_TIMEOUT : config.SQLLAB_ASYNC_TIME_LIMIT_SEC;
}

async function onEngineError(run: RunContext, error: unknown): Promise<RunOutcome> {
  const { request, deps } = run;
  if (error instanceof EngineInterruptedError || request.signal.aborted) {
    await deps.queries.update(run.id, { status: 'stopped', end_time: Date.now() }, ['success', 'failed', 'timed_out']);
    return run.stopped();
  }
  if (error instanceof EngineTimeoutError) {
    const seconds = timeoutSeconds(request, deps.config);
    if (request.mode === 'sync') return run.fail([syncTimeoutFailure(seconds)], 408, true);
    return run.fail([asyncTimeoutFailure(seconds)], 500, true);
  }
  return run.fail([engineFailure(error, request.database.backend)], engineFailureStatus(error));
}

interface Plan {
  sql: string;
  /** Rows to read: the limit plus one probe row, for a final SELECT outside CTAS. */
  maxRows: number | undefined;
  ctasPatch: QueryPatch;
}

/**
 * The statements as one script. A statement whose last line holds a `--` comment gets a newline
 * first, or the comment would swallow the `;` after it.
 */
function joinStatements(statements: readonly string[]): string {
  return statements
    .map((statement) =>
      statement
        .split(/[\n\r]/)
        .pop()
        ?.includes('--')
        ? `${statement}\n`
        : statement,
    )
    .join(';\n');
}

function planRun(request: RunRequest, statements: string[]): Plan | SupersetError {
  const { query, database } = request;
  const last = statements[statements.length - 1] ?? '';
  if (!query.select_as_cta) {
    if (!isSelectStatement(last) || query.limit === null)
      return { sql: joinStatements(statements), maxRows: undefined, ctasPatch: {} };
    // As Superset, the SQL's own LIMIT (when it decided the limit) is raised by the probe row too.
    const probe = query.limit + 1;
    const sqlLimit = limitOfStatement(last);
    const lastSql = sqlLimit !== null && sqlLimit <= query.limit ? replaceLimit(last, probe) : last;
    return { sql: joinStatements([...statements.slice(0, -1), lastSql]), maxRows: probe, ctasPatch: {} };
  }
  const invalid = validateCtas(statements, query.ctas_method);
  if (invalid) return invalid;
  const table = query.tmp_table_name || defaultTmpTableName(query.user_id, query.start_time ?? Date.now());
  const schema = database.force_ctas_schema ?? query.tmp_schema_name ?? query.schema;
  const plan = planCtas(statements, { method: query.ctas_method, table, schema }, query.limit);
  return {
    sql: joinStatements(plan.statements),
    maxRows: undefined,
    ctasPatch: { tmp_table_name: table, tmp_schema_name: schema, select_sql: plan.selectSql, select_as_cta_used: true },
  };
}

function resultsPayload(queryId: number, columns: ResultColumn[], data: Row[]): StoredResults {
  const apiColumns = toApiColumns(columns);
  return {
    query_id: queryId,
    status: 'success',
    data,
    columns: apiColumns,
    selected_columns: apiColumns,
    expanded_columns: [],
  };
}

/** Runs the request to its end; never throws for a database failure (it is the outcome). */
export async function executeRun(deps: ExecutionDeps, request: RunRequest): Promise<RunOutcome> {
  const run = new RunContext(deps, request);
  const { query, database, engine } = request;
  const statements = splitStatements(request.renderedSql);

  if (!database.allow_dml && hasMutation(statements)) {
    return run.fail([dmlNotAllowedFailure()], USER_SQL_FAILURE_STATUS);
  }
  const plan = planRun(request, statements);
  if ('error_type' in plan) return run.fail([plan], USER_SQL_FAILURE_STATUS);

  const running = await run.update({
    status: 'running',
    start_running_time: Date.now(),
    executed_sql: plan.sql,
    extra: { ...query.extra, progress: progressText(statements.length) },
    ...plan.ctasPatch,
  });
  if (!running) return run.stopped();

  let columns: ResultColumn[];
  let rows: Row[];
  try {
    const result = await engine.run(plan.sql, {
      maxRows: plan.maxRows,
      timeoutMs: timeoutSeconds(request, deps.config) * 1000,
      signal: request.signal,
      schema: query.schema,
    });
    columns = result.columns;
    rows = result.rows;
  } catch (error) {
    return onEngineError(run, error);
  }

  const limit = query.limit;
  const cut = plan.maxRows !== undefined && limit !== null && rows.length > limit;
  const data = cut ? rows.slice(0, limit ?? 0) : rows;
  const payload = resultsPayload(query.id, columns, data);
  // A CTAS's result (the row count) is stored too, as Superset does: an async run's client keeps a
  // finished run 'running' until it has fetched the results its key names.
  const resultsKey = request.storeResults ? await deps.results.put(payload) : null;
  const finished = await run.update({
    status: 'success',
    progress: 100,
    rows: data.length,
    end_time: Date.now(),
    // Superset 6.1 never sets it (the column stays for the API's show columns).
    end_result_backend_time: null,
    results_key: resultsKey,
    limiting_factor: cut ? query.limiting_factor : 'NOT_LIMITED',
    error_message: null,
    errors: null,
    // As Superset's execute_sql_statements, the record keeps its result columns.
    extra: { ...query.extra, progress: null, columns: payload.columns },
  });
  if (!finished) {
    if (resultsKey) await deps.results.delete(resultsKey);
    return run.stopped();
  }
  return { kind: 'success', query: finished, payload };
}
