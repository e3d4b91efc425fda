/** Shared set-up of the report dialog and menu tests: a fake /api/v1/report/ and a signed-in store. */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import rison from 'rison';
import { defaultCommon, type BootstrapUser } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';

export const WRITER: BootstrapUser = {
  userId: 3,
  username: 'ada',
  email: 'ada@example.com',
  roles: { Alpha: [['can_write', 'ReportSchedule']] },
  permissions: {},
};

export const READER: BootstrapUser = { ...WRITER, roles: { Gamma: [['can_read', 'ReportSchedule']] } };

export interface Call {
  method: string;
  path: string;
  q?: unknown;
  body?: unknown;
}

export const calls: Call[] = [];

async function record(request: Request): Promise<void> {
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  calls.push({
    method: request.method,
    path: url.pathname,
    ...(q ? { q: rison.decode(q) } : {}),
    ...(text ? { body: JSON.parse(text) } : {}),
  });
}

export const writes = () => calls.filter((call) => call.method !== 'GET');

/** A report as GET /api/v1/report/4 shows it (recipient config as a JSON string). */
export const SAVED_REPORT = {
  id: 4,
  name: 'Weekly',
  type: 'Report',
  description: 'For the team',
  active: true,
  crontab: '0 9 * * *',
  timezone: 'Europe/Paris',
  creation_method: 'charts',
  chart: { id: 9, slice_name: 'Orders', viz_type: 'table' },
  dashboard: null,
  recipients: [{ id: 1, type: 'Email', recipient_config_json: '{"target": "ada@example.com, bo@example.com"}' }],
  report_format: 'CSV',
};

/** What the menu's lookup finds: none by default; tests set `ownReport.row`. */
export const ownReport: { row: Record<string, unknown> | null } = { row: null };

export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/report/', async ({ request }) => {
    await record(request);
    const result = ownReport.row ? [ownReport.row] : [];
    return HttpResponse.json({ count: result.length, ids: result.map(() => 4), result });
  }),
  http.get('*/api/v1/report/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 4, result: SAVED_REPORT });
  }),
  http.post('*/api/v1/report/', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 4, result: {} }, { status: 201 });
  }),
  http.put('*/api/v1/report/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 4, result: {} });
  }),
  http.delete('*/api/v1/report/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ message: 'OK' });
  }),
);

export function resetReportKit() {
  calls.length = 0;
  ownReport.row = null;
}

export function renderWithStore(ui: ReactNode, user: BootstrapUser = WRITER, alertReports = true) {
  const common = { ...defaultCommon(), feature_flags: { ALERT_REPORTS: alertReports } };
  const store = createAppStore({ preloadedState: { bootstrap: { user, common } } });
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

export function toastTexts(store: ReturnType<typeof renderWithStore>): string[] {
  return store.getState().toasts.messages.map((toast) => toast.text);
}
