// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NATIVE_FILTER_DEFAULT_ROW_LIMIT,
  filterOptionsFormData,
  rangeBoundsQueryContext,
  selectOptionsQueryContext,
} from '../../../src/features/nativeFilters/rules/filterOptionsQuery';
import type { NativeFilterConfig } from '../../../src/features/nativeFilters/rules/filterTypes';

const regionFilter: NativeFilterConfig = {
  id: 'NATIVE_FILTER-abc',
  type: 'NATIVE_FILTER',
  name: 'Region',
  filterType: 'filter_select',
  targets: [{ datasetId: 7, column: { name: 'region' } }],
  controlValues: { multiSelect: true, enableEmptyFilter: false, sortAscending: true },
  adhoc_filters: [],
  time_range: 'No filter',
  granularity_sqla: null,
};

const context = { dashboardId: 9, parentExtraFormData: {} };

describe('filterOptionsFormData', () => {
  it('is the form data Superset sends for a filter option query', () => {
    const parent = { filters: [{ col: 'country', op: 'IN' as const, val: ['FR'] }] };
    expect(
      filterOptionsFormData(
        { ...regionFilter, sortMetric: 'sum__amount' },
        { ...context, parentExtraFormData: parent },
      ),
    ).toEqual({
      multiSelect: true,
      enableEmptyFilter: false,
      sortAscending: true,
      datasource: '7__table',
      groupby: ['region'],
      sortMetric: 'sum__amount',
      metrics: ['count'],
      adhoc_filters: [],
      time_range: 'No filter',
      granularity_sqla: null,
      extra_form_data: parent,
      row_limit: 1000,
      url_params: {},
      viz_type: 'filter_select',
      type: 'NATIVE_FILTER',
      dashboardId: 9,
      native_filter_id: 'NATIVE_FILTER-abc',
    });
    expect(NATIVE_FILTER_DEFAULT_ROW_LIMIT).toBe(1000);
  });

  it('has no sortMetric key without a sort metric', () => {
    expect(filterOptionsFormData(regionFilter, context)).not.toHaveProperty('sortMetric');
  });
});

describe('selectOptionsQueryContext', () => {
  it('groups by the column, counts, drops nulls and sorts by value ascending', () => {
    const queryContext = selectOptionsQueryContext(regionFilter, context)!;
    expect(queryContext.datasource).toEqual({ id: 7, type: 'table' });
    expect(queryContext.form_data?.viz_type).toBe('filter_select');
    const [query] = queryContext.queries;
    expect(query).toMatchObject({
      columns: ['region'],
      metrics: ['count'],
      filters: [{ col: 'region', op: 'IS NOT NULL' }],
      orderby: [['region', true]],
      row_limit: 1000,
    });
    // 'No filter' is no time range at all.
    expect(query).not.toHaveProperty('time_range');
  });

  it('sorts by the sort metric, descending when sortAscending is false', () => {
    const filter = { ...regionFilter, sortMetric: 'count', controlValues: { sortAscending: false } };
    expect(selectOptionsQueryContext(filter, context)!.queries[0]!.orderby).toEqual([['count', false]]);
    const byValue = { ...regionFilter, controlValues: { sortAscending: false } };
    expect(selectOptionsQueryContext(byValue, context)!.queries[0]!.orderby).toEqual([['region', false]]);
  });

  it('adds an ILIKE %text% filter for a server search', () => {
    const query = selectOptionsQueryContext(regionFilter, context, ' eme ')!.queries[0]!;
    expect(query.filters).toEqual([
      { col: 'region', op: 'IS NOT NULL' },
      { col: 'region', op: 'ILIKE', val: '%eme%' },
    ]);
  });

  it("applies the filter's pre-filter and time range on its time column", () => {
    const filter: NativeFilterConfig = {
      ...regionFilter,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'amount > 10' },
      ],
      time_range: 'Last year',
      granularity_sqla: 'order_date',
    };
    const query = selectOptionsQueryContext(filter, context)!.queries[0]!;
    expect(query.time_range).toBe('Last year');
    expect(query.granularity).toBe('order_date');
    expect(query.extras?.where).toBe('(amount > 10)');
    expect(query.filters).toEqual([
      { col: 'status', op: '==', val: 'Shipped' },
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'region', op: 'IS NOT NULL' },
    ]);
  });

  it("merges the cascade parents' extra form data into the query", () => {
    const parentExtraFormData = {
      filters: [{ col: 'country', op: 'IN' as const, val: ['FR', 'DE'] }],
      adhoc_filters: [{ expressionType: 'SQL' as const, clause: 'WHERE' as const, sqlExpression: '1 = 0' }],
      time_range: 'Last week',
      time_grain_sqla: 'P1D',
    };
    const queryContext = selectOptionsQueryContext(
      { ...regionFilter, granularity_sqla: 'order_date' },
      { ...context, parentExtraFormData },
    )!;
    const query = queryContext.queries[0]!;
    expect(queryContext.form_data?.extra_form_data).toEqual(parentExtraFormData);
    expect(query.filters).toEqual([
      { col: 'country', op: 'IN', val: ['FR', 'DE'] },
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last week' },
      { col: 'region', op: 'IS NOT NULL' },
    ]);
    expect(query.extras).toMatchObject({ where: '(1 = 0)', time_grain_sqla: 'P1D' });
    expect(query.time_range).toBe('Last week');
  });

  it('is null for a filter without a dataset or column', () => {
    expect(selectOptionsQueryContext({ ...regionFilter, targets: [{}] }, context)).toBeNull();
    expect(rangeBoundsQueryContext({ ...regionFilter, targets: [{ datasetId: 7 }] }, context)).toBeNull();
  });
});

describe('rangeBoundsQueryContext', () => {
  it("asks MIN and MAX of the column, labelled 'min' and 'max', with no grouping", () => {
    const filter = {
      ...regionFilter,
      filterType: 'filter_range',
      targets: [{ datasetId: 7, column: { name: 'amount' } }],
    };
    const queryContext = rangeBoundsQueryContext(filter, context)!;
    expect(queryContext.form_data).toMatchObject({ viz_type: 'filter_range', groupby: ['amount'] });
    expect(queryContext.queries[0]).toMatchObject({
      columns: [],
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'MIN',
          column: { column_name: 'amount' },
          hasCustomLabel: true,
          label: 'min',
        },
        {
          expressionType: 'SIMPLE',
          aggregate: 'MAX',
          column: { column_name: 'amount' },
          hasCustomLabel: true,
          label: 'max',
        },
      ],
      filters: [],
    });
  });
});
