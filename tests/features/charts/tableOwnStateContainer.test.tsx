import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { ChartDataQueryResult, QueryFormData } from '../../../src/api/chartDataTypes';
import { chartsReducer, chartUpdateStarted, chartUpdateSucceeded } from '../../../src/features/charts/chartsSlice';
import { ChartContainer } from '../../../src/features/charts/components/ChartContainer';
import { getChartPlugin, registerChartPlugin } from '../../../src/features/charts/plugins/registry';
import { plugin as tablePlugin } from '../../../src/features/charts/plugins/table';

if (!getChartPlugin('table')) registerChartPlugin(tablePlugin);

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'table',
  groupby: ['country'],
  metrics: ['count'],
  server_pagination: true,
  server_page_length: 10,
};
const page: ChartDataQueryResult = {
  colnames: ['country', 'count'],
  coltypes: [1, 0],
  data: [{ country: 'France', count: 3 }],
  rowcount: 1,
};
const count: ChartDataQueryResult = { colnames: ['rowcount'], coltypes: [0], data: [{ rowcount: 95 }], rowcount: 1 };

function setup(
  queriesResponse: ChartDataQueryResult[],
  host?: { ownState: Record<string, unknown>; onOwnStateChange: (ownState: Record<string, unknown>) => void },
) {
  const store = configureStore({ reducer: { charts: chartsReducer } });
  store.dispatch(chartUpdateStarted({ key: 1, requestId: 'r', latestQueryFormData: formData, now: 1 }));
  store.dispatch(chartUpdateSucceeded({ key: 1, queriesResponse, now: 2 }));
  return render(
    <Provider store={store}>
      <ChartContainer
        chartId={1}
        formData={formData}
        datasource={null}
        width={500}
        height={300}
        ownState={host?.ownState}
        onOwnStateChange={host?.onOwnStateChange}
      />
    </Provider>,
  );
}

describe('ChartContainer with a table keeping its own state', () => {
  it("hands the own state to transformProps and the renderer's requests to the host", async () => {
    const onOwnStateChange = vi.fn<(ownState: Record<string, unknown>) => void>();
    setup([page, count], { ownState: { currentPage: 2, pageSize: 10 }, onOwnStateChange });
    expect(await screen.findByText('21–21 of 95 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    });
    expect(onOwnStateChange).toHaveBeenCalledWith({ currentPage: 9, pageSize: 10, sortBy: [] });
  });

  it('without a host (Explore) the single query is drawn in the client-side grid', async () => {
    const view = setup([page]);
    expect(await screen.findByTestId('chart-rendered')).toBeInTheDocument();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(view.container.querySelector('[data-test="table-pager"]')).toBeNull();
  });
});
