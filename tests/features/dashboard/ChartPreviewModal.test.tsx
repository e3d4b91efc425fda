/** A dashboard chart's 'View as table': every row of the reply, a page at a time. */
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClient } from '../../../src/api/client';
import type { QueryFormData } from '../../../src/api/chartDataTypes';
import { registerAllChartPlugins } from '../../../src/features/charts/plugins/allPlugins';
import { ChartPreviewModal } from '../../../src/features/dashboard/components/chart/ChartPreviewModal';

registerAllChartPlugins();

const ROW_COUNT = 230;
const server = setupServer(
  http.get('*/api/v1/security/csrf_token/', () => HttpResponse.json({ result: 'token' })),
  http.post('*/api/v1/chart/data', () =>
    HttpResponse.json({
      result: [
        {
          colnames: ['n'],
          coltypes: [0],
          data: Array.from({ length: ROW_COUNT }, (_, index) => ({ n: index + 1 })),
          rowcount: ROW_COUNT,
        },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

const formData: QueryFormData = { datasource: '3__table', viz_type: 'table', groupby: ['n'], metrics: ['count'] };

describe("the dashboard chart's results", () => {
  it('pages through every row of the reply', async () => {
    render(<ChartPreviewModal type="results" title="One" formData={formData} onClose={() => undefined} />);
    expect(await screen.findByText('Rows 1–100 of 230')).toBeInTheDocument();
    expect(screen.getByText('100 rows')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('Rows 201–230 of 230')).toBeInTheDocument();
    expect(screen.getByText('30 rows')).toBeInTheDocument();
  });
});
