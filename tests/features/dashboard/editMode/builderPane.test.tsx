/**
 * The builder pane (spec charts §8, §9): the layout elements; the saved charts (200 most recently
 * changed, searched on the server, those on the dashboard marked added and not draggable); and
 * both texts of a failed fetch.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import rison from 'rison';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import { defaultCommon } from '../../../../src/app/bootstrap';
import { createAppStore } from '../../../../src/app/store';
import { layoutLoaded } from '../../../../src/features/dashboard/dashboardLayoutSlice';
import { BuilderPane } from '../../../../src/features/dashboard/editMode/BuilderPane';
import { DropSession, DropSessionContext } from '../../../../src/features/dashboard/editMode/dropSession';
import { OWNER } from '../dashboardPageHarness';
import { gridLayout } from '../editing/editingFixtures';
import './editGridHarness';

const CHARTS = [
  { id: 1, slice_name: 'Orders', viz_type: 'table', changed_on_delta_humanized: 'a day ago' },
  { id: 50, slice_name: 'Revenue', viz_type: 'pie', changed_on_delta_humanized: '2 days ago' },
  { id: 51, slice_name: 'Returns', viz_type: 'big_number', changed_on_delta_humanized: 'a month ago' },
].map((chart) => ({ ...chart, form_data: { datasource: '3__table', viz_type: chart.viz_type } }));

const listQueries: Record<string, unknown>[] = [];

const server = setupServer(
  http.get('*/api/v1/chart/', ({ request }) => {
    const query = rison.decode(new URL(request.url).searchParams.get('q') ?? '()') as Record<string, unknown>;
    listQueries.push(query);
    const filters = (query.filters ?? []) as { value: string }[];
    const search = filters[0]?.value.toLowerCase() ?? '';
    const result = CHARTS.filter((chart) => chart.slice_name.toLowerCase().includes(search));
    return HttpResponse.json({ count: result.length, result });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  listQueries.length = 0;
  resetClient();
});
afterAll(() => server.close());

function renderPane() {
  const store = createAppStore({ preloadedState: { bootstrap: { user: OWNER, common: defaultCommon() } } });
  // gridLayout shows charts 1, 2 and 3.
  store.dispatch(layoutLoaded(gridLayout()));
  const view = render(
    <Provider store={store}>
      <DndProvider backend={HTML5Backend}>
        <DropSessionContext.Provider value={new DropSession()}>
          <BuilderPane />
        </DropSessionContext.Provider>
      </DndProvider>
    </Provider>,
  );
  const cards = () =>
    [...view.container.querySelectorAll<HTMLElement>('[data-test="chart-card"]')].map((card) => ({
      id: card.getAttribute('data-chart-id'),
      added: card.getAttribute('data-added') === 'true',
      draggable: card.getAttribute('draggable') === 'true',
    }));
  const toasts = () => store.getState().toasts.messages.map((toast) => toast.text);
  return { store, cards, toasts, ...view };
}

describe('the builder pane', { timeout: 60_000 }, () => {
  it('offers the six layout elements, each draggable', () => {
    const { container } = renderPane();
    expect(container.querySelector('[data-test="dashboard-builder-pane"]')).toBeInTheDocument();
    const elements = [...container.querySelectorAll('[data-test="new-component"]')];
    expect(elements.map((element) => element.getAttribute('data-component-type'))).toEqual([
      'TABS',
      'ROW',
      'COLUMN',
      'HEADER',
      'MARKDOWN',
      'DIVIDER',
    ]);
    expect(elements.every((element) => element.getAttribute('draggable') === 'true')).toBe(true);
    expect(listQueries).toEqual([]);
  });

  it('lists the 200 most recently changed charts; those on the dashboard are added and not draggable', async () => {
    const { cards } = renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'Charts' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(listQueries[0]).toMatchObject({
      page_size: 200,
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
    });
    expect(cards()).toEqual([
      { id: '1', added: true, draggable: false },
      { id: '50', added: false, draggable: true },
      { id: '51', added: false, draggable: true },
    ]);
    expect(screen.getAllByText('Added')).toHaveLength(1);
  });

  it('searches by name on the server', async () => {
    const { cards } = renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'Charts' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter your charts' }), { target: { value: 'rev' } });
    await waitFor(() => expect(cards().map((card) => card.id)).toEqual(['50']));
    expect(listQueries.at(-1)).toMatchObject({
      filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'rev' }],
      page_size: 200,
    });
  });

  it('a failed fetch says so in the pane and in a toast with the reason', async () => {
    server.use(http.get('*/api/v1/chart/', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })));
    const { toasts } = renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'Charts' }));
    expect(await screen.findByText('Could not fetch all saved charts')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['Sorry there was an error fetching saved charts: Database is down']));
  });
});
