import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_PASSWORD, createTestApp, loginSession } from '../helpers/testApp';
import { MATRIX_EXPECTED } from './permissionMatrixExpected';
import { setUpMatrix, type MatrixSetup } from './permissionMatrixFixtures';
import { MATRIX_ROWS } from './permissionMatrixRows';
import { rowName, runRows, type CellResult } from './permissionMatrixRunner';
import {
  FORBIDDEN,
  MATRIX_CALLERS,
  NOT_AUTHORIZED,
  routeKey,
  SupersetErrorBody,
  type Expectation,
  type MatrixClient,
  type MatrixResponse,
} from './permissionMatrixTypes';

/** The embedded server through `inject`, with browser sessions (cookie and X-CSRFToken). */
function injectClient(app: FastifyInstance): MatrixClient {
  return {
    login: (username, password) => loginSession(app, username, password),
    async send(session, request): Promise<MatrixResponse> {
      const headers: Record<string, string> = {};
      if (session) {
        headers.cookie = session.cookie;
        headers['x-csrftoken'] = session.csrfToken;
      }
      if (request.page) headers.accept = 'text/html';
      let payload: string | undefined;
      if (request.json !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(request.json);
      } else if (request.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(request.form).toString();
      }
      const response = await app.inject({ method: request.method, url: request.url, headers, payload });
      const location = response.headers.location;
      const contentType = response.headers['content-type'];
      return {
        status: response.statusCode,
        body: response.body,
        location: typeof location === 'string' ? location : null,
        contentType: typeof contentType === 'string' ? contentType : null,
      };
    },
  };
}

function expectationOf(name: string): Expectation | undefined {
  const entry = MATRIX_EXPECTED[name];
  if (entry === undefined) return undefined;
  return 'expect' in entry ? entry.expect : entry;
}

function parsed(body: string): unknown {
  if (body === '') return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function bodyMatches(actual: unknown, wanted: unknown): boolean {
  if (!(wanted instanceof SupersetErrorBody)) return JSON.stringify(actual) === JSON.stringify(wanted);
  const record = (actual ?? {}) as { errors?: Array<{ error_type?: string }>; error_type?: string };
  return (record.errors?.[0]?.error_type ?? record.error_type) === wanted.errorType;
}

/** The refusal body a cell must carry, if the table fixes one. */
function expectedBody(cell: CellResult, status: number): unknown {
  const given = cell.row.bodies;
  if (typeof given === 'function') {
    const body = given(cell.caller, status);
    if (body !== undefined) return body;
  } else if (given && status in given) {
    return given[status];
  }
  if (!cell.request.url.startsWith('/api/')) return undefined;
  if (status === 401) return NOT_AUTHORIZED;
  if (status === 403) return FORBIDDEN;
  return undefined;
}

/** What is wrong with one cell, or null. */
function mismatch(cell: CellResult, index: number): string | null {
  const name = rowName(cell.row);
  const wanted = expectationOf(name)?.[index];
  const { status, body, location } = cell.response;
  const where = `${name} as ${cell.caller} (${cell.request.method} ${cell.request.url})`;
  if (status !== wanted) return `${where}: ${status} instead of ${wanted}: ${body.slice(0, 200)}`;
  const wantedBody = expectedBody(cell, status);
  if (wantedBody !== undefined && !bodyMatches(parsed(body), wantedBody)) {
    return `${where}: body ${body.slice(0, 200)} instead of ${JSON.stringify(wantedBody)}`;
  }
  if (cell.request.page && status === 302 && cell.caller === 'anonymous' && !/^\/(login\/)?$/.test(cell.request.url)) {
    const next = new URL(location ?? '', 'http://matrix').searchParams.get('next');
    if (!location?.startsWith('/login/?') || next !== cell.request.url) return `${where}: redirected to ${location}`;
  }
  if (cell.request.page && status === 200 && !(cell.response.contentType ?? '').startsWith('text/html')) {
    return `${where}: a page of type ${cell.response.contentType}`;
  }
  return null;
}

describe('the permission matrix: every route × Admin, Alpha, Gamma, sql_lab, Gamma + sql_lab, a deactivated admin, anonymous', () => {
  let app: FastifyInstance;
  let setup: MatrixSetup;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    await app.ready();
    setup = await setUpMatrix(injectClient(app), ADMIN_PASSWORD);
  });
  afterAll(() => app.close());

  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const catalog = new Set(app.routeCatalog.map((route) => routeKey(route.method, route.url)));
    const covered = new Set(MATRIX_ROWS.map((row) => row.route));
    expect(
      [...catalog].filter((route) => !covered.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !catalog.has(route)),
      'rows of unknown routes',
    ).toEqual([]);
  });

  it('has one expectation per row', () => {
    const names = MATRIX_ROWS.map(rowName);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      'rows named alike',
    ).toEqual([]);
    expect(
      names.filter((name) => !expectationOf(name)),
      'rows without an expectation',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX_EXPECTED).filter((name) => !names.includes(name)),
      'expectations without a row',
    ).toEqual([]);
  });

  it('answers every caller of every row as the table says', async () => {
    const cells = await runRows(injectClient(app), setup, MATRIX_ROWS);
    if (process.env.MATRIX_PRINT) {
      for (const name of new Set(cells.map((cell) => rowName(cell.row)))) {
        const statuses = cells.filter((cell) => rowName(cell.row) === name).map((cell) => cell.response.status);
        process.stdout.write(`  ${JSON.stringify(name)}: [${statuses.join(', ')}],\n`);
      }
    }
    const problems = cells.flatMap((cell) => mismatch(cell, MATRIX_CALLERS.indexOf(cell.caller)) ?? []);
    expect(problems).toEqual([]);
  }, 300_000);
});
