/** Calls a journey makes in the page's own session (`page.request`): finding and preparing what it opens. */
import { expect, type Page, type Request } from '@playwright/test';

/** The session's CSRF token: every write through `page.request` needs it. */
export async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/security/csrf_token/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: string }).result;
}

/** The id of an example dataset, looked up by schema and table name through the dataset list API. */
export async function datasetId(page: Page, schema: string, table: string): Promise<number> {
  const q = `(filters:!((col:table_name,opr:eq,value:${table}),(col:schema,opr:eq,value:${schema})),page:0,page_size:5)`;
  const response = await page.request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { id: number; table_name: string; schema: string }[] };
  const found = body.result.find((row) => row.table_name === table && row.schema === schema);
  if (!found) throw new Error(`No example dataset ${schema}.${table}`);
  return found.id;
}

/** Stores form data in the explore form-data cache and answers the key for `/explore/?form_data_key=`. */
export async function formDataKey(
  page: Page,
  datasourceId: number,
  formData: Record<string, unknown>,
): Promise<string> {
  const response = await page.request.post('/api/v1/explore/form_data', {
    data: {
      datasource_id: datasourceId,
      datasource_type: 'table',
      form_data: JSON.stringify({ datasource: `${datasourceId}__table`, ...formData }),
    },
    headers: { 'X-CSRFToken': await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** The query context a chart data request carried. */
export interface SentQueryContext {
  datasource: { id: number; type: string };
  queries: {
    columns?: unknown[];
    metrics?: unknown[];
    filters?: { col: unknown; op: string; val?: unknown }[];
    extras?: Record<string, unknown>;
    orderby?: unknown[];
    post_processing?: ({ operation: string; options?: Record<string, unknown> } | null)[];
  }[];
  form_data?: Record<string, unknown>;
}

export const isChartDataRequest = (request: Request): boolean =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';
