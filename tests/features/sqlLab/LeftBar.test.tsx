import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetClient } from '../../../src/api/client';
import { LeftBar } from '../../../src/features/sqlLab/components/LeftBar';
import { filterTableNames } from '../../../src/features/sqlLab/components/filterTableNames';
import { selectActiveQueryEditor } from '../../../src/features/sqlLab/selectors';
import { makeDatabase, makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const TABLE_COUNT = 100_000;
const TABLES = Array.from({ length: TABLE_COUNT }, (_, index) => ({
  value: index === 4242 ? 'orders' : `table_${String(index).padStart(6, '0')}`,
  type: 'table',
}));

const server = setupServer(
  http.get('*/api/v1/database/', () =>
    HttpResponse.json({
      count: 1,
      result: [{ id: 1, database_name: 'examples', backend: 'duckdb', expose_in_sqllab: true, extra: '{}' }],
    }),
  ),
  http.get('*/api/v1/database/1/schemas/', () => HttpResponse.json({ result: ['main', 'sales'] })),
  http.get('*/api/v1/database/1/tables/', () => HttpResponse.json({ count: TABLE_COUNT, result: TABLES })),
  http.get('*/api/v1/database/1/table_metadata/', () =>
    HttpResponse.json({
      name: 'orders',
      columns: [
        { name: 'order_id', type: 'INTEGER', keys: [{ type: 'pk', column_names: ['order_id'], name: 'pk' }] },
        { name: 'amount', type: 'DOUBLE' },
      ],
      selectStar: 'SELECT * FROM sales.orders LIMIT 100',
      primaryKey: null,
      foreignKeys: [],
      indexes: [],
    }),
  ),
  // DuckDB has no table extras.
  http.get('*/api/v1/database/1/table_metadata/extra/', () => HttpResponse.json({})),
);
// jsdom lays nothing out: give the scrolling list a size so the virtualizer has a window to fill.
const sizeDescriptors = {
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 280 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 240 });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  for (const [name, descriptor] of Object.entries(sizeDescriptors)) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  }
});
beforeEach(() => resetClient());

async function search(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search tables' });
  await userEvent.click(box);
  await userEvent.paste(text);
}

function setup(disablePreview = true, schema: string | null = 'sales') {
  const store = makeStore(false, {
    queryEditors: [makeEditor({ id: 'a', dbId: 1, schema })],
    tabHistory: ['a'],
    databases: { 1: makeDatabase({ id: 1, disable_data_preview: disablePreview }) },
  });
  render(
    <Provider store={store}>
      <LeftBar queryEditorId="a" />
    </Provider>,
  );
  return store;
}

describe('filterTableNames', () => {
  it('matches a case-insensitive substring and keeps the order', () => {
    const tables = [
      { value: 'Orders', type: 'table' },
      { value: 'users', type: 'table' },
      { value: 'order_items', type: 'view' },
    ];
    expect(filterTableNames(tables, ' ORDER').map((table) => table.value)).toEqual(['Orders', 'order_items']);
    expect(filterTableNames(tables, '')).toBe(tables);
  });
});

describe('LeftBar', () => {
  it('lists 100,000 tables rendering only a window, and the search narrows them', { timeout: 20_000 }, async () => {
    setup();
    const list = await screen.findByRole('listbox', { name: 'Tables' });
    await waitFor(() => expect(screen.getByText(`${TABLE_COUNT} of ${TABLE_COUNT} tables`)).toBeInTheDocument());
    const rendered = within(list).queryAllByRole('option').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);

    await search('orders');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['orders']),
    );
    expect(screen.getByText(`1 of ${TABLE_COUNT} tables`)).toBeInTheDocument();
  });

  it(
    'clicking a table adds a card with its columns, types and keys; no Preview when previews are off',
    { timeout: 20_000 },
    async () => {
      const store = setup();
      const list = await screen.findByRole('listbox', { name: 'Tables' });
      await search('orders');
      await userEvent.click(await within(list).findByText('orders'));
      const card = await screen.findByRole('region', { name: 'Table orders' });
      await waitFor(() => expect(within(card).getByText('order_id')).toBeInTheDocument());
      expect(within(card).getByText('DOUBLE')).toBeInTheDocument();
      expect(within(card).getByLabelText('Primary key')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Preview' })).toBeNull();
      expect(within(card).queryByRole('group', { name: 'Table details of orders' })).toBeNull();

      await userEvent.click(within(card).getByRole('button', { name: 'Collapse orders' }));
      expect(within(card).queryByText('order_id')).toBeNull();
      await userEvent.click(within(card).getByRole('button', { name: 'Remove orders' }));
      await waitFor(() => expect(store.getState().sqlLab.tables).toEqual([]));
    },
  );

  it('offers Preview when the database allows data previews', { timeout: 20_000 }, async () => {
    setup(false);
    server.use(
      http.post('*/api/v1/sqllab/execute/', () =>
        HttpResponse.json({ status: 'success', data: [], columns: [], query: {} }),
      ),
    );
    server.use(http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 't' })));
    const list = await screen.findByRole('listbox', { name: 'Tables' });
    await search('orders');
    await userEvent.click(await within(list).findByText('orders'));
    const card = await screen.findByRole('region', { name: 'Table orders' });
    expect(await within(card).findByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });

  it("shows the engine's latest partition and table properties in an expanded card", { timeout: 20_000 }, async () => {
    server.use(
      http.get('*/api/v1/database/1/table_metadata/extra/', ({ request }) =>
        new URL(request.url).searchParams.get('name') === 'orders'
          ? HttpResponse.json({
              partitions: {
                cols: ['ds', 'hour'],
                latest: { ds: '2024-05-01', hour: 7 },
                partitionQuery: 'SELECT * FROM "sales"."orders$partitions"',
              },
              metadata: { owner: 'etl', format: 'ORC' },
            })
          : HttpResponse.json({}),
      ),
    );
    setup();
    const list = await screen.findByRole('listbox', { name: 'Tables' });
    await search('orders');
    await userEvent.click(await within(list).findByText('orders'));
    const card = await screen.findByRole('region', { name: 'Table orders' });
    const details = await within(card).findByRole('group', { name: 'Table details of orders' });
    expect(details).toHaveTextContent('Latest partition: ds=2024-05-01/hour=7');
    expect(details).toHaveTextContent('owner: etl');
    expect(details).toHaveTextContent('format: ORC');
    expect(within(details).getByRole('button', { name: 'Copy the partition query' })).toBeInTheDocument();
  });

  it(
    'Refresh tables asks the server to re-read the list (force) and shows the new list',
    { timeout: 20_000 },
    async () => {
      const asked: string[] = [];
      server.use(
        http.get('*/api/v1/database/1/tables/', ({ request }) => {
          const q = new URL(request.url).searchParams.get('q') ?? '';
          asked.push(q);
          const forced = q.includes('force:!t');
          const result = forced
            ? [
                { value: 'orders', type: 'table' },
                { value: 'orders_2025', type: 'table' },
              ]
            : [{ value: 'orders', type: 'table' }];
          return HttpResponse.json({ count: result.length, result });
        }),
      );
      setup();
      await waitFor(() => expect(screen.getByText('1 of 1 tables')).toBeInTheDocument());
      expect(asked).toEqual(['(force:!f,schema_name:sales)']);

      await userEvent.click(screen.getByRole('button', { name: 'Refresh tables' }));
      await waitFor(() => expect(screen.getByText('2 of 2 tables')).toBeInTheDocument());
      expect(asked).toEqual(['(force:!f,schema_name:sales)', '(force:!t,schema_name:sales)']);
      const list = screen.getByRole('listbox', { name: 'Tables' });
      expect(within(list).getByText('orders_2025')).toBeInTheDocument();
    },
  );

  it("starts a tab without a schema on the database's default schema", { timeout: 20_000 }, async () => {
    const store = setup(true, null);
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.schema).toBe('main'));
    expect(await screen.findByRole('listbox', { name: 'Tables' })).toBeInTheDocument();
  });

  it('keeps the schema a tab already has', { timeout: 20_000 }, async () => {
    const store = setup(true, 'sales');
    await screen.findByRole('listbox', { name: 'Tables' });
    await waitFor(() => expect(screen.getByText(`${TABLE_COUNT} of ${TABLE_COUNT} tables`)).toBeInTheDocument());
    expect(selectActiveQueryEditor(store.getState())?.schema).toBe('sales');
  });
});
