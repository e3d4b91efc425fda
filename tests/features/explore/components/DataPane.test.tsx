import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { QueryFormData } from '../../../../src/api/chartDataTypes';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { createAppStore } from '../../../../src/app/store';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { DataPane } from '../../../../src/features/explore/components/DataPane';

registerAllChartPlugins();

const requests: string[] = [];
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    const body = (await request.json()) as { result_type?: string; force?: boolean };
    requests.push(`chart/data ${body.result_type}${body.force ? ' force' : ''}`);
    return HttpResponse.json({
      result: [
        { colnames: ['channel', 'count'], coltypes: [1, 0], data: [{ channel: 'Online', count: 3 }], rowcount: 1 },
      ],
    });
  }),
  http.post('*/datasource/samples', ({ request }) => {
    requests.push(`samples force=${new URL(request.url).searchParams.get('force')}`);
    return HttpResponse.json({
      result: {
        colnames: ['order_id'],
        coltypes: [0],
        data: [{ order_id: 1 }],
        rowcount: 1,
        total_count: 1,
        page: 1,
        per_page: 100,
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());
beforeEach(() => resetClient());

const datasource: DatasourceMeta = {
  id: 3,
  uid: '3__table',
  type: 'table',
  name: 'sales.orders',
  columns: [],
  metrics: [],
};

const FORM_DATA: QueryFormData = {
  datasource: '3__table',
  viz_type: 'table',
  groupby: ['channel'],
  metrics: ['count'],
};

function renderPane(formData: QueryFormData = FORM_DATA) {
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <DataPane formData={formData} datasource={datasource} />
    </Provider>,
  );
  const rerender = (next: QueryFormData) =>
    view.rerender(
      <Provider store={store}>
        <DataPane formData={next} datasource={datasource} />
      </Provider>,
    );
  return { rerender };
}

describe('explore data pane', () => {
  it("loads the results when 'View results', the tab shown first, is clicked; then the samples", async () => {
    renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    await waitFor(() => expect(requests).toEqual(['chart/data results']));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(requests).toEqual(['chart/data results', 'samples force=false']));
  });

  it('shows cached rows when a tab is opened again for the same query', async () => {
    renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    expect(await screen.findAllByRole('grid')).not.toHaveLength(0);
    expect(requests).toEqual(['chart/data results', 'samples force=false']);
  });

  it('fetches the results again when the query changed', async () => {
    const { rerender } = renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    await waitFor(() => expect(requests).toEqual(['chart/data results']));
    rerender({ ...FORM_DATA, groupby: ['region'] });
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    await waitFor(() => expect(requests).toEqual(['chart/data results', 'chart/data results']));
  });

  it('fetches again, bypassing the caches, when the form data asks to force', async () => {
    const { rerender } = renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(requests).toEqual(['samples force=false']));
    rerender({ ...FORM_DATA, force: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(requests).toEqual(['samples force=false', 'samples force=true']));
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    await waitFor(() => expect(requests).toContain('chart/data results force'));
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(requests.filter((entry) => entry === 'samples force=true')).toHaveLength(2));
  });

  it('pages the samples on the server: page and per_page asked, the total count shown', async () => {
    const asked: string[] = [];
    server.use(
      http.post('*/datasource/samples', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const perPage = Number(params.get('per_page'));
        asked.push(`page=${page} per_page=${perPage}`);
        const first = (page - 1) * perPage;
        const count = Math.min(perPage, 250 - first);
        return HttpResponse.json({
          result: {
            colnames: ['order_id'],
            coltypes: [0],
            data: Array.from({ length: count }, (_, index) => ({ order_id: first + index + 1 })),
            rowcount: count,
            total_count: 250,
            page,
            per_page: perPage,
          },
        });
      }),
    );
    renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    expect(await screen.findByText('Rows 1–100 of 250')).toBeInTheDocument();
    expect(asked).toEqual(['page=1 per_page=100']);

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Rows 201–250 of 250')).toBeInTheDocument();
    expect(await screen.findByText('50 rows')).toBeInTheDocument();
    expect(asked).toEqual(['page=1 per_page=100', 'page=3 per_page=100']);

    // A page already read comes from the cache.
    fireEvent.click(screen.getByTitle('1'));
    expect(await screen.findByText('Rows 1–100 of 250')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('pages the results, which arrive whole, in the browser', async () => {
    server.use(
      http.post('*/api/v1/chart/data', () =>
        HttpResponse.json({
          result: [
            {
              colnames: ['n'],
              coltypes: [0],
              data: Array.from({ length: 150 }, (_, index) => ({ n: index + 1 })),
              rowcount: 150,
            },
          ],
        }),
      ),
    );
    renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    expect(await screen.findByText('Rows 1–100 of 150')).toBeInTheDocument();
    expect(screen.getByText('100 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Rows 101–150 of 150')).toBeInTheDocument();
    expect(screen.getByText('50 rows')).toBeInTheDocument();
  });

  it("shows the server's message when the samples cannot be read", async () => {
    server.use(http.post('*/datasource/samples', () => HttpResponse.json({ message: 'No access' }, { status: 403 })));
    renderPane();
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    expect(await screen.findByText('No access')).toBeInTheDocument();
  });
});
