import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../../src/app/store';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin } from '../../../../src/features/charts/plugins/registry';
import { AdhocFilterControl } from '../../../../src/features/explore/controls/AdhocFilterControl';
import { MetricsControl, metricTagText } from '../../../../src/features/explore/controls/MetricsControl';
import { SHARED_CONTROLS, xAxisIsTemporalOrUnset } from '../../../../src/features/charts/controlPanel/sharedControls';

registerAllChartPlugins();

const datasource: DatasourceMeta = {
  id: 1,
  uid: '1__table',
  type: 'table',
  name: 'sales.orders',
  columns: [
    { column_name: 'order_date', type_generic: 'temporal', is_dttm: true },
    { column_name: 'channel', type_generic: 'string', is_dttm: false },
  ],
  metrics: [
    { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' },
    { metric_name: 'sum__revenue', expression: 'SUM(revenue)' },
  ],
};

describe('metric tags', () => {
  it('show a saved metric by its verbose name, as the dataset panel lists it', () => {
    expect(metricTagText('count', datasource)).toBe('COUNT(*)');
    expect(metricTagText('sum__revenue', datasource)).toBe('sum__revenue');
    expect(metricTagText({ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'Total' }, datasource)).toBe('Total');
    render(
      <MetricsControl
        name="metrics"
        config={SHARED_CONTROLS.metrics!}
        value={['count']}
        onChange={() => undefined}
        validationErrors={[]}
        datasource={datasource}
        formData={{ datasource: '1__table', viz_type: 'table' }}
      />,
    );
    expect(screen.getByTestId('metric-tag')).toHaveTextContent('COUNT(*)');
  });
});

describe('removing a metric or a filter', () => {
  const formData = { datasource: '1__table', viz_type: 'table' };

  it('has a labelled remove button on each tag', () => {
    const onMetrics = vi.fn();
    const onFilters = vi.fn();
    render(
      <Provider store={createAppStore()}>
        <MetricsControl
          name="metrics"
          config={SHARED_CONTROLS.metrics!}
          value={['count', 'sum__revenue']}
          onChange={onMetrics}
          validationErrors={[]}
          datasource={datasource}
          formData={formData}
        />
        <AdhocFilterControl
          name="adhoc_filters"
          config={SHARED_CONTROLS.adhoc_filters!}
          value={[
            { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
          ]}
          onChange={onFilters}
          validationErrors={[]}
          datasource={datasource}
          formData={formData}
        />
      </Provider>,
    );
    fireEvent.click(screen.getByLabelText('Remove COUNT(*)'));
    expect(onMetrics).toHaveBeenCalledWith(['sum__revenue']);
    fireEvent.click(screen.getByLabelText('Remove channel == Online'));
    expect(onFilters).toHaveBeenCalledWith([]);
  });
});

describe('time grain visibility (Superset displayTimeRelatedControls)', () => {
  const state = (xAxis: unknown) => ({
    datasource,
    formData: { datasource: '1__table', viz_type: 'heatmap_v2', x_axis: xAxis },
  });

  it('shows the time grain for a temporal, custom or unset x-axis and hides it for a category', () => {
    expect(xAxisIsTemporalOrUnset(state('order_date'))).toBe(true);
    expect(xAxisIsTemporalOrUnset(state(undefined))).toBe(true);
    expect(xAxisIsTemporalOrUnset(state({ expressionType: 'SQL', sqlExpression: 'order_date', label: 'day' }))).toBe(
      true,
    );
    expect(xAxisIsTemporalOrUnset(state('channel'))).toBe(false);
    expect(SHARED_CONTROLS.time_grain_sqla!.visibility).toBe(xAxisIsTemporalOrUnset);
    // The heatmap and timeseries panels use the shared control.
    const rows = getChartPlugin('heatmap_v2')!.controlPanel.sections.flatMap((section) =>
      section.controlSetRows.flat(),
    );
    expect(rows).toContain('time_grain_sqla');
  });
});
