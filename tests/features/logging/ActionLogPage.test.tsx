import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { defaultCommon, type BootstrapUser } from '../../../src/app/bootstrap';
import { createAppStore } from '../../../src/app/store';
import ActionLogPage from '../../../src/features/logging/actionLog/ActionLogPage';

const ADMIN: BootstrapUser = { userId: 1, username: 'admin', roles: { Admin: [] }, permissions: {} };
const GAMMA: BootstrapUser = {
  userId: 2,
  username: 'gina',
  roles: { Gamma: [['can_read', 'Chart']] },
  permissions: {},
};

interface LogRow {
  id: number;
  user: { username: string } | null;
  action: string;
  dttm: string;
  json: string;
  dashboard_id: number | null;
  slice_id: number | null;
  user_id: number | null;
  duration_ms: number;
  referrer: string | null;
}

const LOGS: LogRow[] = [
  {
    id: 12,
    user: { username: 'admin' },
    action: 'log',
    dttm: '2026-01-02T10:00:01.000000',
    json: JSON.stringify({ event_name: 'load_chart', slice_id: 42, duration: 310 }),
    dashboard_id: 5,
    slice_id: null,
    user_id: 1,
    duration_ms: 4,
    referrer: null,
  },
  {
    id: 11,
    user: { username: 'gina' },
    action: 'log',
    dttm: '2026-01-02T10:00:00.000000',
    json: JSON.stringify({ event_name: 'mount_dashboard' }),
    dashboard_id: 5,
    slice_id: null,
    user_id: 2,
    duration_ms: 3,
    referrer: null,
  },
];

const requests: Record<string, unknown>[] = [];

interface Filter {
  col: string;
  opr: string;
  value: unknown;
}

const server = setupServer(
  http.get('*/api/v1/log/', ({ request }) => {
    const q = rison.decode(new URL(request.url).searchParams.get('q') || '()') as Record<string, unknown>;
    requests.push(q);
    const filters = (q.filters as Filter[] | undefined) ?? [];
    const rows = LOGS.filter((row) =>
      filters.every((filter) => {
        if (filter.col === 'json') return row.json.includes(String(filter.value));
        if (filter.col === 'user') return row.user_id === filter.value;
        if (filter.col === 'dashboard_id') return row.dashboard_id === filter.value;
        if (filter.col === 'slice_id') return row.slice_id === filter.value;
        return true;
      }),
    );
    return HttpResponse.json({
      count: rows.length,
      ids: rows.map((row) => row.id),
      result: rows.map(({ id: _id, ...row }) => row),
    });
  }),
  http.get('*/api/v1/security/users/', () =>
    HttpResponse.json({
      count: 2,
      result: [
        { id: 1, username: 'admin', roles: [] },
        { id: 2, username: 'gina', roles: [] },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage(user: BootstrapUser) {
  const store = createAppStore({ preloadedState: { bootstrap: { user, common: defaultCommon() } } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/actionlog/list/']}>
        <ActionLogPage />
      </MemoryRouter>
    </Provider>,
  );
}

function tableRows(): HTMLElement[] {
  return screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
}

describe('Action log page', () => {
  it('lists the events newest first: user, event name, dashboard, time and duration', async () => {
    renderPage(ADMIN);
    expect(await screen.findByText('load_chart')).toBeInTheDocument();
    const [first, second] = tableRows();
    expect(within(first).getByText('admin')).toBeInTheDocument();
    expect(within(first).getByText('310')).toBeInTheDocument();
    expect(within(first).getByText('2026-01-02T10:00:01.000000')).toBeInTheDocument();
    expect(within(second).getByText('mount_dashboard')).toBeInTheDocument();
    expect(within(second).getAllByText('5').length).toBeGreaterThan(0);
    expect(requests[0]).toMatchObject({ order_column: 'dttm', order_direction: 'desc', page: 0, page_size: 25 });
  });

  it('filters by event and dashboard id', async () => {
    const user = userEvent.setup();
    renderPage(ADMIN);
    await screen.findByText('load_chart');
    await user.type(screen.getByPlaceholderText('Action or event'), 'mount_dashboard{Enter}');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(requests.at(-1)?.filters).toEqual([{ col: 'json', opr: 'ct', value: 'mount_dashboard' }]);

    await user.type(screen.getByLabelText('Dashboard Id'), '7');
    await waitFor(() => expect(requests.at(-1)?.filters).toContainEqual({ col: 'dashboard_id', opr: 'eq', value: 7 }));
    expect(await screen.findByText('No results match your filter criteria')).toBeInTheDocument();
  });

  it('shows nothing of the log to non-admins and asks the server nothing', async () => {
    renderPage(GAMMA);
    expect(await screen.findByText('Only administrators can read the action log.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says when there are no events yet', async () => {
    server.use(http.get('*/api/v1/log/', () => HttpResponse.json({ count: 0, ids: [], result: [] })));
    renderPage(ADMIN);
    expect(await screen.findByText('No Logs yet')).toBeInTheDocument();
  });
});
