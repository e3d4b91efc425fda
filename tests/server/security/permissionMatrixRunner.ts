/**
 * Runs matrix rows against a server: every caller calls the row's route with the row's request, in
 * caller order. Rows that end sessions (logout) run after all others.
 */
import type { MatrixSetup } from './permissionMatrixFixtures';
import {
  MATRIX_CALLERS,
  MATRIX_PASSWORD,
  MATRIX_USERS,
  type MatrixCaller,
  type MatrixClient,
  type MatrixRequest,
  type MatrixResponse,
  type MatrixRow,
  type MatrixSession,
} from './permissionMatrixTypes';

export interface CellResult {
  row: MatrixRow;
  caller: MatrixCaller;
  request: MatrixRequest;
  response: MatrixResponse;
}

/** The row's name in reports: route, whose object and label. */
export function rowName(row: MatrixRow): string {
  const whose = row.target === 'admin' ? "(admin's)" : row.target === 'own' ? '(own)' : null;
  return [row.route, whose, row.label && `[${row.label}]`].filter(Boolean).join(' ');
}

/** Session-ending rows last, the rest in table order. */
export function runOrder(rows: readonly MatrixRow[]): MatrixRow[] {
  return [...rows.filter((row) => !row.endsSessions), ...rows.filter((row) => row.endsSessions)];
}

/** The caller's session for the row: a fresh login for rows that end it (the deactivated user keeps their old one). */
async function sessionFor(
  client: MatrixClient,
  setup: MatrixSetup,
  row: MatrixRow,
  caller: MatrixCaller,
): Promise<MatrixSession | null> {
  if (!row.endsSessions || caller === 'anonymous' || caller === 'deactivated') return setup.sessions[caller];
  return client.login(MATRIX_USERS[caller].username, MATRIX_PASSWORD);
}

export async function runCell(
  client: MatrixClient,
  setup: MatrixSetup,
  row: MatrixRow,
  caller: MatrixCaller,
): Promise<CellResult> {
  const target = row.target === 'own' ? setup.fixtures.own[caller] : setup.fixtures.admin;
  const request = await row.request({ caller, fx: setup.fixtures, target, fresh: setup.fresh(caller) });
  if (!row.route.startsWith(`${request.method} `)) throw new Error(`${rowName(row)} sends ${request.method}`);
  const response = await client.send(await sessionFor(client, setup, row, caller), request);
  return { row, caller, request, response };
}

/** Every cell of the rows, row by row. */
export async function runRows(
  client: MatrixClient,
  setup: MatrixSetup,
  rows: readonly MatrixRow[],
): Promise<CellResult[]> {
  const results: CellResult[] = [];
  for (const row of runOrder(rows)) {
    for (const caller of MATRIX_CALLERS) results.push(await runCell(client, setup, row, caller));
  }
  return results;
}
