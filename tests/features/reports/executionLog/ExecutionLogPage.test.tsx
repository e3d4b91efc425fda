import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import rison from 'rison';
import { resetClient } from '../../../../src/api/client';
import { defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import ExecutionLogPage from '../../../../src/features/reports/executionLog/ExecutionLogPage';

// antd's selects and modals render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 60_000 });

const logQueries: Record<string, unknown>[] = [];

const LOGS = [
  {
    id: 7,
    uuid: 'abcdef12-3456-7890-abcd-ef1234567890',
    scheduled_dttm: '2024-05-01T10:00:00',
    start_dttm: '2024-05-01T10:00:01',
    end_dttm: '2024-05-01T10:00:03.500000',
    value: null,
    value_row_json: null,
    state: 'Error',
    error_message: 'Database is unreachable',
  },
  {
    id: 6,
    uuid: '99999999-0000-0000-0000-000000000000',
    scheduled_dttm: '2024-05-01T09:00:00',
    start_dttm: '2024-05-01T09:00:00',
    end_dttm: '2024-05-01T09:00:01',
    value: 12,
    value_row_json: null,
    state: 'Success',
    error_message: null,
  },
];

const server = setupServer(
  http.get('*/api/v1/report/3', () =>
    HttpResponse.json({
      id: 3,
      result: { id: 3, name: 'Nightly sales', type: 'Report', active: true, crontab: '0 0 * * *' },
    }),
  ),
  http.get('*/api/v1/report/3/log/', ({ request }) => {
    logQueries.push(rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as Record<string, unknown>);
    return HttpResponse.json({ count: 30, ids: [7, 6], result: LOGS });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logQueries.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function renderLog() {
  const store = createAppStore({
    preloadedState: {
      bootstrap: { user: { userId: 1, roles: { Admin: [] }, permissions: {} }, common: defaultCommon() },
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/report/3/log/']}>
        <Routes>
          <Route path="/report/:id/log/" element={<ExecutionLogPage type="Report" />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('ExecutionLogPage', () => {
  it('asks for the newest start first, 25 a page', async () => {
    renderLog();
    await screen.findByText('Database is unreachable');
    expect(logQueries[0]).toEqual({ order_column: 'start_dttm', order_direction: 'desc', page: 0, page_size: 25 });
  });

  it('shows each run: state, execution id, times, duration and error', async () => {
    renderLog();
    const row = (await screen.findByText('Database is unreachable')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Error')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Report failed' })).toBeInTheDocument();
    expect(within(row).getByText('abcdef')).toBeInTheDocument();
    expect(within(row).getByText('2024-05-01 10:00:00 am')).toBeInTheDocument();
    expect(within(row).getByText('2024-05-01 10:00:01 am')).toBeInTheDocument();
    expect(within(row).getByText('2024-05-01 10:00:03 am')).toBeInTheDocument();
    expect(within(row).getByText('00:00:02.50')).toBeInTheDocument();
    const done = screen.getByText('999999').closest('tr') as HTMLElement;
    expect(within(done).getByRole('img', { name: 'Report sent' })).toBeInTheDocument();
    expect(within(done).getByText('12')).toBeInTheDocument();
  });

  it("names the report and links 'Back to all' to its list", async () => {
    renderLog();
    expect(await screen.findByRole('heading', { name: 'Report: Nightly sales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all' })).toHaveAttribute('href', '/report/list/');
  });

  it('pages through the runs', async () => {
    renderLog();
    await screen.findByText('Database is unreachable');
    await userEvent.setup().click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(logQueries[logQueries.length - 1]).toMatchObject({ page: 1, page_size: 25 }));
  });
});
