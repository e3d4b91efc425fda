import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { resetClient } from '../../../src/api/client';
import SavedQueryListPage from '../../../src/features/savedQueries/SavedQueryListPage';
import { makeStore } from '../sqlLab/tabsTestKit';

const ROWS = [
  { id: 1, label: 'Revenue', description: null, database: { id: 1, database_name: 'examples' }, schema: 'sales', sql: 'SELECT sum(x) FROM orders', changed_on_delta_humanized: 'a minute ago', sql_tables: [{ schema: 'sales', table: 'orders' }] },
  { id: 2, label: 'Users', description: null, database: { id: 1, database_name: 'examples' }, schema: 'main', sql: 'SELECT * FROM users', changed_on_delta_humanized: 'an hour ago' },
];

const requests: Record<string, unknown>[] = [];
const deletes: string[] = [];
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.get('*/api/v1/saved_query/', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '()';
    requests.push(rison.decode(q) as Record<string, unknown>);
    return HttpResponse.json({ count: 30, ids: ROWS.map((row) => row.id), result: ROWS });
  }),
  http.delete('*/api/v1/saved_query/:id', ({ params }) => {
    deletes.push(`one ${String(params.id)}`);
    return HttpResponse.json({ message: 'OK' });
  }),
  http.delete('*/api/v1/saved_query/', ({ request }) => {
    deletes.push(`many ${new URL(request.url).searchParams.get('q') ?? ''}`);
    return HttpResponse.json({ message: 'Deleted 2 saved queries' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  deletes.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderPage() {
  const store = makeStore(false);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/savedqueryview/list/']}>
        <Routes>
          <Route path="/savedqueryview/list/" element={<SavedQueryListPage />} />
          <Route path="/sqllab/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('SavedQueryListPage', () => {
  it('lists the saved queries, newest change first, 25 a page', async () => {
    renderPage();
    expect(await screen.findByText('Revenue')).toBeInTheDocument();
    expect(screen.getByText('Users')).toBeInTheDocument();
    expect(screen.getByText('sales.orders')).toBeInTheDocument();
    expect(requests[0]).toEqual({ order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 });
  });

  it('searches label, description and SQL with all_text', async () => {
    renderPage();
    await screen.findByText('Revenue');
    const search = screen.getByRole('searchbox', { name: 'Search saved queries' });
    fireEvent.change(search, { target: { value: 'rev' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: [{ col: 'label', opr: 'all_text', value: 'rev' }], page: 0 }));
  });

  it('sorts by a column', async () => {
    renderPage();
    await screen.findByText('Revenue');
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ order_column: 'label', order_direction: 'asc' }));
  });

  it('pages', async () => {
    renderPage();
    await screen.findByText('Revenue');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ page: 1 }));
  });

  it('previews the SQL and opens it in SQL Lab', async () => {
    renderPage();
    const row = (await screen.findByText('Revenue')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByLabelText('Saved query SQL')).toHaveTextContent('SELECT sum(x) FROM orders');
    fireEvent.click(screen.getByRole('button', { name: 'Open in SQL Lab' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sqllab/?savedQueryId=1');
  });

  it('edits in SQL Lab', async () => {
    renderPage();
    const row = (await screen.findByText('Users')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/sqllab/?savedQueryId=2');
  });

  it('deletes one query after a confirmation', async () => {
    const store = renderPage();
    const row = (await screen.findByText('Users')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Users?');
    expect(deletes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['one 2']));
    await waitFor(() => expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Deleted: Users']));
  });

  it('deletes the selected queries in one request', async () => {
    const store = renderPage();
    await screen.findByText('Revenue');
    const checkboxes = screen.getAllByRole('checkbox');
    fireEvent.click(checkboxes[1]);
    fireEvent.click(checkboxes[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 2 selected queries?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['many !(1,2)']));
    await waitFor(() => expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Deleted 2 saved queries']));
  });
});
