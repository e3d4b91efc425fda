import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../../src/api/client';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { DataPane } from '../../../../src/features/explore/components/DataPane';

registerAllChartPlugins();

const requests: string[] = [];
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/chart/data', async ({ request }) => {
    requests.push(`chart/data ${((await request.json()) as { result_type?: string }).result_type}`);
    return HttpResponse.json({
      result: [
        { colnames: ['channel', 'count'], coltypes: [1, 0], data: [{ channel: 'Online', count: 3 }], rowcount: 1 },
      ],
    });
  }),
  http.post('*/datasource/samples', () => {
    requests.push('samples');
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

describe('explore data pane', () => {
  it("loads the results when 'View results', the tab shown first, is clicked; then the samples", async () => {
    render(
      <DataPane
        formData={{ datasource: '3__table', viz_type: 'table', groupby: ['channel'], metrics: ['count'] }}
        datasource={datasource}
      />,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'View results' }));
    await waitFor(() => expect(requests).toEqual(['chart/data results']));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(requests).toEqual(['chart/data results', 'samples']));
  });
});
