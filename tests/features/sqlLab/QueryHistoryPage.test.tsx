import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { resetClient } from '../../../src/api/client';
import QueryHistoryPage from '../../../src/features/sqlLab/components/QueryHistoryPage';
import { makeStore } from './sqlLabTestStore';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

interface ListArgs {
  page: number;
  page_size: number;
  order_column: string;
  filters?: Array<{ col: string; opr: string; value: unknown }>;
}

function record(id: number, sql: string, status: string) {
  return {
    id,
    client_id: `c${id}`,
    database: { id: 1, database_name: 'examples' },
    schema: 'main',
    sql,
    status,
    tab_name: 'Untitled Query 1',
    sql_editor_id: '1',
    rows: 3,
    start_time: Date.UTC(2026, 0, 2, 3, 4, 5),
    end_time: Date.UTC(2026, 0, 2, 3, 4, 6),
    user: { id: 1, first_name: 'Superset', last_name: 'Admin' },
  };
}

describe('/sqllab/history/', () => {
  it('lists runs newest first with their state, database and SQL, filters by state and SQL text, and links each to SQL Lab', async () => {
    const asked: ListArgs[] = [];
    server.use(
      http.get('*/api/v1/query/', ({ request }) => {
        const args = rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as unknown as ListArgs;
        asked.push(args);
        const status = args.filters?.find((filter) => filter.col === 'status')?.value;
        const rows = [record(2, 'SELECT 2', 'failed'), record(1, 'SELECT 1', 'success')].filter(
          (row) => !status || row.status === status,
        );
        return HttpResponse.json({ count: rows.length, ids: rows.map((row) => row.id), result: rows });
      }),
    );
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <QueryHistoryPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('SELECT 2')).toBeInTheDocument();
    expect(screen.getByText('SELECT 1')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ page: 0, page_size: 25, order_column: 'start_time' });
    expect(screen.getAllByText('examples')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Open in SQL Lab' })[0]).toHaveAttribute('href', '/sqllab/?queryId=2');

    const search = screen.getByRole('searchbox', { name: 'Search SQL' });
    fireEvent.change(search, { target: { value: 'SELECT 2' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(asked.at(-1)?.filters).toEqual([{ col: 'sql', opr: 'ct', value: 'SELECT 2' }]));
  });

  it("shows the duration of runs whose times come as Superset's numeric strings", async () => {
    const start = Date.UTC(2026, 0, 2, 3, 4, 5);
    const row = {
      ...record(3, 'SELECT 3', 'success'),
      start_time: `${start}.665000`,
      end_time: `${start + 1500}.665000`,
    };
    server.use(http.get('*/api/v1/query/', () => HttpResponse.json({ count: 1, ids: [3], result: [row] })));
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <QueryHistoryPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('1.50 s')).toBeInTheDocument();
    expect(screen.getByText(new Date(start + 0.665).toLocaleString())).toBeInTheDocument();
  });

  it('shows the error of a failed list request', async () => {
    server.use(http.get('*/api/v1/query/', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <QueryHistoryPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});
