import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetClient } from '../../../src/api/client';
import { recorded, renderChartList, resetRecorded, server, USERS } from './chartListTestKit';

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
  // Typing narrows the list, so the option is among those a virtual list renders.
  await user.keyboard(optionText);
  const option = await screen.findByTitle(optionText);
  await user.click(option);
}

function header(text: string): HTMLElement {
  return within(document.querySelector('thead') as HTMLElement).getByText(text);
}

describe('ChartListPage: what it shows', () => {
  it('lists the charts, newest change first, 25 a page', async () => {
    renderChartList(USERS.owner);
    const row = (await screen.findByText('Sales by region')).closest('tr') as HTMLElement;
    expect(recorded.lists[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(recorded.listRaw[0]).toBe(
      '(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
    expect(within(row).getByRole('link', { name: 'Sales by region' })).toHaveAttribute('href', '/explore/?slice_id=1');
    expect(within(row).getByText('Pie Chart')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'main.orders' })).toHaveAttribute(
      'href',
      '/explore/?datasource_type=table&datasource_id=7',
    );
    expect(within(row).getByRole('link', { name: 'Sales overview' })).toHaveAttribute('href', '/superset/dashboard/3/');
    expect(within(row).getByText('Alice Smith')).toBeInTheDocument();
    expect(within(row).getByText('a minute ago')).toBeInTheDocument();
    expect(within(row).getByText('by Alice Smith')).toBeInTheDocument();
  });
});

describe('ChartListPage: the rison q it sends', () => {
  it('searches with chart_all_text on slice_name, from the first page', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(recorded.lists.at(-1)).toMatchObject({ page: 1 }));
    const search = screen.getByRole('searchbox', { name: 'Search charts' });
    fireEvent.change(search, { target: { value: ' sales ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toEqual({
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
        filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'sales' }],
      }),
    );
  });

  it('filters by owner with rel_m_m, choices from related/owners', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    await choose('Owner', 'Bob Jones');
    expect(recorded.related[0]).toEqual({ filter: '', page: 0, page_size: 100 });
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ filters: [{ col: 'owners', opr: 'rel_m_m', value: 2 }] }),
    );
  });

  it('filters by viz type with eq', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    await choose('Chart type', 'Pie Chart');
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ filters: [{ col: 'viz_type', opr: 'eq', value: 'pie' }] }),
    );
  });

  it('filters by dataset with datasource_id eq, choices searched on the server', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Dataset' }));
    await user.keyboard('ord');
    await waitFor(() =>
      expect(recorded.datasets.at(-1)).toMatchObject({ filters: [{ col: 'table_name', opr: 'ct', value: 'ord' }] }),
    );
    await user.click(await screen.findByTitle('main.orders'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ filters: [{ col: 'datasource_id', opr: 'eq', value: 7 }] }),
    );
  });

  it('filters by favourite with chart_is_favorite on id, !t or !f', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    await choose('Favorite', 'Yes');
    await waitFor(() =>
      expect(recorded.listRaw.at(-1)).toContain('filters:!((col:id,opr:chart_is_favorite,value:!t))'),
    );
    await choose('Favorite', 'No');
    await waitFor(() =>
      expect(recorded.listRaw.at(-1)).toContain('filters:!((col:id,opr:chart_is_favorite,value:!f))'),
    );
  });

  it('combines filters and drops one when it is cleared', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    await choose('Chart type', 'Pie Chart');
    await choose('Owner', 'Alice Smith');
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({
        filters: [
          { col: 'owners', opr: 'rel_m_m', value: 1 },
          { col: 'viz_type', opr: 'eq', value: 'pie' },
        ],
      }),
    );
    const typeSelect = screen.getByRole('combobox', { name: 'Chart type' }).closest('.ant-select') as HTMLElement;
    await userEvent.setup().click(within(typeSelect).getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ filters: [{ col: 'owners', opr: 'rel_m_m', value: 1 }] }),
    );
  });

  it('sorts by a column header, then back to the default order', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    fireEvent.click(header('Name'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'slice_name', order_direction: 'asc' }),
    );
    fireEvent.click(header('Name'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'slice_name', order_direction: 'desc' }),
    );
    fireEvent.click(header('Dataset'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'datasource_name', order_direction: 'asc' }),
    );
    fireEvent.click(header('Type'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'viz_type', order_direction: 'asc' }),
    );
    fireEvent.click(header('Type'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toMatchObject({ order_column: 'viz_type', order_direction: 'desc' }),
    );
    // A third click drops the column's order: the default order (answered from the cache) is back.
    fireEvent.click(header('Type'));
    await waitFor(() => expect(header('Last modified').closest('th')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Type').closest('th')).not.toHaveAttribute('aria-sort');
  });

  it('pages, 25 charts a page', async () => {
    renderChartList(USERS.owner);
    await screen.findByText('Sales by region');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(recorded.lists.at(-1)).toEqual({
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 1,
        page_size: 25,
      }),
    );
  });
});
