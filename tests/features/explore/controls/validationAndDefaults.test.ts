// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DatasourceMeta } from '../../../../src/api/datasourceTypes';
import { registerAllChartPlugins } from '../../../../src/features/charts/plugins/allPlugins';
import { getChartPlugin, listChartPlugins } from '../../../../src/features/charts/plugins/registry';
import { TABLE_AGGREGATE_EMPTY_MESSAGE } from '../../../../src/features/charts/plugins/table';
import { carryOverFormData, defaultFormDataFor } from '../../../../src/features/explore/controls/controlPanelDefaults';
import { controlMessage } from '../../../../src/features/explore/controls/ControlHeader';
import { SHARED_CONTROLS, setSqlMaxRow } from '../../../../src/features/charts/controlPanel/sharedControls';
import { panelControls, validateControl, validateFormData } from '../../../../src/features/explore/controls/validation';

registerAllChartPlugins();

const datasource: DatasourceMeta = {
  id: 1,
  uid: '1__table',
  type: 'table',
  name: 'main.birth_names',
  main_dttm_col: 'ds',
  columns: [
    { column_name: 'ds', is_dttm: true, type_generic: 'temporal' },
    { column_name: 'name', type_generic: 'string' },
    { column_name: 'num', type_generic: 'numeric' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};
const formData = { datasource: '1__table', viz_type: 'echarts_timeseries_line' };

describe('control validation (spec charts §5)', () => {
  it("metrics 'cannot be empty'", () => {
    expect(validateControl(SHARED_CONTROLS.metrics!, [], formData)).toEqual(['cannot be empty']);
    expect(validateControl(SHARED_CONTROLS.metrics!, ['count'], formData)).toEqual([]);
    expect(controlMessage('Metrics', 'cannot be empty')).toBe('Metrics cannot be empty');
  });

  it("row limit: 'is expected to be an integer' and 'Value cannot exceed' SQL_MAX_ROW", () => {
    setSqlMaxRow(100000);
    expect(validateControl(SHARED_CONTROLS.row_limit!, 'abc', formData)).toEqual(['is expected to be an integer']);
    expect(validateControl(SHARED_CONTROLS.row_limit!, 200000, formData)).toEqual(['Value cannot exceed 100000']);
    expect(validateControl(SHARED_CONTROLS.row_limit!, 10000, formData)).toEqual([]);
    setSqlMaxRow(5000);
    expect(validateControl(SHARED_CONTROLS.row_limit!, 10000, formData)).toEqual(['Value cannot exceed 5000']);
    setSqlMaxRow(undefined);
    expect(controlMessage('Row limit', 'Value cannot exceed 5000')).toBe('Value cannot exceed 5000');
  });

  it("order-by entries must be JSON: 'Found invalid orderby options'", () => {
    expect(validateControl(SHARED_CONTROLS.orderby!, ['["num", true]', '{bad'], formData)).toEqual([
      'Found invalid orderby options',
    ]);
  });

  it('the row limit choices and defaults are the spec ones', () => {
    expect(SHARED_CONTROLS.row_limit!.choices!.map(([value]) => value)).toEqual([
      10, 50, 100, 250, 500, 1000, 5000, 10000, 50000,
    ]);
    expect(SHARED_CONTROLS.row_limit!.default).toBe(10000);
    expect(SHARED_CONTROLS.series_limit!.choices!.map(([value]) => value)).toEqual([5, 10, 25, 50, 100, 500]);
    expect(SHARED_CONTROLS.time_range!.default).toBe('No filter');
    expect(SHARED_CONTROLS.time_grain_sqla!.default).toBe('P1D');
    expect(SHARED_CONTROLS.y_axis_format!.default).toBe('SMART_NUMBER');
  });

  it('validates only visible controls of a panel', () => {
    const table = getChartPlugin('table')!.controlPanel;
    expect(
      validateFormData(
        getChartPlugin('echarts_timeseries_line')!.controlPanel,
        { ...formData, x_axis: 'ds', metrics: [], row_limit: 10 },
        datasource,
      ),
    ).toEqual({ metrics: ['cannot be empty'] });
    // Raw records: the aggregate controls (hidden) are not validated; the columns are.
    expect(
      Object.keys(
        validateFormData(
          table,
          { ...formData, viz_type: 'table', query_mode: 'raw', all_columns: ['name'], row_limit: 10 },
          datasource,
        ),
      ),
    ).toEqual([]);
    expect(
      validateFormData(
        table,
        { ...formData, viz_type: 'table', query_mode: 'raw', all_columns: [], row_limit: 10 },
        datasource,
      ),
    ).toEqual({ all_columns: ['cannot be empty'] });
  });

  it('an aggregate table needs a dimension, a metric or a percentage metric (else it is an empty query)', () => {
    const table = getChartPlugin('table')!.controlPanel;
    const base = { ...formData, viz_type: 'table', query_mode: 'aggregate', row_limit: 10 };
    expect(validateFormData(table, { ...base, groupby: [], metrics: [], percent_metrics: [] }, datasource)).toEqual({
      groupby: [TABLE_AGGREGATE_EMPTY_MESSAGE],
      metrics: [TABLE_AGGREGATE_EMPTY_MESSAGE],
      percent_metrics: [TABLE_AGGREGATE_EMPTY_MESSAGE],
    });
    expect(validateFormData(table, { ...base, groupby: ['name'], metrics: [] }, datasource)).toEqual({});
    expect(validateFormData(table, { ...base, metrics: ['count'] }, datasource)).toEqual({});
    expect(validateFormData(table, { ...base, percent_metrics: ['count'] }, datasource)).toEqual({});
  });

  it('every control a plugin names exists', () => {
    for (const plugin of listChartPlugins()) {
      for (const section of plugin.controlPanel.sections) {
        for (const row of section.controlSetRows) {
          for (const item of row) {
            if (typeof item === 'string') expect(SHARED_CONTROLS[item], `${plugin.vizType}: ${item}`).toBeDefined();
          }
        }
      }
      expect(panelControls(plugin.controlPanel).length).toBeGreaterThan(0);
    }
  });
});

describe('defaults and viz type changes (spec charts §4)', () => {
  it('defaults the x-axis to the main temporal column', () => {
    const defaults = defaultFormDataFor(getChartPlugin('echarts_timeseries_line')!.controlPanel, datasource);
    expect(defaults).toMatchObject({ x_axis: 'ds', row_limit: 10000, time_range: 'No filter', metrics: [] });
  });

  it('carries metrics and dimensions over, mapping metrics ↔ metric', () => {
    const line = {
      ...formData,
      x_axis: 'ds',
      metrics: ['count', 'sum__num'],
      groupby: ['name'],
      adhoc_filters: [{ expressionType: 'SQL', sqlExpression: 'num > 1' }],
      rolling_type: 'mean',
    };
    const pie = carryOverFormData(line, 'pie', getChartPlugin('pie')!.controlPanel, datasource, undefined);
    expect(pie).toMatchObject({
      viz_type: 'pie',
      metric: 'count',
      groupby: ['name'],
      adhoc_filters: line.adhoc_filters,
    });
    const bar = carryOverFormData(
      pie,
      'echarts_timeseries_bar',
      getChartPlugin('echarts_timeseries_bar')!.controlPanel,
      datasource,
      line,
    );
    expect(bar).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count', 'sum__num'],
      groupby: ['name'],
      rolling_type: 'mean',
      x_axis: 'ds',
    });
  });
});
