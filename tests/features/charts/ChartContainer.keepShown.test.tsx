/**
 * A dashboard chart that queries again keeps drawing its last result (under a spinner) until the
 * new one arrives; without the option (Explore) the renderer gives way to the spinner.
 */
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../../src/api/chartDataTypes';
import { ChartContainer } from '../../../src/features/charts';
import { chartsReducer, chartUpdateStarted, chartUpdateSucceeded } from '../../../src/features/charts/chartsSlice';
import { registerChartPlugin } from '../../../src/features/charts/plugins/registry';
import type { RendererSizeProps } from '../../../src/features/charts/plugins/types';

let mounts = 0;

function CountRenderer({ count, onRendered }: { count: number } & RendererSizeProps) {
  useEffect(() => {
    mounts += 1;
  }, []);
  useEffect(() => onRendered?.(), [onRendered, count]);
  return <p>{`count: ${count}`}</p>;
}

registerChartPlugin<{ count: number }>({
  vizType: 'probe_count',
  name: 'probe_count',
  controlPanel: { sections: [] },
  buildQuery: (formData) => ({ datasource: { id: 1, type: 'table' }, queries: [{}], form_data: formData }),
  transformProps: ({ queriesData }) => ({ count: Number(queriesData[0]?.data[0]?.count) }),
  loadRenderer: () => Promise.resolve({ default: CountRenderer }),
});

let transforms = 0;

registerChartPlugin<{ count: number }>({
  vizType: 'probe_transforms',
  name: 'probe_transforms',
  controlPanel: { sections: [] },
  buildQuery: (formData) => ({ datasource: { id: 1, type: 'table' }, queries: [{}], form_data: formData }),
  transformProps: ({ queriesData }) => {
    transforms += 1;
    return { count: Number(queriesData[0]?.data[0]?.count) };
  },
  loadRenderer: () => Promise.resolve({ default: CountRenderer }),
});

const reply = (count: number) => [{ colnames: ['count'], coltypes: [0 as const], data: [{ count }], rowcount: 1 }];

function setup(keepShownWhileLoading: boolean, vizType = 'probe_count') {
  mounts = 0;
  transforms = 0;
  const formData: QueryFormData = { datasource: '1__table', viz_type: vizType };
  const store = configureStore({ reducer: { charts: chartsReducer } });
  store.dispatch(chartUpdateStarted({ key: 1, requestId: 'a', latestQueryFormData: formData, now: 1 }));
  store.dispatch(chartUpdateSucceeded({ key: 1, queriesResponse: reply(1), now: 2 }));
  render(
    <Provider store={store}>
      <ChartContainer
        chartId={1}
        formData={formData}
        datasource={null}
        width={400}
        height={300}
        keepShownWhileLoading={keepShownWhileLoading}
      />
    </Provider>,
  );
  const requery = (count: number) => {
    act(() => {
      store.dispatch(chartUpdateStarted({ key: 1, requestId: 'b', latestQueryFormData: formData, now: 3 }));
    });
    return () =>
      act(() => {
        store.dispatch(chartUpdateSucceeded({ key: 1, queriesResponse: reply(count), now: 4 }));
      });
  };
  return { requery, store };
}

describe('a chart querying again', () => {
  it('keeps its last result drawn under a spinner, then updates the same renderer', async () => {
    const { requery } = setup(true);
    expect(await screen.findByText('count: 1', undefined, { timeout: 20_000 })).toBeInTheDocument();
    const arrive = requery(2);
    expect(screen.getByText('count: 1')).toBeInTheDocument();
    expect(screen.getByTestId('chart-loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('count: 2', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('chart-loading')).not.toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('without the option shows only the spinner, and draws anew', async () => {
    const { requery } = setup(false);
    expect(await screen.findByText('count: 1', undefined, { timeout: 20_000 })).toBeInTheDocument();
    const arrive = requery(2);
    expect(screen.queryByText('count: 1')).not.toBeInTheDocument();
    expect(screen.getByTestId('chart-loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('count: 2', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(mounts).toBe(2);
  });

  it("makes the renderer's props once per result: not again when drawn, nor when the next query starts", async () => {
    const { requery, store } = setup(true, 'probe_transforms');
    expect(await screen.findByText('count: 1', undefined, { timeout: 20_000 })).toBeInTheDocument();
    // The renderer reported its draw: the chart is 'rendered', and its props were made once.
    expect(store.getState().charts[1]?.chartStatus).toBe('rendered');
    expect(transforms).toBe(1);
    const arrive = requery(2);
    expect(transforms).toBe(1);
    arrive();
    expect(await screen.findByText('count: 2', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(store.getState().charts[1]?.chartStatus).toBe('rendered');
    expect(transforms).toBe(2);
  });
});
