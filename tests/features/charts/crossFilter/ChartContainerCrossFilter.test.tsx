import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../../../src/api/chartDataTypes';
import { ChartContainer, type ChartCrossFilter } from '../../../../src/features/charts';
import { chartsReducer, chartUpdateStarted, chartUpdateSucceeded } from '../../../../src/features/charts/chartsSlice';
import { registerChartPlugin } from '../../../../src/features/charts/plugins/registry';
import type { RendererSizeProps } from '../../../../src/features/charts/plugins/types';

interface ProbeProps {
  selected: string;
  emits: boolean;
}

/** Shows what it was given: the selection transformProps saw and whether a cross-filter host came. */
function ProbeRenderer({ selected, emits, crossFilter, onRendered }: ProbeProps & RendererSizeProps) {
  useEffect(() => onRendered?.(), [onRendered]);
  return (
    <button type="button" onClick={() => crossFilter?.emit({ extraFormData: {}, filterState: { value: null } })}>
      {`selected: ${selected}; emits: ${String(emits)}; host: ${String(crossFilter !== undefined)}`}
    </button>
  );
}

for (const [vizType, crossFilter] of [
  ['probe_interactive', true],
  ['probe_static', false],
] as const)
  registerChartPlugin<ProbeProps>({
    vizType,
    name: vizType,
    crossFilter,
    controlPanel: { sections: [] },
    buildQuery: (formData) => ({ datasource: { id: 1, type: 'table' }, queries: [{}], form_data: formData }),
    transformProps: ({ filterState, emitCrossFilters }) => ({
      selected: String(filterState?.selectedValues ?? 'none'),
      emits: emitCrossFilters === true,
    }),
    loadRenderer: () => Promise.resolve({ default: ProbeRenderer }),
  });

const result = { colnames: ['count'], coltypes: [0 as const], data: [{ count: 1 }], rowcount: 1 };

function setup(vizType: string, crossFilter?: ChartCrossFilter) {
  const formData: QueryFormData = { datasource: '1__table', viz_type: vizType };
  const store = configureStore({ reducer: { charts: chartsReducer } });
  store.dispatch(chartUpdateStarted({ key: 1, requestId: 'r', latestQueryFormData: formData, now: 1 }));
  store.dispatch(chartUpdateSucceeded({ key: 1, queriesResponse: [result], now: 2 }));
  render(
    <Provider store={store}>
      <ChartContainer
        chartId={1}
        formData={formData}
        datasource={null}
        width={400}
        height={300}
        crossFilter={crossFilter}
      />
    </Provider>,
  );
}

describe('ChartContainer cross-filters', () => {
  it('hands the host to an interactive plugin: its selection to transformProps, emit to the renderer', async () => {
    const emitted: unknown[] = [];
    setup('probe_interactive', { filterState: { selectedValues: ['EMEA'] }, emit: (mask) => emitted.push(mask) });
    const probe = await screen.findByText('selected: EMEA; emits: true; host: true');
    act(() => probe.click());
    expect(emitted).toEqual([{ extraFormData: {}, filterState: { value: null } }]);
  });

  it('gives nothing to a plugin that does not cross-filter, nor without a host (Explore)', async () => {
    setup('probe_static', { filterState: { selectedValues: ['EMEA'] }, emit: () => {} });
    expect(await screen.findByText('selected: none; emits: false; host: false')).toBeInTheDocument();
  });

  it('renders an interactive plugin as in Explore without a host', async () => {
    setup('probe_interactive');
    expect(await screen.findByText('selected: none; emits: false; host: false')).toBeInTheDocument();
  });
});
