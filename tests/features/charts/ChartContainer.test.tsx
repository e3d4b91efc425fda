import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../../src/api/chartDataTypes';
import {
  chartsReducer,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateSucceeded,
} from '../../../src/features/charts/chartsSlice';
import { ChartContainer } from '../../../src/features/charts/components/ChartContainer';
import { registerChartPlugin } from '../../../src/features/charts/plugins/registry';
import type { RendererSizeProps } from '../../../src/features/charts/plugins/types';

interface TestProps {
  total: number;
  explode: boolean;
}

function TestRenderer({ total, explode, onRendered }: TestProps & RendererSizeProps) {
  if (explode) throw new Error('boom');
  useEffect(() => onRendered?.(), [onRendered]);
  return <div>Total: {total}</div>;
}

registerChartPlugin<TestProps>({
  vizType: 'test_total',
  name: 'Test total',
  controlPanel: { sections: [] },
  buildQuery: (formData) => ({
    datasource: { id: 1, type: 'table' },
    queries: [{ metrics: ['count'] }],
    form_data: formData,
  }),
  transformProps: ({ queriesData, formData }) => ({
    total: Number(queriesData[0]!.data[0]!.count),
    explode: formData.explode === true,
  }),
  loadRenderer: () => Promise.resolve({ default: TestRenderer }),
});

const formData: QueryFormData = { datasource: '1__table', viz_type: 'test_total' };
const result = { colnames: ['count'], coltypes: [0 as const], data: [{ count: 42 }], rowcount: 1 };

function setup(form: QueryFormData = formData) {
  const store = configureStore({ reducer: { charts: chartsReducer } });
  store.dispatch(chartUpdateStarted({ key: 1, requestId: 'r', latestQueryFormData: form, now: 1 }));
  // The component reads RootState's `charts` only.
  const view = render(
    <Provider store={store}>
      <ChartContainer chartId={1} formData={form} datasource={null} width={400} height={300} />
    </Provider>,
  );
  return { store, view };
}

describe('ChartContainer', () => {
  it('shows a spinner while loading, then the rendered chart, and marks it rendered', async () => {
    const { store } = setup();
    expect(screen.getByTestId('chart-loading')).toBeInTheDocument();
    act(() => {
      store.dispatch(chartUpdateSucceeded({ key: 1, queriesResponse: [result], now: 2 }));
    });
    expect(await screen.findByText('Total: 42')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().charts[1]!.chartStatus).toBe('rendered'));
  });

  it("shows the query's error in the error box", async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(
        chartUpdateFailed({
          key: 1,
          queriesResponse: [{ ...result, error: 'Binder Error: column "nope" not found' }],
          now: 2,
        }),
      );
    });
    expect(await screen.findByText('Binder Error: column "nope" not found')).toBeInTheDocument();
  });

  it("turns a renderer's exception into 'An error occurred while rendering the visualization: %s'", async () => {
    const { store } = setup({ ...formData, explode: true });
    act(() => {
      store.dispatch(chartUpdateSucceeded({ key: 1, queriesResponse: [result], now: 2 }));
    });
    await waitFor(() => expect(store.getState().charts[1]!.chartStatus).toBe('failed'));
    expect(store.getState().charts[1]!.chartAlert).toBe('An error occurred while rendering the visualization: boom');
    expect(await screen.findByText('An error occurred while rendering the visualization: boom')).toBeInTheDocument();
  });

  it('names an unknown viz type', () => {
    setup({ ...formData, viz_type: 'nope' });
    expect(screen.getByText('Unknown visualization type: nope')).toBeInTheDocument();
  });
});
