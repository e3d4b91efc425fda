/**
 * What the journeys need to find in the Superset they run against, set up through its API as an
 * admin would (idempotent, so runs and other users of the same Superset can share it): the example
 * datasets the charts use, and a database that runs SQL Lab synchronously and one that runs it on
 * the Celery workers, when there are workers.
 */
import { expect, type Page } from '@playwright/test';
import { csrfToken } from '../helpers/explore';

export interface DatabaseInfo {
  id: number;
  database_name: string;
  allow_run_async: boolean;
}

/** `npm run superset` registers the example data under this name. */
const EXAMPLES_DATABASE = 'examples';
/** The examples file again, for synchronous runs when `examples` runs asynchronously (with workers). */
export const SYNC_EXAMPLES_DATABASE = 'examples (synchronous)';

async function listDatabases(page: Page): Promise<DatabaseInfo[]> {
  const q = '(columns:!(id,database_name,allow_run_async),page_size:100)';
  const response = await page.request.get(`/api/v1/database/?q=${encodeURIComponent(q)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: DatabaseInfo[] }).result;
}

function examplesOf(databases: DatabaseInfo[]): DatabaseInfo {
  const examples = databases.find((database) => database.database_name === EXAMPLES_DATABASE);
  if (!examples) throw new Error(`Superset has no "${EXAMPLES_DATABASE}" database: start it with npm run superset.`);
  return examples;
}

/**
 * A database whose SQL Lab runs are synchronous. With Celery workers `examples` runs async, so a
 * second entry reads the same (read-only) file without async.
 */
export async function syncDatabase(page: Page): Promise<DatabaseInfo> {
  const databases = await listDatabases(page);
  const examples = examplesOf(databases);
  if (!examples.allow_run_async) return examples;
  const existing = databases.find((database) => database.database_name === SYNC_EXAMPLES_DATABASE);
  if (existing) return existing;
  const source = await page.request.get(`/api/v1/database/${examples.id}/connection`);
  expect(source.ok(), await source.text()).toBe(true);
  const { sqlalchemy_uri: sqlalchemyUri, extra } = (
    (await source.json()) as { result: { sqlalchemy_uri: string; extra: string } }
  ).result;
  const created = await page.request.post('/api/v1/database/', {
    data: {
      database_name: SYNC_EXAMPLES_DATABASE,
      sqlalchemy_uri: sqlalchemyUri,
      extra,
      expose_in_sqllab: true,
      allow_run_async: false,
    },
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The page read its database list before the database existed (a fresh Superset): read it again.
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Database explorer' })).toBeVisible();
  return {
    id: ((await created.json()) as { id: number }).id,
    database_name: SYNC_EXAMPLES_DATABASE,
    allow_run_async: false,
  };
}

/** A database whose SQL Lab runs go to the Celery workers, or null when Superset runs without them. */
export async function asyncDatabase(page: Page): Promise<DatabaseInfo | null> {
  return (await listDatabases(page)).find((database) => database.allow_run_async) ?? null;
}

/** The id of an example table's dataset, registered in Superset if it is not yet (a fresh Superset has none). */
export async function exampleDataset(page: Page, schema: string, table: string): Promise<number> {
  const examples = examplesOf(await listDatabases(page));
  const response = await page.request.post('/api/v1/dataset/get_or_create/', {
    data: { database_id: examples.id, schema, table_name: table },
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { table_id: number } }).result.table_id;
}

/** Names unique to one run, so that runs against the same Superset do not meet. */
export const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}`;

/** Deletes what a journey saved, so that runs against a shared Superset do not pile up objects. */
export async function deleteCharts(page: Page, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const response = await page.request.delete(`/api/v1/chart/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Deletes the saved queries with this exact name. */
export async function deleteSavedQueries(page: Page, label: string): Promise<void> {
  const q = `(filters:!((col:label,opr:eq,value:'${label.replace(/'/g, "!'")}')),columns:!(id,label))`;
  const listed = await page.request.get(`/api/v1/saved_query/?q=${encodeURIComponent(q)}`);
  expect(listed.ok(), await listed.text()).toBe(true);
  const ids = ((await listed.json()) as { result: { id: number; label: string }[] }).result
    .filter((row) => row.label === label)
    .map((row) => row.id);
  if (ids.length === 0) return;
  const response = await page.request.delete(`/api/v1/saved_query/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new, empty dashboard owned by the signed-in user; its id. */
export async function createDashboard(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/v1/dashboard/', {
    data: { dashboard_title: title, published: true },
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

export async function deleteDashboards(page: Page, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const response = await page.request.delete(`/api/v1/dashboard/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
