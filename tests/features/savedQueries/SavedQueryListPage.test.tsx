import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import rison from 'rison';
import { resetClient } from '../../../src/api/client';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { bootstrapLoaded } from '../../../src/features/shell/bootstrapSlice';
import SavedQueryListPage from '../../../src/features/savedQueries/SavedQueryListPage';
import { makeStore } from '../sqlLab/tabsTestKit';

const ROWS = [
  {
    id: 1,
    label: 'Revenue',
    description: null,
    database: { id: 1, database_name: 'examples' },
    schema: 'sales',
    sql: 'SELECT sum(x) FROM orders',
    changed_on_delta_humanized: 'a minute ago',
    sql_tables: [{ schema: 'sales', table: 'orders' }],
  },
  {
    id: 2,
    label: 'Users',
    description: null,
    database: { id: 1, database_name: 'examples' },
    schema: 'main',
    sql: 'SELECT * FROM users',
    changed_on_delta_humanized: 'an hour ago',
  },
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

/** The sql_lab role's pairs that matter here: SQL Lab, and reading and writing saved queries. */
const SQL_LAB_USER: BootstrapUser = {
  userId: 3,
  username: 'sam',
  roles: {
    sql_lab: [
      ['can_read', 'SQLLab'],
      ['can_read', 'SavedQuery'],
      ['can_write', 'SavedQuery'],
    ],
  },
  permissions: {},
};
/** Reads saved queries only, and has no SQL Lab. */
const READER: BootstrapUser = {
  userId: 4,
  username: 'rita',
  roles: { Reader: [['can_read', 'SavedQuery']] },
  permissions: {},
};

function renderPage(user: BootstrapUser = SQL_LAB_USER) {
  const store = makeStore(false);
  store.dispatch(bootstrapLoaded({ user, common: store.getState().bootstrap.common }));
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
    expect(requests[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('searches label, description and SQL with all_text', async () => {
    renderPage();
    await screen.findByText('Revenue');
    const search = screen.getByRole('searchbox', { name: 'Search saved queries' });
    fireEvent.change(search, { target: { value: 'rev' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ filters: [{ col: 'label', opr: 'all_text', value: 'rev' }], page: 0 }),
    );
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
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Deleted: Users']),
    );
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
    await waitFor(() =>
      expect(store.getState().toasts.messages.map((toast) => toast.text)).toEqual(['Deleted 2 saved queries']),
    );
  });

  it('offers no add, edit, delete or selection without can_write on SavedQuery, nor SQL Lab without its permission', async () => {
    renderPage(READER);
    const row = (await screen.findByText('Revenue')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: '+ Query' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByLabelText('Saved query SQL')).toHaveTextContent('SELECT sum(x) FROM orders');
    expect(screen.queryByRole('button', { name: 'Open in SQL Lab' })).not.toBeInTheDocument();
  });

  it('offers add and edit to writers with SQL Lab', async () => {
    renderPage();
    const row = (await screen.findByText('Revenue')).closest('tr') as HTMLElement;
    expect(screen.getByRole('button', { name: '+ Query' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
