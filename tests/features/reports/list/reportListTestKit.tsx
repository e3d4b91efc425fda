import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import rison from 'rison';
import { defaultCommon, type BootstrapUser } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import AlertReportListPage from '../../../../src/features/reports/list/AlertReportListPage';

export const ALICE = { id: 1, first_name: 'Alice', last_name: 'Smith' };
export const BOB = { id: 2, first_name: 'Bob', last_name: 'Jones' };

export const ALERTS = [
  {
    id: 1,
    name: 'Sales alert',
    type: 'Alert',
    active: true,
    crontab: '0 0 * * *',
    crontab_humanized: 'At 12:00 AM',
    timezone: 'UTC',
    last_state: 'Error',
    last_eval_dttm: null,
    owners: [ALICE],
    recipients: [{ id: 11, type: 'Email' }],
    changed_on_delta_humanized: 'a minute ago',
    chart_id: null,
    dashboard_id: 3,
  },
  {
    id: 2,
    name: 'Bob alert',
    type: 'Alert',
    active: false,
    crontab: '0 * * * *',
    crontab_humanized: 'Every hour',
    timezone: 'Europe/Paris',
    last_state: 'Success',
    last_eval_dttm: null,
    owners: [BOB],
    recipients: [],
    changed_on_delta_humanized: '2 days ago',
    chart_id: 4,
    dashboard_id: null,
  },
];

export const USERS: Record<'admin' | 'alice' | 'reader', BootstrapUser> = {
  admin: { userId: 9, username: 'admin', roles: { Admin: [] }, permissions: {} },
  /** Alice may write reports and owns alert 1 only. */
  alice: {
    userId: 1,
    username: 'alice',
    firstName: 'Alice',
    lastName: 'Smith',
    roles: {
      Alpha: [
        ['can_read', 'ReportSchedule'],
        ['can_write', 'ReportSchedule'],
      ],
    },
    permissions: {},
  },
  reader: { userId: 1, username: 'alice', roles: { Gamma: [['can_read', 'ReportSchedule']] }, permissions: {} },
};

export const recorded = {
  lists: [] as Record<string, unknown>[],
  calls: [] as string[],
  bodies: [] as unknown[],
};

export function resetRecorded() {
  recorded.lists.length = 0;
  recorded.calls.length = 0;
  recorded.bodies.length = 0;
}

const qOf = (request: Request) => new URL(request.url).searchParams.get('q') ?? '';

export const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/report/', ({ request }) => {
    recorded.lists.push(rison.decode(qOf(request) || '()') as Record<string, unknown>);
    return HttpResponse.json({ count: ALERTS.length, ids: ALERTS.map((alert) => alert.id), result: ALERTS });
  }),
  http.get('*/api/v1/report/related/:column', () =>
    HttpResponse.json({
      count: 2,
      result: [
        { value: 1, text: 'Alice Smith' },
        { value: 2, text: 'Bob Jones' },
      ],
    }),
  ),
  http.put('*/api/v1/report/:id', async ({ params, request }) => {
    recorded.calls.push(`PUT ${String(params.id)}`);
    recorded.bodies.push(await request.json());
    return HttpResponse.json({ id: Number(params.id), result: {} });
  }),
  http.delete('*/api/v1/report/:id', ({ params }) => {
    recorded.calls.push(`DELETE ${String(params.id)}`);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.delete('*/api/v1/report/', ({ request }) => {
    recorded.calls.push(`DELETE ${qOf(request)}`);
    return HttpResponse.json({ message: 'Deleted 2 report schedules' });
  }),
);

export function renderReportList(user: BootstrapUser, path = '/alert/list/') {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/alert/list/" element={<AlertReportListPage type="Alert" />} />
          <Route path="/report/list/" element={<AlertReportListPage type="Report" />} />
          <Route path="/alert/:id/log/" element={<div>log page</div>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

export function toastTexts(store: ReturnType<typeof renderReportList>): string[] {
  return store.getState().toasts.messages.map((toast) => toast.text);
}

/** Opens an antd select by its accessible name and picks an option by its text. */
export async function choose(selectName: string, optionText: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: selectName }));
  await user.click(await screen.findByTitle(optionText));
}
