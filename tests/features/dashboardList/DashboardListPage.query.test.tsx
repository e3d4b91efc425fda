import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetClient } from '../../../src/api/client';
import { DASHBOARD_LIST_COLUMNS } from '../../../src/api/dashboardList';
import { recorded, renderDashboardList, resetRecorded, server, USERS } from './dashboardListTestKit';

// antd's first renders (and the modals' lazy editor chunk) take long on a loaded 2-core machine,
// where the default 20 s per test is not enough for these journeys through the page.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetRecorded();
});
afterAll(() => server.close());
beforeEach(() => resetClient());

async function choose(selectName: string, optionText: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: selectName }));
  await user.keyboard(optionText);
  await user.click(await screen.findByTitle(optionText));
}

function header(text: string): HTMLElement {
  return within(document.querySelector('thead') as HTMLElement).getByText(text);
}

const FIRST_PAGE = {
  order_column: 'changed_on_delta_humanized',
  order_direction: 'desc',
  page: 0,
  page_size: 25,
  select_columns: [...DASHBOARD_LIST_COLUMNS],
};

describe('DashboardListPage: what it shows', () => {
  it('lists the dashboards, newest change first, 25 a page, linked by slug or id', async () => {
    renderDashboardList(USERS.owner);
    const row = (await screen.findByText('Sales overview')).closest('tr') as HTMLElement;
    expect(recorded.lists[0]).toEqual(FIRST_PAGE);
    expect(within(row).getByRole('link', { name: 'Sales overview' })).toHaveAttribute(
      'href',
      '/superset/dashboard/sales/',
    );
    expect(within(row).getByRole('img', { name: 'Certified by Finance team: Checked monthly' })).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Alice Smith')).toBeInTheDocument();
    expect(within(row).getByText('by Alice Smith')).toBeInTheDocument();
    const users = (await screen.findByText('Users')).closest('tr') as HTMLElement;
    expect(within(users).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/superset/dashboard/2/');
    expect(within(users).getByText('Draft')).toBeInTheDocument();
  });
});

describe('DashboardListPage: the rison q it sends', () => {
  it('searches title or slug with title_or_slug, from the first page', async () => {
    renderDashboardList(USERS.owner);
    await screen.findByText('Sales overview');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(recorded.lists.at(-1)).toMatchObject({ page: 1 }));
    const search = screen.getByRole('searchbox', { name: 'Search dashboards' });
    fireEvent.change(search, { target: { value: ' sales ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toEqual({
        ...FIRST_PAGE,
        filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' }],
      }),
    );
  });

  it('filters by owner with rel_m_m, choices from dashboard/related/owners', async () => {
    renderDashboardList(USERS.owner);
    await screen.findByText('Sales overview');
    await choose('Owner', 'Bob Jones');
    expect(recorded.related[0]).toEqual({ relation: 'owners', q: { filter: '', page: 0, page_size: 100 } });
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ filters: [{ col: 'owners', opr: 'rel_m_m', value: 2 }] }),
    );
  });

  it('filters by status with published eq', async () => {
    renderDashboardList(USERS.owner);
    await screen.findByText('Sales overview');
    await choose('Status', 'Draft');
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ filters: [{ col: 'published', opr: 'eq', value: false }] }),
    );
  });

  it('filters by favourite and certification on id, combined', async () => {
    renderDashboardList(USERS.owner);
    await screen.findByText('Sales overview');
    await choose('Favorite', 'Yes');
    await choose('Certified', 'No');
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({
        filters: [
          { col: 'id', opr: 'dashboard_is_favorite', value: true },
          { col: 'id', opr: 'dashboard_is_certified', value: false },
        ],
      }),
    );
  });

  it('offers no favourite filter and no stars without a signed-in user', async () => {
    renderDashboardList({ ...USERS.gamma, userId: undefined });
    await screen.findByText('Sales overview');
    expect(screen.queryByRole('combobox', { name: 'Favorite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).not.toBeInTheDocument();
    expect(recorded.favoriteStatus).toEqual([]);
  });

  it('sorts by a column header, then back to the default order', async () => {
    renderDashboardList(USERS.owner);
    await screen.findByText('Sales overview');
    fireEvent.click(header('Name'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'dashboard_title', order_direction: 'asc' }),
    );
    fireEvent.click(header('Status'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'published', order_direction: 'asc' }),
    );
    fireEvent.click(header('Status'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'published', order_direction: 'desc' }),
    );
    fireEvent.click(header('Status'));
    await waitFor(() => expect(header('Last modified').closest('th')).toHaveAttribute('aria-sort', 'descending'));
  });

  it('shows the empty-list texts', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/v1/dashboard/', () => HttpResponse.json({ count: 0, ids: [], result: [] })));
    renderDashboardList(USERS.owner);
    expect(await screen.findByText('No dashboards yet')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search dashboards' });
    fireEvent.change(search, { target: { value: 'nothing' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('No results match your filter criteria')).toBeInTheDocument();
  });
});
