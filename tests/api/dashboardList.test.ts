import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { resetClient } from '../../src/api/client';
import {
  DASHBOARD_LIST_COLUMNS,
  dashboardImportFormData,
  dashboardListApi,
  dashboardListRison,
  exportFileName,
  fetchDashboardExport,
} from '../../src/api/dashboardList';
import { createAppStore } from '../../src/app/store';

const posted: { fields: Record<string, string>; hasFile: boolean }[] = [];

const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/dashboard/import/', async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (key !== 'formData') fields[key] = String(value);
    });
    // jsdom's File does not survive Node's fetch whole; its content is checked on the FormData itself.
    posted.push({ fields, hasFile: form.has('formData') });
    return HttpResponse.json({ message: 'OK' });
  }),
  http.get('*/api/v1/dashboard/export/', () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('PK').buffer, {
      headers: { 'Content-Disposition': 'attachment; filename=dashboard_export_20250101T000000.zip' },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

describe('the dashboard list request', () => {
  it('defaults to the newest change first, the first page of 25, and the columns the page shows', () => {
    expect(dashboardListRison()).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
      select_columns: [...DASHBOARD_LIST_COLUMNS],
    });
  });

  it("puts every filter in Superset's (col, opr, value) form", () => {
    expect(
      dashboardListRison({ search: ' sal ', ownerId: 3, published: true, favorite: false, certified: true }).filters,
    ).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sal' },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'published', opr: 'eq', value: true },
      { col: 'id', opr: 'dashboard_is_favorite', value: false },
      { col: 'id', opr: 'dashboard_is_certified', value: true },
    ]);
  });
});

describe('import and export', () => {
  it('posts the ZIP as formData, the passwords as JSON, and overwrite only when confirmed', async () => {
    const store = createAppStore();
    const file = new File(['zip-bytes'], 'bundle.zip', { type: 'application/zip' });
    await store
      .dispatch(dashboardListApi.endpoints.importDashboards.initiate({ file, overwrite: false, passwords: {} }))
      .unwrap();
    await store
      .dispatch(
        dashboardListApi.endpoints.importDashboards.initiate({
          file,
          overwrite: true,
          passwords: { 'databases/examples.yaml': 'secret' },
        }),
      )
      .unwrap();
    expect(posted).toEqual([
      { fields: { passwords: '{}' }, hasFile: true },
      { fields: { passwords: '{"databases/examples.yaml":"secret"}', overwrite: 'true' }, hasFile: true },
    ]);
    const form = dashboardImportFormData({ file, overwrite: true, passwords: {} });
    expect(form.get('formData')).toBe(file);
    expect(form.get('overwrite')).toBe('true');
  });

  it("reads the export's file name from Content-Disposition", async () => {
    const bundle = await fetchDashboardExport([1, 2]);
    expect(bundle.fileName).toBe('dashboard_export_20250101T000000.zip');
    expect(bundle.blob.size).toBe(2);
    expect(exportFileName(null)).toBe('dashboard_export.zip');
    expect(exportFileName('attachment; filename="a b.zip"')).toBe('a b.zip');
  });
});
