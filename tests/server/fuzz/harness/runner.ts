/**
 * Sends fuzz requests one by one and checks each: no reply is a 5xx, a malformed id is not
 * accepted, a refused request (4xx) changed no stored data; between batches the server must still
 * answer `GET /health` and the admin's session must still work. Stops at the time budget (the
 * requests come in a fixed order from the seed, so a run is a reproducible prefix).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FuzzContext } from './fuzzContext';
import { changedTables, exampleFilesStamp, exampleTablesDigest, metadataDigest } from './storedData';
import { actorHeaders, describeRequest, resolvePayload, type FuzzRequest } from './wire';

export interface FuzzFailure {
  request: string;
  problem: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  /** False when the time budget stopped the run before the last request. */
  complete: boolean;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  /** Routes (`METHOD url`) the requests reached. */
  routes: Set<string>;
  /** The slowest requests, slowest first. */
  slowest: { ms: number; request: string }[];
  /** Milliseconds spent answering requests and checking stored data. */
  timings: { requests: number; storedData: number };
}

const SLOWEST_KEPT = 5;

function noteDuration(report: FuzzReport, ms: number, request: FuzzRequest): void {
  if (report.slowest.length === SLOWEST_KEPT && ms <= report.slowest[SLOWEST_KEPT - 1].ms) return;
  report.slowest.push({ ms, request: describeRequest(request).slice(0, 200) });
  report.slowest.sort((a, b) => b.ms - a.ms);
  report.slowest.length = Math.min(report.slowest.length, SLOWEST_KEPT);
}

export interface RunOptions {
  seed: number;
  /** Stop sending after this many milliseconds. */
  budgetMs: number;
  batchSize?: number;
  /**
   * Tables a refused request of a route may still change, with why: Superset keeps them too
   * (a SQL Lab query the engine rejects is stored as failed).
   */
  allowedSideEffects?: Record<string, readonly string[]>;
}

/**
 * Writes Superset also makes on a refused request: SQL Lab keeps every query it ran, failed ones
 * included (their error shows in the history); a failed login is counted on the user.
 */
export const DEFAULT_SIDE_EFFECTS: Record<string, readonly string[]> = {
  'POST /api/v1/sqllab/execute/': ['queries'],
  // A wrong password counts against the user (Flask-AppBuilder's fail_login_count).
  'POST /api/v1/security/login': ['users'],
  'POST /login/': ['users'],
};

const FAILURE_BODY_CHARS = 300;

function replyExcerpt(response: LightMyRequestResponse): string {
  const body =
    response.body.length > FAILURE_BODY_CHARS ? `${response.body.slice(0, FAILURE_BODY_CHARS)}…` : response.body;
  return `${response.statusCode} ${body}`;
}

async function send(context: FuzzContext, request: FuzzRequest): Promise<LightMyRequestResponse> {
  return context.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...actorHeaders(request.actor, context) },
    payload: resolvePayload(request.payload),
  });
}

/** What the server stores, observed after every request; each observation reports what changed since the last. */
export class StoredDataWatch {
  private generation = -1;
  private digest = new Map<string, string>();
  private exampleFiles = '';
  private exampleTables = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly dataDir: string,
    private readonly databaseId: number,
  ) {}

  /** Metadata tables (by name) and `examples` (the examples database's table list) that changed since the last call. */
  async observe(): Promise<string[]> {
    const changed: string[] = [];
    const generation = this.app.store.db.writeGeneration;
    if (generation !== this.generation) {
      const digest = await metadataDigest(this.app);
      changed.push(...changedTables(this.digest, digest));
      this.digest = digest;
      this.generation = generation;
    }
    const exampleFiles = await exampleFilesStamp(this.dataDir);
    if (exampleFiles !== this.exampleFiles) {
      const exampleTables = await exampleTablesDigest(this.app, this.databaseId);
      if (exampleTables !== this.exampleTables) changed.push('examples');
      this.exampleTables = exampleTables;
      this.exampleFiles = exampleFiles;
    }
    return changed;
  }
}

async function checkAlive(context: FuzzContext): Promise<string | null> {
  const health = await context.app.inject({ method: 'GET', url: '/health' });
  if (health.statusCode !== 200) return `GET /health answered ${replyExcerpt(health)}`;
  // An accepted request must not have taken the admin's session or Admin role away.
  for (const url of ['/api/v1/me/', '/api/v1/security/roles/?q=(page_size:1)', '/api/v1/chart/?q=(page_size:1)']) {
    const response = await context.app.inject({ method: 'GET', url, headers: actorHeaders('admin', context) });
    if (response.statusCode !== 200) return `the admin can no longer GET ${url}: ${replyExcerpt(response)}`;
  }
  return null;
}

export async function runFuzz(
  context: FuzzContext,
  requests: Iterable<FuzzRequest>,
  options: RunOptions,
): Promise<FuzzReport> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 50;
  const sideEffects = options.allowedSideEffects ?? DEFAULT_SIDE_EFFECTS;
  const watch = new StoredDataWatch(context.app, context.dataDir, context.fixtures.databaseId);
  const report: FuzzReport = {
    seed: options.seed,
    sent: 0,
    complete: false,
    statuses: {},
    failures: [],
    routes: new Set(),
    slowest: [],
    timings: { requests: 0, storedData: 0 },
  };
  await watch.observe();
  const fail = (request: FuzzRequest | null, problem: string) =>
    report.failures.push({ request: request ? describeRequest(request) : '(between batches)', problem });

  const iterator = requests[Symbol.iterator]();
  for (let index = 0; ; index += 1) {
    if (performance.now() - started > options.budgetMs) break;
    const next = iterator.next();
    if (next.done) {
      report.complete = true;
      break;
    }
    const request = next.value;
    let response: LightMyRequestResponse;
    const sentAt = performance.now();
    try {
      response = await send(context, request);
    } catch (error) {
      fail(request, `inject threw ${String(error)}`);
      continue;
    }
    const answeredAt = performance.now();
    report.timings.requests += answeredAt - sentAt;
    noteDuration(report, answeredAt - sentAt, request);
    report.sent += 1;
    report.routes.add(request.routeKey);
    const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
    report.statuses[statusClass] = (report.statuses[statusClass] ?? 0) + 1;

    if (response.statusCode >= 500) fail(request, `server error ${replyExcerpt(response)}`);
    else if (request.mustReject && response.statusCode < 300)
      fail(request, `accepted a malformed value: ${replyExcerpt(response)}`);
    const changes = await watch.observe();
    report.timings.storedData += performance.now() - answeredAt;
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const allowed = sideEffects[request.routeKey] ?? [];
      const changed = changes.filter((table) => !allowed.includes(table));
      if (changed.length)
        fail(request, `refused with ${replyExcerpt(response)} but changed stored data: ${changed.join(', ')}`);
    }

    if ((index + 1) % batchSize === 0) {
      const problem = await checkAlive(context);
      if (problem) {
        fail(request, `after this batch ${problem}`);
        break;
      }
    }
  }
  const problem = await checkAlive(context);
  if (problem) fail(null, `at the end ${problem}`);
  return report;
}

/** The report as text: seed, counts, and every failure with its request. */
export function formatReport(name: string, report: FuzzReport): string {
  const ending = report.complete ? 'all planned requests' : 'stopped by the time budget';
  const lines = [
    `${name}: seed ${report.seed} (replay with FUZZ_SEED=${report.seed}), sent ${report.sent} requests (${ending}) over ${report.routes.size} routes, statuses ${JSON.stringify(report.statuses)}, ${Math.round(report.timings.requests)} ms answering, ${Math.round(report.timings.storedData)} ms checking stored data`,
    `  slowest: ${report.slowest.map((entry) => `${Math.round(entry.ms)} ms ${entry.request}`).join('\n           ')}`,
  ];
  for (const failure of report.failures) lines.push(`  ✗ ${failure.problem}\n      ${failure.request}`);
  return lines.join('\n');
}
