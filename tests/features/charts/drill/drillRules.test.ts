// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../../../../src/api/chartDataTypes';
import type { DatasourceColumn } from '../../../../src/api/datasourceTypes';
import {
  chartHasAggregations,
  drillByColumns,
  drillByFormData,
  drillDetailPayload,
  drillFilterTags,
  withoutDrillFilter,
} from '../../../../src/features/charts/drill/drillRules';
import type { DrillFilter } from '../../../../src/features/charts/drill/drillTypes';

const region: DrillFilter = { col: 'region', op: '==', val: 'EMEA', formattedVal: 'EMEA' };
const day: DrillFilter = { col: 'order_date', op: '==', val: 1704067200000, grain: 'P1D', formattedVal: '2024-01-01' };

const formData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'order_date',
  groupby: ['region'],
  metrics: ['count'],
  time_range: 'Last year',
  time_grain_sqla: 'P1D',
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'shipped' },
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 3' },
  ],
};

describe('drill to detail payload', () => {
  it("keeps the chart's filters, time range and extras but not HAVING, and adds the drill's filters", () => {
    const payload = drillDetailPayload(formData, [day, region]);
    expect(payload.time_range).toBe('Last year');
    expect(payload.extras).toEqual({ where: '', time_grain_sqla: 'P1D' });
    expect(payload.extras).not.toHaveProperty('having');
    expect(payload.filters).toEqual([
      { col: 'status', op: '==', val: 'shipped' },
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'order_date', op: '==', val: 1704067200000, grain: 'P1D' },
      { col: 'region', op: '==', val: 'EMEA' },
    ]);
  });

  it('sends no shown value (formattedVal) to the server', () => {
    const payload = drillDetailPayload(formData, [region]);
    expect(JSON.stringify(payload)).not.toContain('formattedVal');
  });

  it("includes a dashboard's filters (extra form data)", () => {
    const onDashboard = { ...formData, extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } };
    expect(drillDetailPayload(onDashboard, []).filters).toContainEqual({ col: 'country', op: 'IN', val: ['FR'] });
  });
});

describe('filter tags', () => {
  it('one tag per column, sorted by column, showing the formatted value', () => {
    expect(drillFilterTags([region, day])).toEqual([
      { columnName: 'order_date', value: '2024-01-01' },
      { columnName: 'region', value: 'EMEA' },
    ]);
  });

  it("removing a tag drops that column's filter only", () => {
    expect(withoutDrillFilter([day, region], 'order_date')).toEqual([region]);
  });
});

describe('drill by', () => {
  const columns: DatasourceColumn[] = [
    { column_name: 'region', groupby: true },
    { column_name: 'country', groupby: true, verbose_name: 'Country' },
    { column_name: 'order_date', groupby: true },
    { column_name: 'secret', groupby: false },
  ];

  it('offers the groupable columns the chart does not group by nor draw on its x-axis', () => {
    expect(drillByColumns(columns, formData, 'groupby').map((column) => column.column_name)).toEqual(['country']);
  });

  it("re-groups by the chosen column and filters on the point's values", () => {
    const drilled = drillByFormData(formData, 'country', { filters: [region], groupbyFieldName: 'groupby' });
    expect(drilled.groupby).toEqual(['country']);
    expect(drilled.x_axis).toBe('order_date');
    expect(drilled.adhoc_filters).toEqual([
      ...(formData.adhoc_filters as unknown[]),
      { expressionType: 'SIMPLE', subject: 'region', operator: '==', comparator: 'EMEA', clause: 'WHERE' },
    ]);
  });

  it('keeps a single-column control single', () => {
    const single = { ...formData, series: 'region' };
    expect(drillByFormData(single, 'country', { filters: [], groupbyFieldName: 'series' }).series).toBe('country');
  });
});

describe('aggregations', () => {
  it('a chart with a metric aggregates; a raw table does not', () => {
    expect(chartHasAggregations(formData)).toBe(true);
    expect(chartHasAggregations({ datasource: '1__table', viz_type: 'pie', metric: 'count' })).toBe(true);
    expect(chartHasAggregations({ datasource: '1__table', viz_type: 'table', metrics: [], all_columns: ['a'] })).toBe(
      false,
    );
  });
});
